// The rules engine's public entry point: pure functions, no dependencies, no Node APIs (runs in browsers and
// React Native). resolve(request, cards) -> ResolveResult; validateState(game, state, cards) -> ValidationResult.
//
// Layout: core/ is game-independent (machine.ts: the timing machine - a stack of tasks and the open windows, both
// plain data in the game state - and the one event pipeline: legality, replacement, apply, triggers, state checks;
// window.ts: windows as data and the ordering-policy contract; policies.ts: the policies games plug in;
// decisions.ts: prompts answered by replaying recorded choices; random.ts: seeded). games/swu/ plugs SWU into it: events.ts (legality, replacements,
// last-known information, state checks), apply.ts, triggers.ts, policy.ts (7.6.9-7.6.10), combat.ts, play.ts,
// turn.ts, actions.ts (the action format), stats.ts (computed power/HP/keywords/abilities), support.ts (UNSUPPORTED
// checks), abilities/ (the ability language: types, interpreter, validation, JSON Schema), cards/starter-set.ts.
// games/xwing/ plugs X-Wing in the same way (the ability queue as its policy, one replacement per effect; its README
// has the state format and the rules it cites).
// games/ti4/ plugs TI4 into the same core (README.md there: state format, actions, windows, ability language).
import type { CardLookup, GameId, ResolveRequest, ResolveResult, ValidationResult } from './api.js';
import { GAME_IDS, gameModule } from './games/registry.js';
import { resolveSwu, swuUnitStats, type SwuUnitStats } from './games/swu/resolve.js';

export type * from './api.js';
export type { SwuAction } from './games/swu/actions.js';
export type * from './games/swu/abilities/types.js';
export type { SwuState } from './games/swu/state/types.js';
export { starterCardLookup, STARTER_SET } from './games/swu/cards/starter-set.js';
export { resolveSwu, swuUnitStats, type SwuUnitStats };
export { GAME_IDS, GAME_MODULES, gameModule } from './games/registry.js';
export type { GameModule } from './games/module.js';
/** Checks ability-language JSON (e.g. a catalog row's abilities column) and lists every problem with its path. */
export { validateAbilities } from './games/swu/abilities/validate.js';
/** The ability language as a JSON Schema (draft 2020-12), for tools that write card abilities. */
export { swuAbilityJsonSchema } from './games/swu/abilities/schema.js';
/** The prompt protocol (every game) as a JSON Schema, and its kinds. */
export { PROMPT_KINDS, promptFormat, promptJsonSchema } from './core/prompt-schema.js';

function unknownGame(): string {
  return `game must be one of ${GAME_IDS.join(', ')}`;
}

export function resolve(request: ResolveRequest, cards: CardLookup): ResolveResult {
  if (!request || typeof request !== 'object') {
    return { status: 'INVALID', state: null, prompt: null, log: [], errors: [{ code: 'BAD_REQUEST', path: '$', message: 'the request must be an object' }], unsupported: null, complete: false };
  }
  const game = gameModule(request.game);
  if (!game) return { status: 'INVALID', state: request.state, prompt: null, log: [], errors: [{ code: 'UNKNOWN_GAME', path: '$.game', message: unknownGame() }], unsupported: null, complete: false };
  return game.resolve(request, cards);
}

export function validateState(game: GameId, state: unknown, cards: CardLookup): ValidationResult {
  const module = gameModule(game);
  if (!module) return { valid: false, errors: [{ code: 'UNKNOWN_GAME', path: '$.game', message: unknownGame() }] };
  return module.validateState(state, cards);
}
