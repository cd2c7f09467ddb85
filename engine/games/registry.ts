// Every game the engine knows, by id. Adding a game is one line here and a folder under games/.
import type { GameId } from '../api.js';
import type { GameModule } from './module.js';
import { swuGame } from './swu/module.js';
import { ti4Game } from './ti4/module.js';
import { xwingGame } from './xwing/module.js';

export const GAME_MODULES: Readonly<Record<GameId, GameModule>> = { SWU: swuGame, XWING: xwingGame, TI4: ti4Game };

export const GAME_IDS = Object.keys(GAME_MODULES) as GameId[];

export function gameModule(game: unknown): GameModule | undefined {
  return typeof game === 'string' && Object.hasOwn(GAME_MODULES, game) ? GAME_MODULES[game as GameId] : undefined;
}
