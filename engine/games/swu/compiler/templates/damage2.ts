// Damage and heal sentences, second pass (issue 7, wave 3 family "damage2"): amounts counted relative to the chosen
// unit ("equal to the number of units you control in its arena") and "N ... for each <units>" amounts. Each template
// reads the whole sentence or nothing.
import type { Amount, Effect } from '../../abilities/types.js';
import { count, target, unitPhrase } from '../phrases.js';
import type { EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

/** Where the chosen target is bound so the amount can be counted in its arena (read after the choice, 8.4). */
const CHOSEN = 'damageTarget';

// "Deal damage to a unit equal to the number of units you control in its arena" (Admiral Ackbar, Synchronized
// Strike), "... equal to twice the number of units you control in its arena" (Ferrix Uprising): the unit is chosen
// first, then the units you control in its arena are counted (the chosen unit itself counts when it is yours).
const inItsArena = sentence(/deal damage to (.+?) equal to (twice )?the number of units you control in its arena/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count !== undefined || t.as) return undefined;
  const amount: Amount = { countUnits: { controller: 'friendly', sameArenaAs: CHOSEN }, ...(m[2] ? { times: 2 } : {}) };
  return { do: 'dealDamage', target: { ...t, as: CHOSEN }, amount };
});

/** "unit you control", "friendly Vehicle unit": one unit phrase counted in play (no "other", no relative filters). */
type CountUnits = Extract<Amount, { countUnits: unknown }>;

function eachUnit(np: string): CountUnits | undefined {
  const phrase = unitPhrase(`all ${np.replace(/\bunit\b/i, 'units')}`);
  if (!phrase || phrase.noun !== 'units' || phrase.filter.other || phrase.filter.notRef || phrase.filter.sameArenaAs) return undefined;
  return { countUnits: phrase.filter };
}

// "Heal 1 damage from it for each unit you control" (Luminara Unduli), "Deal 1 damage to a unit for each friendly
// Trooper unit": N times the number of matching units in play when it resolves.
const forEachUnit = sentence(/(deal|heal) (\d+) damage (to|from) (.+?) for each ((?:.+ )?unit(?: you control)?)/, (m, ctx) => {
  const n = count(m[2]!);
  if (!n || n < 1 || (m[1]!.toLowerCase() === 'deal') !== (m[3]!.toLowerCase() === 'to')) return undefined;
  const per = eachUnit(m[5]!);
  const t = target(m[4]!, ctx);
  if (!per || !t) return undefined;
  const amount: Amount = n === 1 ? per : { ...per, times: n };
  const effect: Effect = m[1]!.toLowerCase() === 'deal' ? { do: 'dealDamage', target: t, amount } : { do: 'heal', target: t, amount };
  return effect;
});

// "Choose a base. Heal 1 damage from it for each unit you control." (Luminara Unduli): the one base chosen is the one
// healed (or dealt damage); "it" can only be that base.
const chooseBase = sentence(/choose a base\.\s+(deal|heal) (\d+) damage (to|from) it(?: for each ((?:.+ )?unit(?: you control)?))?\.?/, (m) => {
  const n = count(m[2]!);
  if (!n || n < 1 || (m[1]!.toLowerCase() === 'deal') !== (m[3]!.toLowerCase() === 'to')) return undefined;
  let amount: Amount = n;
  if (m[4]) {
    const per = eachUnit(m[4]);
    if (!per) return undefined;
    amount = n === 1 ? per : { ...per, times: n };
  }
  return m[1]!.toLowerCase() === 'deal' ? { do: 'dealDamage', target: { choose: 'base' }, amount } : { do: 'heal', target: { choose: 'base' }, amount };
});

