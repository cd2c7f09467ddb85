// Choices of targets (issue 7, family "choose2"). "Choose a non-leader unit that opponent controls that costs 6 or
// less and return it to its owner's hand." (Beguile): the choice is the return's own target, read like "Return a
// non-leader unit ... to its owner's hand."; "that opponent" is the one opponent of two players (phrases.ts). "Return
// an event from a discard pile to its owner's hand." (Bounty Hunter Crew): a card of any player's discard pile
// (returnFromAnyDiscard, v2/choose2.ts). "Choose a friendly unit and an enemy unit in the same arena. If you do, deal 3
// damage to each of them." (Fight Fire With Fire): the pair chosen together (damagePairSameArena, v2/choose2.ts).
// "Exhaust an enemy unit or resource." (Xanadu Blood): one choice of a unit or a resource (exhaustUnitOrEnemyResource).
// "You may return a Force unit and a Lightsaber upgrade from your discard pile to your hand." (Flight of the
// Inquisitor): one decision for both (the node is not a choice that starts with a target: "may" asks once), then one
// card of each kind if there is one (returnEachFromDiscard). "Exhaust any number of units with combined cost 6 or
// less." / "Return up to 2 non-leader units in the same arena with a combined cost 3 or less ...": units chosen one at a
// time while their printed costs fit (unitsUpToCombinedCost).
import type { Effect } from '../../abilities/types.js';
import { target } from '../phrases.js';
import type { TemplateModule } from '../types.js';
import { cardPhrase } from './effects-zones.js';
import { sentence } from './effects-basic.js';

// "choose <a unit> and return it to its owner's hand": the same as "return <a unit> to its owner's hand".
const chooseAndReturn = sentence(/choose ((?:a|an) .+? unit .+?) and return it to its owner's hand/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.as !== undefined || t.chooser !== undefined || (t.count ?? 1) !== 1) return undefined;
  return { do: 'returnToHand', target: t };
});

// "return an event from a discard pile to its owner's hand": one card, of either player's discard pile.
const returnFromAnyDiscard = sentence(/return (?:a|an) (.+?) from a discard pile to its owner's hand/, (m) => {
  const phrase = cardPhrase(m[1]!);
  if (!phrase || phrase.plural || Object.keys(phrase.filter).length === 0) return undefined;
  const effect: Effect = { do: 'returnFromAnyDiscard', filter: phrase.filter };
  return effect;
});

// "Choose a friendly unit and an enemy unit in the same arena. If you do, deal 3 damage to each of them."
const damagePair = sentence(/choose a friendly unit and an enemy unit in the same arena\. if you do, deal (\d+) damage to each of them/, (m) => {
  const effect: Effect = { do: 'damagePairSameArena', amount: Number.parseInt(m[1]!, 10) };
  return effect;
});

// "exhaust an enemy unit or resource": one choice among the enemy units and the opponent's resources.
const exhaustUnitOrResource = sentence(/exhaust an enemy unit or resource/, () => {
  const effect: Effect = { do: 'exhaustUnitOrEnemyResource', filter: { controller: 'enemy' } };
  return effect;
});

// "return a Force unit and a Lightsaber upgrade from your discard pile to your hand": one card of each kind.
const returnEach = sentence(/return (?:a|an) (.+?) and (?:a|an) (.+?) from your discard pile to your hand/, (m) => {
  const phrases = [cardPhrase(m[1]!), cardPhrase(m[2]!)];
  if (phrases.some((p) => !p || p.plural || Object.keys(p.filter).length === 0)) return undefined;
  const effect: Effect = { do: 'returnEachFromDiscard', filters: phrases.map((p) => p!.filter) };
  return effect;
});

// "exhaust any number of units with combined cost 6 or less" / "Return up to 2 non-leader units in the same arena with
// a combined cost 3 or less to their owners' hands"
const combinedCost = sentence(/(exhaust any number of|return up to (\d+)) (units|non-leader units)( in the same arena)? with (?:a )?combined cost (\d+) or less( to their owners' hands)?/, (m) => {
  const returning = m[1]!.toLowerCase().startsWith('return');
  if (returning !== (m[6] !== undefined)) return undefined;
  // A leader unit is never returned to a hand (3.4.5): only non-leader units are read for a return.
  if (returning && m[3]!.toLowerCase() !== 'non-leader units') return undefined;
  const effect: Effect = {
    do: 'unitsUpToCombinedCost', filter: m[3]!.toLowerCase() === 'non-leader units' ? { nonLeader: true } : {}, maxTotal: Number.parseInt(m[5]!, 10),
    ...(m[2] ? { upTo: Number.parseInt(m[2], 10) } : {}), ...(m[4] ? { sameArena: true } : {}), then: returning ? 'returnToHand' : 'exhaust',
  };
  return effect;
});

export const choose2: TemplateModule = { area: 'choose2', effects: [chooseAndReturn, returnFromAnyDiscard, damagePair, exhaustUnitOrResource, returnEach, combinedCost] };
