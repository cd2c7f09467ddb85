// Damage and defeat with amounts and relative targets (issue 7, family "dmg6"): "Choose an opponent. Defeat each unit
// that player controls", "Choose a ground unit. You may deal 1 damage to it for each damage on this unit", "with less
// power than this unit", "with power equal to or less than the chosen unit", "that much damage to another unit", "a
// base or another unit in the same arena", "damage equal to that card's cost". Each template reads the whole sentence
// or nothing; the effects are the language's own (targets, filters and amounts that already exist).
import type { Effect, Target, UnitFilter } from '../../abilities/types.js';
import { target } from '../phrases.js';
import type { EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

type UnitChoice = Extract<Target, { choose: string }> & { choose: 'unit' };

/** One unit chosen, nothing bound yet: the only target shape these templates extend. */
function oneUnit(t: unknown): t is UnitChoice {
  if (!t || typeof t !== 'object' || !('choose' in t)) return false;
  const c = t as UnitChoice;
  return c.choose === 'unit' && (c.count ?? 1) === 1 && !c.as && !c.anyNumber && !c.optional;
}

// TWI The Invasion of Christophsis: "Choose an opponent. Defeat each unit that player controls." In a two-player game
// (1.1) the one opponent is chosen: its units are the enemy units, leader units included.
const defeatChosenOpponents = sentence(/choose an opponent\.\s+defeat each unit that player controls/, (_m, ctx) => {
  const effect = ctx.effect('Defeat each enemy unit');
  return effect?.do === 'defeat' && 'all' in effect.target && JSON.stringify(effect.target.filter) === '{"controller":"enemy"}' ? effect : undefined;
});

// SHD Krrsantan: "Choose a ground unit. You may deal 1 damage to it for each damage on this unit." The unit is chosen,
// then the player may deal the damage to it; choosing has no effect of its own, so this is "You may deal 1 damage to a
// ground unit for each damage on this unit" (the count read as the damage is dealt). A count naming "it" is not read
// (the rewritten sentence has no "it").
const chooseThenMayPer = sentence(/choose (an? [^.]+?)\.\s+you may deal (\d+) damage to it for each ([^.]+)/, (m, ctx) => {
  if (/\b(it|its)\b/i.test(m[3]!)) return undefined;
  const effect = ctx.effect(`You may deal ${m[2]} damage to ${m[1]} for each ${m[3]}`);
  if (effect?.do !== 'may' || effect.effect.do !== 'dealDamage' || !oneUnit(effect.effect.target)) return undefined;
  return typeof effect.effect.amount === 'object' ? effect : undefined;
});

const CHOSEN = 'dmg6Chosen';

// LAW Nothing Left to Fear: "Choose a friendly unit and give it +2/+2 for this phase. Then, you may defeat a non-leader
// unit with power equal to or less than the chosen unit." The chosen unit is bound; its power is read when the second
// unit is chosen (with the +2/+2). With no unit chosen there is nothing to compare with: the second part does nothing.
const giveThenDefeatAtMost = sentence(/choose (an? [^.]+?unit) and give it ([+-]\d+\/[+-]\d+) for this phase\.\s+then, you may defeat (an? (?:[^.]+? )?unit) with power equal to or less than the chosen unit/, (m, ctx) => {
  const give = ctx.effect(`Give ${m[1]} ${m[2]} for this phase`);
  const defeat = ctx.effect(`You may defeat ${m[3]}`);
  if (give?.do !== 'modifyStats' || !oneUnit(give.target) || defeat?.do !== 'may' || defeat.effect.do !== 'defeat') return undefined;
  const t = defeat.effect.target;
  if (!oneUnit(t) || t.filter?.lessThan) return undefined;
  const filter: UnitFilter = { ...t.filter, lessThan: { stat: 'power', of: CHOSEN, orEqual: true } };
  return { do: 'sequence', steps: [
    { ...give, target: { ...give.target, as: CHOSEN } },
    { do: 'if', condition: { boundUnit: CHOSEN, filter: {} }, then: { do: 'may', effect: { do: 'defeat', target: { ...t, filter } } } },
  ] };
});

const HEALED = 'dmg6Healed';

// SOR It Binds All Things: "Heal up to 3 damage from a unit. If you control a FORCE unit, you may deal that much damage
// to another unit." "That much" is what the heal healed (healedThisWay); "another unit" is one other than the unit
// healed. The condition part is compiled with "1 damage to a unit" and its shape checked before the amount and the
// filter are put in.
const healThenAnother: EffectTemplate = (text, ctx) => {
  const m = /^(heal up to \d+ damage from an? [^.]+?)\.\s+(if [^,.]+), you may deal that much damage to another unit\.?$/i.exec(text.trim());
  if (!m) return undefined;
  const heal = ctx.effect(m[1]!);
  const cond = ctx.effect(`${m[2]}, you may deal 1 damage to a unit`);
  if (heal?.do !== 'healUpTo' || !oneUnit(heal.target) || cond?.do !== 'if' || cond.else !== undefined) return undefined;
  const may = cond.then;
  if (may.do !== 'may' || may.effect.do !== 'dealDamage' || may.effect.amount !== 1 || !oneUnit(may.effect.target) || may.effect.target.filter) return undefined;
  const deal: Effect = { do: 'dealDamage', target: { choose: 'unit', filter: { notRef: HEALED } }, amount: { healedThisWay: true } };
  return { do: 'sequence', steps: [{ ...heal, target: { ...heal.target, as: HEALED } }, { ...cond, then: { do: 'may', effect: deal } }] };
};

// LAW Collateral Damage: "Deal 2 damage to a unit. Then, deal 2 damage to a base or another unit in the same arena."
// The second part is a base (any) or a unit other than the first, in its arena (last-known information if the first
// damage defeated it). A unit-or-base choice filters units by the whole filter, bases by controller only.
const baseOrAnotherSameArena = sentence(/(deal \d+ damage to an? (?:[^.]+? )?unit)\.\s+then, deal (\d+) damage to a base or another unit in the same arena/, (m, ctx) => {
  const first = ctx.effect(m[1]!);
  if (first?.do !== 'dealDamage' || !oneUnit(first.target) || typeof first.amount !== 'number') return undefined;
  const n = Number.parseInt(m[2]!, 10);
  if (!(n > 0)) return undefined;
  return { do: 'sequence', steps: [
    { ...first, target: { ...first.target, as: CHOSEN } },
    { do: 'dealDamage', target: { choose: 'unitOrBase', filter: { notRef: CHOSEN, sameArenaAs: CHOSEN } }, amount: n },
  ] };
});

// SHD Krayt Dragon: "When an opponent plays a card: You may deal damage equal to that card's cost to their base or a
// ground unit they control." The trigger binds the card played (subject); its cost is its printed cost, wherever it is
// now (an event is in the discard pile). "Their" is that opponent's: the enemy base or an enemy unit (two players, 1.1).
const opponentPlaysCost: LineTemplate = (line, ctx) => {
  const m = /^(when an opponent plays a card):\s*you may deal damage equal to that card's cost to their base or (an? (?:[a-z-]+ )*unit) they control\.?$/i.exec(line.trim());
  if (!m) return undefined;
  const ability = ctx.ability(`${m[1]}: You may deal 1 damage to an enemy base.`);
  if (ability?.kind !== 'triggered' || ability.when.on !== 'event' || ability.when.event !== 'played' || JSON.stringify(ability.when.filter) !== '{"controller":"enemy"}' || ability.condition) return undefined;
  const t = target(m[2]!.replace(/^an? /i, 'an enemy '), ctx);
  if (!oneUnit(t) || t.filter?.controller !== 'enemy') return undefined;
  const deal: Effect = { do: 'dealDamage', target: { choose: 'unitOrBase', filter: t.filter }, amount: { costOf: 'subject' } };
  return [{ ...ability, id: '', text: line, effect: { do: 'may', effect: deal } }];
};

const EACH = 'dmg6Each';

// SHD Qi'ra: "Heal all damage from each unit. Then, deal damage to each unit equal to half its remaining HP, rounded
// down." Each unit's own damage is healed (all at once), then each unit is dealt half of its own remaining HP (HP minus
// damage, 1.11.6; all its HP once healed), rounded down, all at once (eachUnitAmount).
const healAllThenHalf = sentence(/heal all damage from each unit\.\s+then, deal damage to each unit equal to half its remaining hp, rounded down/, () => {
  const all = { all: 'units' } as const;
  return { do: 'sequence', steps: [
    { do: 'eachUnitAmount', kind: 'heal', target: all, as: EACH, amount: { damageOn: EACH } },
    { do: 'eachUnitAmount', kind: 'damage', target: all, as: EACH, amount: { floorDivide: { remainingHpOf: EACH }, by: 2 } },
  ] };
});

// SHD The Chaos of War: "Deal damage to each player's base equal to the number of cards in that player's hand." Each
// base's amount is its own player's hand, all the damage dealt at once (eachBaseOwnAmount).
const eachBaseOwnHand = sentence(/deal damage to each player's base equal to the number of cards in that player's hand/, () => (
  { do: 'eachBaseOwnAmount', amount: { countCards: 'hand' } }
));

// TWI Unlimited Power: "Deal 4 damage to a unit, 3 damage to a second unit, 2 damage to a third unit, and 1 damage to a
// fourth unit. (All damage is dealt simultaneously.)" Four different units, chosen in order, then dealt together.
const ORDINALS = ['second', 'third', 'fourth', 'fifth'];
const differentUnits: EffectTemplate = (text) => {
  const t = text.trim().replace(/\s*\(all damage is dealt simultaneously\.?\)\s*$/i, '').replace(/\.$/, '');
  const m = /^deal (\d+) damage to a unit((?:, (?:and )?\d+ damage to an? [a-z]+ unit)+)$/i.exec(t);
  if (!m) return undefined;
  const amounts = [Number.parseInt(m[1]!, 10)];
  const rest = m[2]!.split(', ').slice(1);
  for (const [i, part] of rest.entries()) {
    const p = /^(?:and )?(\d+) damage to an? ([a-z]+) unit$/i.exec(part);
    if (!p || p[2]!.toLowerCase() !== ORDINALS[i]) return undefined;
    amounts.push(Number.parseInt(p[1]!, 10));
  }
  // "and" before the last part only, and every amount dealt.
  if (rest.some((x, i) => /^and /i.test(x) !== (i === rest.length - 1)) || amounts.some((n) => !(n > 0))) return undefined;
  return { do: 'damageDifferentUnits', amounts };
};

export const dmg6: TemplateModule = {
  area: 'dmg6',
  lines: [opponentPlaysCost],
  effects: [defeatChosenOpponents, chooseThenMayPer, giveThenDefeatAtMost, healThenAnother, baseOrAnotherSameArena, healAllThenHalf, eachBaseOwnHand, differentUnits],
};
