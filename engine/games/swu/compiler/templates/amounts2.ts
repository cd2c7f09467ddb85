// Damage and defeat whose amount comes from something else (issue 7, family "amounts2"): "On Attack: Deal 1 damage to
// the defender (if it's a unit) for each different cost among cards in your discard pile." (SHD Fennec Shand) and
// "Defeat a unit with cost equal to or less than the number of Villainy aspect icons among friendly units." (SEC Evil
// is Everywhere), "Deal damage to your base equal to its cost" after a play (SOR Galactic Ambition). Each template reads the whole sentence or nothing.
import type { Effect } from '../../abilities/types.js';
import { target } from '../phrases.js';
import type { EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';
import { forEachAmount } from './amounts.js';
import { ASPECT_NAMES } from '../../abilities/defs/costs.js';

const PLAYED = 'playedCard';

/**
 * SHD Fennec Shand: "Deal 1 damage to the defender (if it's a unit) for each different cost among cards in your discard
 * pile." (errata: "defending unit"). The defender is a unit still in play or nothing is dealt (a base is not damaged);
 * the count is read as the damage is dealt, each printed cost once (ruling: printed cost). The ability deals it, not
 * the unit (1.9.2).
 */
const defenderPerDifferentCost = sentence(/deal 1 damage to the defender for each different cost among cards in your discard pile/, (_m, ctx) => {
  const defender = ctx.named?.['the defender'];
  if (!defender) return undefined;
  const deal: Effect = { do: 'dealDamage', target: { ref: defender }, amount: { differentCostsInDiscard: true } };
  return { do: 'if', condition: { unitInPlay: defender }, then: deal };
});

/**
 * SEC Evil is Everywhere: "Defeat a unit with cost equal to or less than the number of Villainy aspect icons among
 * friendly units.": the units offered are those whose printed cost (ruling) is at most the icons counted as the choice
 * is made (each printed icon, a card may print one aspect twice).
 */
const defeatCostAtMostIcons = sentence(/defeat (an? [^.]*?unit) with cost equal to or less than the number of (\w+ aspect icon)s among (friendly units|units you control)/, (m, ctx) => {
  const tg = target(m[1]!, ctx);
  const amount = forEachAmount(`${m[2]} among ${m[3]}`, {});
  if (!tg || !amount || !('choose' in tg) || tg.choose !== 'unit' || (tg.count ?? 1) !== 1 || tg.optional || tg.filter?.maxCost !== undefined) return undefined;
  return { do: 'defeat', target: { ...tg, filter: { ...tg.filter, maxCostAmount: amount } } };
});

/**
 * SOR Galactic Ambition: "Play a non-Heroism unit from your hand for free. Deal damage to your base equal to its cost."
 * The played unit is bound; the damage (its printed cost, ruling) is dealt once it is put into play, before the play's
 * own triggered abilities (7.6.8). Nothing played (no such unit in hand): no damage ("its" names nothing).
 */
const playFreeThenCostToBase = sentence(new RegExp(`play a non-(${ASPECT_NAMES.join('|')}) unit from your hand for free\\.\\s+deal damage to your base equal to its cost`), (m) => {
  const aspect = ASPECT_NAMES.find((a) => a.toLowerCase() === m[1]!.toLowerCase())!;
  return {
    do: 'playFromHand', filter: { type: 'unit', notAspect: aspect }, free: true, as: PLAYED,
    then: { do: 'dealDamage', target: { base: 'you' }, amount: { costOf: PLAYED } },
  };
});

/**
 * LAW The Sarlacc of Carkoon: "On Attack: Put a unit from your discard pile on the bottom of your deck. Deal damage
 * equal to that unit's power to an enemy ground unit." The card put on the deck is bound; out of play it has its
 * printed power (no modifiers apply to a card in a deck). No unit in the discard pile: nothing is put there, so there
 * is no "that unit" and no damage. The ability deals the damage, not the Sarlacc (1.9.2).
 */
const MOVED = 'movedCard';
const moveThenPower: EffectTemplate = (text, ctx) => {
  const m = /^(put a unit from your discard pile on the bottom of your deck)\.\s+deal damage equal to that unit's power to (.+?)\.?$/is.exec(text.trim());
  if (!m) return undefined;
  const move = ctx.effect(m[1]!);
  const to = target(m[2]!, ctx);
  if (!move || move.do !== 'moveCards' || move.as || move.from !== 'discard' || move.to !== 'deckBottom' || move.count !== undefined || move.upTo || move.each) return undefined;
  if (!to || !('choose' in to) || to.choose !== 'unit' || (to.count ?? 1) !== 1) return undefined;
  return { do: 'sequence', steps: [
    { ...move, as: MOVED },
    { do: 'if', condition: { boundCard: MOVED, filter: { type: 'unit' } }, then: { do: 'dealDamage', target: to, amount: { printedPowerOf: MOVED } } },
  ] };
};

/**
 * SOR Kanan Jarrus: "On Attack: You may discard 1 card from the defending player's deck for each friendly SPECTRE unit.
 * Heal 1 damage from your base for each different aspect among the discarded cards." The defending player is the
 * opponent (two players); the cards discarded are bound, their printed aspects counted once each. Declined, or an
 * empty deck: nothing discarded, nothing healed.
 */
const KANAN_DISCARDED = 'discardedCards';
const discardPerThenHealAspects: EffectTemplate = (text, ctx) => {
  const m = /^you may discard 1 card from the defending player's deck for each ([^.]+?)\.\s+heal 1 damage from your base for each different aspect among the discarded cards\.?$/is.exec(text.trim());
  if (!m || !ctx.named?.['the defender']) return undefined;
  const count = forEachAmount(m[1]!, {});
  if (!count || typeof count === 'number' || !('countUnits' in count)) return undefined;
  return { do: 'sequence', steps: [
    { do: 'may', effect: { do: 'discardFromDeck', player: 'opponent', count, asAll: KANAN_DISCARDED } },
    { do: 'heal', target: { base: 'you' }, amount: { differentAspectsBound: KANAN_DISCARDED } },
  ] };
};

/**
 * LAW Darth Vader (leader unit): "On Attack: Discard any number of cards from your hand. Deal damage to a unit or base
 * equal to the number of cards discarded this way." The cards discarded are bound and counted; none discarded, no
 * damage (and no target to choose). The ability deals the damage (1.9.2).
 */
const DISCARDED = 'discardedThisWay';
const discardAnyThenDamage: EffectTemplate = (text, ctx) => {
  const m = /^discard any number of cards from your hand\.\s+deal damage to (.+?) equal to the number of cards discarded this way\.?$/is.exec(text.trim());
  if (!m) return undefined;
  const to = target(m[1]!, ctx);
  if (!to || !('choose' in to) || (to.count ?? 1) !== 1 || to.optional) return undefined;
  const count = { countBound: DISCARDED };
  return { do: 'sequence', steps: [
    { do: 'discardAnyFromHand', asAll: DISCARDED },
    { do: 'if', condition: { compare: count, is: 'atLeast', than: 1 }, then: { do: 'dealDamage', target: to, amount: count } },
  ] };
};

/**
 * LAW Single Reactor Ignition: "Defeat all units. For each enemy unit defeated this way, deal 1 damage to its
 * controller's base." (two players: the opponent's base). Only defeats that happen count.
 */
const defeatAllPerEnemy: EffectTemplate = (text, ctx) => {
  const m = /^(defeat all units)\.\s+for each enemy unit defeated this way, deal (\d+) damage to its controller's base\.?$/is.exec(text.trim());
  if (!m) return undefined;
  const defeat = ctx.effect(m[1]!);
  const per = Number.parseInt(m[2]!, 10);
  if (!defeat || defeat.do !== 'defeat' || !('all' in defeat.target) || !(per > 0)) return undefined;
  return { do: 'defeatThenDamagePerEnemy', defeat, per };
};

export const amounts2: TemplateModule = {
  area: 'amounts2',
  lines: [],
  effects: [defenderPerDifferentCost, defeatCostAtMostIcons, playFreeThenCostToBase, moveThenPower, discardPerThenHealAspects, discardAnyThenDamage, defeatAllPerEnemy],
};
