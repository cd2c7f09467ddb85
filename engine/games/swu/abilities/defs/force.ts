// "The Force is with you" (8.37.2) as an effect of the ability language. Spread into language.ts; the event it causes
// lives in ../../force/events.ts.
import { lit, obj, type SchemaNode } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const FORCE_EFFECT_VARIANTS = {
  theForceIsWithYou: {},
};

export const FORCE_EFFECT_DESCRIPTIONS = {
  theForceIsWithYou: '"The Force is with you" (8.37.2): the controller creates their Force token; one who already controls it ignores this (8.37.1).',
};

/** Condition variants (spread into the `condition` union). */
export const FORCE_CONDITION_VARIANTS: SchemaNode[] = [
  obj({ forceIsWithYou: lit(true) }, '"While / if the Force is with you" (8.37.3): the controller controls their Force token.'),
];
