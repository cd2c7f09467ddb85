// Twilight Imperium 4 as a game module.
import type { GameModule } from '../module.js';
import { ti4StarterCards } from './cards/starter.js';
import { resolveTi4, validateTi4State } from './resolve.js';
import { ti4StateJsonSchema } from './state/schema.js';
import { cardRefsOf } from './state/refs.js';

export const ti4Game: GameModule = {
  id: 'TI4',
  resolve: resolveTi4,
  validateState: validateTi4State,
  stateSchema: ti4StateJsonSchema,
  cardRefs: cardRefsOf,
  starterCards: ti4StarterCards,
};
