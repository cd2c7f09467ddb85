// Conditions of the refs2 family (issue 7): "it" named by a trigger ("When a friendly unit's attack ends: ... you may
// return it to its owner's hand") may have left play by then. Spread into language.ts; checked by ../../v2/refs2.ts.
import { describe, obj, str } from '../../../../core/schema.js';

export const REFS2_CONDITION_VARIANTS = [
  obj({ unitInPlay: describe(str(), 'A bound name: the trigger\'s subject ("it") or an earlier step\'s choice.') }, 'The unit bound to the name is in play now (4.9.1). "Return it to its owner\'s hand" moves a unit from play only (8.24.1): a unit that left play (defeated while attacking) is not returned from its discard pile.'),
];
