// Per game: which cards a request needs from the catalog, and the engine entry points. Only SWU has a card-based
// state so far; the other games go straight to the engine, which answers UNSUPPORTED for what it cannot run.
import type { CardLookup, GameId, ResolveRequest, ResolveResult, ValidationResult } from '../../engine/api.js';
import { collectCardRefs, customCardRefs, swuStateJsonSchema, TOKEN_REFS } from '../../engine/games/swu/state/index.js';
import { resolve, starterCardLookup, validateState } from '../../engine/index.js';
import type { PrismaClient } from '../../prisma/generated/client.js';
import { catalogFor } from '../catalog.js';
import { CardCache, lookupFrom, type CardTable } from './cards.js';

export interface GameEngine {
  loadCards(prisma: PrismaClient, state: unknown): Promise<CardLookup>;
  /** The same cards as plain data (for an engine thread), and whether the starter set backs them up. */
  loadCardTable(prisma: PrismaClient, state: unknown): Promise<CardTable>;
  starter: boolean;
  resolve(request: ResolveRequest, cards: CardLookup): ResolveResult;
  validateState(game: GameId, state: unknown, cards: CardLookup): ValidationResult;
  stateSchema?: unknown;
}

const noCards: CardLookup = () => undefined;

/** One card cache per database (tests open several). */
const caches = new WeakMap<PrismaClient, CardCache>();
function cardCache(prisma: PrismaClient): CardCache {
  let cache = caches.get(prisma);
  if (!cache) {
    const catalog = catalogFor(prisma);
    caches.set(prisma, (cache = new CardCache(prisma, 'SWU', () => catalog.version())));
  }
  return cache;
}

function swuRefs(state: unknown): string[] {
  const inline = new Set(customCardRefs(state));
  return [...collectCardRefs(state).filter((r) => !inline.has(r)), ...TOKEN_REFS];
}

const swu: GameEngine = {
  async loadCards(prisma, state) {
    return lookupFrom(await this.loadCardTable(prisma, state), starterCardLookup);
  },
  loadCardTable: (prisma, state) => cardCache(prisma).table(swuRefs(state), starterCardLookup),
  starter: true,
  resolve,
  validateState,
  stateSchema: swuStateJsonSchema,
};

const cardless: GameEngine = {
  loadCards: async () => noCards,
  loadCardTable: async () => new Map(),
  starter: false,
  resolve,
  validateState,
};

export function engineFor(game: GameId): GameEngine {
  return game === 'SWU' ? swu : cardless;
}
