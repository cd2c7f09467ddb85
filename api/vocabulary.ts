import type { PrismaClient } from '../prisma/generated/client.js';
import type { SearchVocabulary } from './search/index.js';

/**
 * The distinct arena, aspect and trait spellings in the catalog, cached for a short time: it changes only on
 * import, and one DISTINCT over unnest() per search would otherwise dominate a fast query.
 */
export class VocabularyCache {
  private cached: { at: number; value: Promise<SearchVocabulary> } | undefined;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly ttlMs = 30_000,
  ) {}

  get(): Promise<SearchVocabulary> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > this.ttlMs) {
      const value = this.load();
      this.cached = { at: now, value };
      // An empty catalog is not remembered: the first import after start-up must be searchable at once.
      const forget = () => {
        if (this.cached?.value === value) this.cached = undefined;
      };
      value.then((v) => v.arenas.length + v.aspects.length + v.traits.length === 0 && forget(), forget);
    }
    return this.cached.value;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<SearchVocabulary> {
    const rows = await this.prisma.$queryRawUnsafe<{ field: string; value: string }[]>(
      `SELECT DISTINCT 'arena' AS field, unnest("arenas") AS value FROM "Card"
       UNION SELECT DISTINCT 'aspect', unnest("aspects") FROM "Card"
       UNION SELECT DISTINCT 'trait', unnest("traits") FROM "Card"`,
    );
    const pick = (field: string) => rows.filter((r) => r.field === field).map((r) => r.value);
    return { arenas: pick('arena'), aspects: pick('aspect'), traits: pick('trait') };
  }
}
