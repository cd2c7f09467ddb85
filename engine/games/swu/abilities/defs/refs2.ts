// Conditions of the refs2 family (issue 7): "it" named by a trigger ("When a friendly unit's attack ends: ... you may
// return it to its owner's hand") may have left play by then. Spread into language.ts; checked by ../../v2/refs2.ts.
import { describe, int, lit, obj, opt, ref, str } from '../../../../core/schema.js';

export const REFS2_CONDITION_VARIANTS = [
  obj({ boundUnitWas: describe(str(), 'A bound name: an earlier step\'s choice ("it").'), filter: ref('unitFilter') }, '"Deal 3 damage to <a unit>. If it\'s a non-Vehicle unit, ...": the unit matches the filter, in play, or by last known information (8.11) once it left play (the damage defeated it): then only its printed traits are read (trait, notTrait; a non-token upgrade it had, which may have given traits, or any other filter property is UNSUPPORTED).'),
  obj({ unitInPlay: describe(str(), 'A bound name: the trigger\'s subject ("it") or an earlier step\'s choice.') }, 'The unit bound to the name is in play now (4.9.1). "Return it to its owner\'s hand" moves a unit from play only (8.24.1): a unit that left play (defeated while attacking) is not returned from its discard pile.'),
];

/** Unit filter properties (checked in ../../stats.ts unitMatches, by ../../v2/refs2.ts). */
export const REFS2_FILTER_PROPERTIES = {
  leastRemainingHp: opt(describe(lit(true), '"the unit with the least remaining HP among other units (If multiple units are tied, choose one.)": among the units the rest of the filter matches, one whose remaining HP (1.11.6) is the least.')),
  playedThisPhaseByAny: opt(describe(lit(true), '"a unit that was played this phase": this unit (this copy, 8.7.3) was played as a unit this phase, by any player (the state\'s thisPhase; tokens are created and leaders deployed, not played). An incomplete record is UNSUPPORTED.')),
};

/** playFromHand properties ("Play a unit from your discard pile. It costs 6 less. If it's a Force unit, it costs 8 less instead."). */
export const REFS2_PLAY_PROPERTIES = {
  costReductionIf: opt(describe(obj({ filter: ref('cardFilter'), costReduction: int({ minimum: 0 }) }), '"If it\'s a Force unit, it costs 8 less instead": a card matching the filter (printed facts) is played with this reduction instead of costReduction.')),
};
