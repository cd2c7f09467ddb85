// Per game: which cards a request needs from the catalog, and the engine entry points. Only SWU has a card-based
// state so far; the other games go straight to the engine, which answers UNSUPPORTED for what it cannot run.
import type { CardLookup, GameId, ResolveRequest, ResolveResult, ValidationResult } from '../../engine/api.js';
import { collectCardRefs, customCardRefs, swuStateJsonSchema, TOKEN_REFS } from '../../engine/games/swu/state/index.js';
import { resolve, starterCardLookup, validateState } from '../../engine/index.js';
import type { PrismaClient } from '../../prisma/generated/client.js';
import { CardCache } from './cards.js';

export interface GameEngine {
  loadCards(prisma: PrismaClient, state: unknown): Promise<CardLookup>;
  resolve(request: ResolveRequest, cards: CardLookup): ResolveResult;
  validateState(game: GameId, state: unknown, cards: CardLookup): ValidationResult;
  stateSchema?: unknown;
}

const noCards: CardLookup = () => undefined;

/** One card cache per database (tests open several). */
const caches = new WeakMap<PrismaClient, CardCache>();
function cardCache(prisma: PrismaClient): CardCache {
  let cache = caches.get(prisma);
  if (!cache) caches.set(prisma, (cache = new CardCache(prisma, 'SWU')));
  return cache;
}

/** Drops the cached catalog cards of a database: the next resolution reads them again (after an import). */
export function forgetCatalogCards(prisma: PrismaClient): void {
  caches.get(prisma)?.invalidate();
}

const swu: GameEngine = {
  async loadCards(prisma, state) {
    const inline = new Set(customCardRefs(state));
    const refs = [...collectCardRefs(state).filter((r) => !inline.has(r)), ...TOKEN_REFS];
    return cardCache(prisma).lookup(refs, starterCardLookup);
  },
  resolve,
  validateState,
  stateSchema: swuStateJsonSchema,
};

const cardless: GameEngine = {
  loadCards: async () => noCards,
  resolve,
  validateState,
};

export function engineFor(game: GameId): GameEngine {
  return game === 'SWU' ? swu : cardless;
}
