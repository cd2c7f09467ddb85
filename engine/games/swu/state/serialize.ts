// SwuState -> JSON. The normalized state is already a valid input (cards are { id, card } objects, resources a list),
// so serializing is a plain deep copy that drops what JSON cannot carry. It exists so that callers never hand out the
// engine's own objects, and so that a change of internal shape has one place to map back to the format.
import type { SwuState } from './types.js';

export function serializeState(state: SwuState): unknown {
  return JSON.parse(JSON.stringify(state)) as unknown;
}
