// X-Wing 2nd edition as a game module: the ability queue on the core's timing machine, the state format, and our
// definitions of the cards whose abilities the engine runs.
import type { GameModule } from '../module.js';
import { xwingStarterLookup } from './cards.js';
import { xwingStateJsonSchema } from './format.js';
import { resolveXwing, validateXwingState } from './resolve.js';
import { stateCardRefs } from './state.js';

export const xwingGame: GameModule = {
  id: 'XWING',
  resolve: resolveXwing,
  validateState: validateXwingState,
  stateSchema: xwingStateJsonSchema,
  cardRefs: stateCardRefs,
  starterCards: xwingStarterLookup,
};
