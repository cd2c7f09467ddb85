// Conditions of the refs2 family (issue 7): "it" named by a trigger ("When a friendly unit's attack ends: ... you may
// return it to its owner's hand") may have left play by then. Spread into language.ts; checked by ../../v2/refs2.ts.
import { describe, lit, obj, opt, str } from '../../../../core/schema.js';

export const REFS2_CONDITION_VARIANTS = [
  obj({ unitInPlay: describe(str(), 'A bound name: the trigger\'s subject ("it") or an earlier step\'s choice.') }, 'The unit bound to the name is in play now (4.9.1). "Return it to its owner\'s hand" moves a unit from play only (8.24.1): a unit that left play (defeated while attacking) is not returned from its discard pile.'),
];

/** Unit filter properties (checked in ../../stats.ts unitMatches, by ../../v2/refs2.ts). */
export const REFS2_FILTER_PROPERTIES = {
  playedThisPhaseByAny: opt(describe(lit(true), '"a unit that was played this phase": this unit (this copy, 8.7.3) was played as a unit this phase, by any player (the state\'s thisPhase; tokens are created and leaders deployed, not played). An incomplete record is UNSUPPORTED.')),
};
