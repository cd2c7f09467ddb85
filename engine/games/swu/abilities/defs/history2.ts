// Ability language, part "what happened this phase" (second wave): cards drawn this phase, kept in the state's
// `thisPhase.drawn` (state/history.ts) and read by ../../v2/history.ts drawnThisPhase.
import { describe, lit, obj, type SchemaNode } from '../../../../core/schema.js';

/** Amount variants (spread into `amount`). */
export const HISTORY2_AMOUNT_VARIANTS: SchemaNode[] = [
  obj({
    drawnThisPhase: describe(lit('you'), 'The ability\'s controller.'),
  }, '"the number of cards you\'ve drawn this phase": the cards that player drew this phase (the state\'s thisPhase drawn; a draw from an empty deck draws nothing, 1.13.1). UNSUPPORTED when the state does not record this phase\'s draws.'),
];
