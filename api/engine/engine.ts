// Per game: the engine's module (engine/games/registry.ts) and the cards a request needs from the catalog - exactly
// the refs the state names, with our own definitions filling in abilities the catalog does not have yet.
import type { CardLookup, GameId, ResolveRequest, ResolveResult, ValidateOptions, ValidationResult } from '../../engine/api.js';
import { GAME_MODULES } from '../../engine/index.js';
import type { GameModule } from '../../engine/games/module.js';
import type { PrismaClient } from '../../prisma/generated/client.js';
import { catalogFor } from '../catalog.js';
import { CardCache, lookupFrom, type CardTable } from './cards.js';

export interface GameEngine {
  loadCards(prisma: PrismaClient, state: unknown): Promise<CardLookup>;
  /** The same cards as plain data (for an engine thread), and whether the starter set backs them up. */
  loadCardTable(prisma: PrismaClient, state: unknown): Promise<CardTable>;
  starter: boolean;
  resolve(request: ResolveRequest, cards: CardLookup): ResolveResult;
  validateState(game: GameId, state: unknown, cards: CardLookup, options?: ValidateOptions): ValidationResult;
  stateSchema?: unknown;
  viewSchema?: unknown;
}

const noCards: CardLookup = () => undefined;

/** One card cache per database and game (tests open several databases). */
const caches = new WeakMap<PrismaClient, Map<GameId, CardCache>>();
function cardCache(prisma: PrismaClient, game: GameId): CardCache {
  let byGame = caches.get(prisma);
  if (!byGame) caches.set(prisma, (byGame = new Map()));
  let cache = byGame.get(game);
  if (!cache) {
    const catalog = catalogFor(prisma);
    byGame.set(game, (cache = new CardCache(prisma, game, () => catalog.version())));
  }
  return cache;
}

function engineOf(module: GameModule): GameEngine {
  const tableOf = async (prisma: PrismaClient, refs: string[]): Promise<CardTable> =>
    refs.length === 0 ? new Map() : cardCache(prisma, module.id).table(refs, module.starterCards);
  return {
    async loadCards(prisma, state) {
      const refs = module.cardRefs(state);
      if (refs.length === 0) return module.starterCards ?? noCards;
      return lookupFrom(await tableOf(prisma, refs), module.starterCards);
    },
    loadCardTable: (prisma, state) => tableOf(prisma, module.cardRefs(state)),
    starter: module.starterCards !== undefined,
    resolve: (request, cards) => module.resolve(request, cards),
    validateState: (_game, state, cards, options) => module.validateState(state, cards, options),
    stateSchema: module.stateSchema ?? undefined,
    viewSchema: module.viewSchema ?? undefined,
  };
}

const ENGINES = Object.fromEntries(Object.values(GAME_MODULES).map((m) => [m.id, engineOf(m)])) as Record<GameId, GameEngine>;

export function engineFor(game: GameId): GameEngine {
  return ENGINES[game];
}
