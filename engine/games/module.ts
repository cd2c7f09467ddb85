// What a game plugs into the engine: its entry points and what the API needs to feed it cards. Each game's folder
// exports one of these; engine/games/registry.ts lists them. Nothing outside a game's folder branches on the game.
import type { CardLookup, GameId, ResolveRequest, ResolveResult, ValidateOptions, ValidationResult } from '../api.js';

export interface GameModule {
  id: GameId;
  resolve(request: ResolveRequest, cards: CardLookup): ResolveResult;
  validateState(state: unknown, cards: CardLookup, options?: ValidateOptions): ValidationResult;
  /** The derived view format as a JSON Schema, or null while the game has none. */
  viewSchema?: unknown;
  /** The state format as a JSON Schema (draft 2020-12), or null while the game has no state format. */
  stateSchema: unknown;
  /** The catalog refs a state names (cards defined inline in the state excluded), plus any the engine may create. */
  cardRefs(state: unknown): string[];
  /** Our own card definitions that fill in abilities the catalog does not have yet. */
  starterCards?: CardLookup;
}

/** A game whose engine does not exist yet: every request answers UNSUPPORTED, never a guess. */
export function unsupportedGame(id: GameId): GameModule {
  return {
    id,
    resolve: (request) => ({
      status: 'UNSUPPORTED', state: request.state, prompt: null, log: [], errors: [], complete: false,
      unsupported: { kind: 'GAME', ref: id, reason: `the ${id} rules engine is not implemented yet` },
    }),
    // No state format yet: nothing can be checked, and saying "valid" would be a guess.
    validateState: () => ({ valid: false, errors: [{ code: 'UNSUPPORTED_GAME', path: '$.game', message: `${id} states are not supported yet` }] }),
    stateSchema: null,
    cardRefs: () => [],
  };
}
