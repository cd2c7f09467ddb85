// Star Wars: Unlimited as a game module.
import type { GameModule } from '../module.js';
import { starterCardLookup } from './cards/starter-set.js';
import { resolveSwu, validateSwuState } from './resolve.js';
import { collectCardRefs, customCardRefs, swuStateJsonSchema, TOKEN_REFS } from './state/index.js';
import { swuViewJsonSchema } from './view-schema.js';

export const swuGame: GameModule = {
  id: 'SWU',
  resolve: resolveSwu,
  validateState: validateSwuState,
  stateSchema: swuStateJsonSchema,
  viewSchema: swuViewJsonSchema,
  cardRefs(state) {
    const inline = new Set(customCardRefs(state));
    return [...collectCardRefs(state).filter((r) => !inline.has(r)), ...TOKEN_REFS];
  },
  starterCards: starterCardLookup,
};
