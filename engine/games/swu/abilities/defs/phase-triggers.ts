// Ability language: triggers at a step of the round ("When the regroup phase starts:", 5.5.1A). language.ts spreads
// these into triggerSpec; the engine side is v2/phase-triggers.ts.
import { lit, obj, type SchemaNode } from '../../../../core/schema.js';

/** Trigger variants added to triggerSpec. */
export const phaseTriggerVariants: SchemaNode[] = [
  obj({ on: lit('regroupStarts') }, '"When the regroup phase starts:" triggers at the start of the regroup phase, before cards are drawn (5.5.1A), for the card while in play (a leader on either side, a base).'),
];
