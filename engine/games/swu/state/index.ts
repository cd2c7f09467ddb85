// The SWU state format: read (normalizeState), write (serializeState), describe (swuStateJsonSchema), and list the
// cards a state needs (collectCardRefs).
export type * from './types.js';
export { normalizeState, type NormalizeResult } from './normalize.js';
export { serializeState } from './serialize.js';
export { swuStateJsonSchema } from './schema.js';
export { collectCardRefs, customCardRefs, TOKEN_REFS } from './refs.js';
export { withCustomCards, normalizeCustomCard, cardKind } from './cards.js';
export * as stateDefaults from './defaults.js';
