// Twilight Imperium 4 as a game module: not implemented yet.
import { unsupportedGame } from '../module.js';

export const ti4Game = unsupportedGame('TI4');
