// The control words every game's ability language shares: do these in order, "you may", and "if ... (otherwise)".
// A game's effect union spreads these variants in next to its own effects (tagged by `do`), so the three read the
// same in every game's JSON, schema and generated types.
import { arr, opt, type Property, ref, type SchemaNode, str } from './schema.js';

export function controlEffects(effect = 'effect', condition = 'condition'): Record<string, Record<string, SchemaNode | Property>> {
  return {
    sequence: { steps: arr(ref(effect)) },
    may: { effect: ref(effect), text: opt(str()) },
    if: { condition: ref(condition), then: ref(effect), else: opt(ref(effect)) },
  };
}

export const CONTROL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  sequence: 'Each step in order.',
  may: '"You may ...": the controller chooses whether it happens.',
  if: 'Only when the condition holds (else the alternative, if any).',
};
