// Conditions of the conds6 family (issue 7). Spread into language.ts; checked by ../../v2/conds6.ts.
import { bool, describe, obj } from '../../../../core/schema.js';

export const CONDS6_CONDITION_VARIANTS = [
  obj({ selfUnique: describe(bool(), 'true: "this unit is unique"; false: it is not.') }, 'The printed unique mark (1.7) of the ability\'s own unit, by last known information once it left play (a Bounty collected as it is defeated or captured).'),
];