// "When an enemy unit is defeated: Deal 1 damage to its controller's base." (HK-47), "When an opponent plays an event:
// Deal 1 damage to that player's base." (Adi Gallia): the trigger's subject is an enemy unit / the player is an
// opponent, so in a two-player game (1.1) the base is the opponent's. The line is read as if it said "an enemy base",
// and kept only when the trigger compiled really is on an enemy unit / an opponent's play.
const triggerPlayersBase: LineTemplate = (line, ctx) => {
  const m = /^(when an enemy (?:[a-z-]+ )*unit is defeated|when an opponent plays (?:an? )?[a-z-]+(?: [a-z-]+)?):\s*(deal \d+ damage to) (its controller's|that player's) base\.?$/i.exec(line.trim());
  if (!m || (/defeated/i.test(m[1]!) !== /its controller's/i.test(m[3]!))) return undefined;
  const ability = ctx.ability(`${m[1]}: ${m[2]} an enemy base.`);
  if (!ability || ability.kind !== 'triggered' || ability.when.on !== 'event') return undefined;
  const when = ability.when;
  const event = /defeated/i.test(m[1]!) ? 'defeated' : 'played';
  if (when.event !== event || when.filter?.controller !== 'enemy') return undefined;
  return [{ ...ability, id: '', text: line }];
};

// "On Attack: Deal 1 damage to each ground unit the defending player controls." (Fallen Lightsaber's gained ability):
// during this unit's own attack the defending player is its controller's opponent (a unit attacks an enemy unit or
// base, 6.3.1), so these are the enemy ground units. Read only under an On Attack head (the one that names "the
// defender").
const defendingPlayersUnits = sentence(/deal (\d+) damage to each ((?:[a-z-]+ )*)unit the defending player controls/, (m, ctx) => {
  const n = count(m[1]!);
  if (!n || n < 1 || ctx.named?.['the defender'] !== 'defender' || /\b(enemy|friendly|other|another)\b/i.test(m[2]!)) return undefined;
  const t = target(`each enemy ${m[2]}unit`, ctx);
  if (!t || !('all' in t) || t.filter?.controller !== 'enemy') return undefined;
  return { do: 'dealDamage', target: t, amount: n };
});

/** Where the unit dealt damage is bound for "if that unit is defeated this way". */
const DAMAGED = 'damagedUnit';

// "Deal 3 damage to a space unit. If that unit is defeated this way, you may deal 2 damage to a base." (Shoot Down),
// "You may deal 1 damage to a unit. If a unit is defeated this way, ...": the one unit dealt damage is bound; the rest
// resolves only if the damage was dealt (ifYouDo: none chosen, declined or all prevented -> nothing was defeated this
// way) and that unit's defeat is recorded (defeatedRef: it left play by being defeated, not another way).
const defeatedThisWay: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+if (?:that unit|it|a unit) is defeated this way, (.+?)\.?$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!) || /\.\s/.test(m[2]!)) return undefined;
  const first = ctx.effect(m[1]!);
  const deal = first?.do === 'may' ? first.effect : first;
  if (!first || !deal || deal.do !== 'dealDamage' || deal.by || !('choose' in deal.target) || deal.target.choose !== 'unit' || deal.target.as || (deal.target.count ?? 1) !== 1) return undefined;
  if (JSON.stringify(first).includes('"choose"') && JSON.stringify(first).split('"choose"').length !== 2) return undefined;
  const rest = ctx.effect(m[2]!);
  if (!rest) return undefined;
  deal.target = { ...deal.target, as: DAMAGED };
  return { do: 'ifYouDo', effect: first, then: { do: 'if', condition: { defeatedRef: DAMAGED }, then: rest } };
};

// "When an enemy unit attacks your base: Give a Shield token to a friendly unit in the same arena as the attacker."
// (Kragan Gorr): under an "attacks" trigger the attacker is the trigger's subject; the one chosen unit must be in its
// arena (sameArenaAs, by last known information if it left play). The line is compiled without the arena words and
// kept only when the trigger is an "attacks" event and the effect's target is one unit choice.
const sameArenaAsAttacker: LineTemplate = (line, ctx) => {
  const m = /^(when an? [^:]*?unit attacks[^:]*):\s*(.+?) in the same arena as the attacker\.?$/i.exec(line.trim());
  if (!m) return undefined;
  const ability = ctx.ability(`${m[1]}: ${m[2]}.`);
  if (!ability || ability.kind !== 'triggered' || ability.when.on !== 'event' || ability.when.event !== 'attacks') return undefined;
  const effect = ability.effect;
  if (!('target' in effect) || typeof effect.target !== 'object' || !('choose' in effect.target) || effect.target.choose !== 'unit') return undefined;
  if ((effect.target.count ?? 1) !== 1 || effect.target.filter?.sameArenaAs || JSON.stringify(effect).split('"choose"').length !== 2) return undefined;
  const target = { ...effect.target, filter: { ...effect.target.filter, sameArenaAs: 'subject' } };
  return [{ ...ability, id: '', text: line, effect: { ...effect, target } as Effect }];
};

export const damage2: TemplateModule = {
  area: 'damage2',
  lines: [triggerPlayersBase, sameArenaAsAttacker],
  effects: [inItsArena, forEachUnit, chooseBase, defendingPlayersUnits, defeatedThisWay],
};
