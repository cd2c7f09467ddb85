// X-Wing 2nd edition as a game module: not implemented yet.
import { unsupportedGame } from '../module.js';

export const xwingGame = unsupportedGame('XWING');
