// Conditions of the multi family (issue 7). Spread into language.ts; checked by ../../v2/multi.ts.
import { bool, describe, obj } from '../../../../core/schema.js';

export const MULTI_CONDITION_VARIANTS = [
  obj({ initiativeTakenThisPhase: describe(bool(), 'true: a player has taken the initiative this phase; false: no player has.') }, '"If no player has taken the initiative this phase" (1.15.5): whether either player took the initiative action this action phase (the state\'s players\' initiativeTaken, emptied when the phase ends).'),
];
