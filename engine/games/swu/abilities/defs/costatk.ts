// Ability language, family "costatk": cost modifiers and attack modifiers. "If you control a unique Separatist card,
// this unit costs 1 less to play" (a condition on the cards a player controls, unique ones only); "Create 8 TIE
// Fighter tokens and ready them. They can't attack bases for this phase." (the created tokens under a lasting
// restriction). Spread into language.ts; checked and executed by ../../v2/costatk.ts.
import { arr, describe, lit, obj, opt, ref, str } from '../../../../core/schema.js';

/** Condition variants (spread into the `condition` union). */
export const COSTATK_CONDITION_VARIANTS = [
  obj({
    youControlUniqueCard: describe(obj({ trait: str() }), 'What the card must have (traits a unit gains from its upgrades count).'),
  }, '"If you control a unique Separatist card": a unique (printed unique mark, 1.7; every leader is unique) card with that trait the controller controls: a unit, a non-token upgrade in play they played (1.5.2B), or their leader on either side.'),
  obj({
    playedOn: describe(ref('unitFilter'), 'The unit must match.'),
  }, '"While playing this upgrade on General Grievous, it costs 2 less to play" (6.2.1: active while playing): the unit the upgrade is being played on, chosen before its cost is determined. Only an upgrade\'s own cost modifier reads it (play.ts); anywhere else UNSUPPORTED.'),
];

/** Effect variants (spread into the `effect` union). */
export const COSTATK_EFFECT_VARIANTS = {
  createReadyRestricted: {
    token: ref('tokenUnit'),
    count: ref('amount'),
    restriction: ref('restriction'),
    duration: ref('duration'),
  },
  doublePower: {
    target: ref('target'),
    duration: lit('thisAttack'),
  },
  skipNextRegroupReady: { target: ref('target') },
};

export const COSTATK_EFFECT_DESCRIPTIONS = {
  createReadyRestricted: '"Create 8 TIE Fighter tokens and ready them. They can\'t attack bases for this phase.": the tokens are created (entering play exhausted, 3.7.2), then readied; then each token created this way is under the restriction for the duration (a lasting effect, 7.7.3).',
  doublePower: '"Double this unit\'s power for this attack": the unit gets +X/+0 for this attack, X being its power as this resolves (temporary modifiers included, the card\'s ruling).',
  skipNextRegroupReady: '"This unit doesn\'t ready during the next regroup phase" (during the action phase): until the end of this round, the regroup ready step (5.5.1D) skips the unit; other effects still ready it. UNSUPPORTED outside the action phase.',
};

/** unitFilter properties (spread into the unit filter). */
export const COSTATK_FILTER_PROPERTIES = {
  anyOf: opt(describe(arr(ref('unitFilter'), { minItems: 2 }), '"a Pilot unit or a unit with a Pilot on it": the unit matches at least one of these filters (each read like the filter itself, on a unit in play).')),
};
