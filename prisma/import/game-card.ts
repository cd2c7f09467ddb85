// Builds the rows of a card for games whose data has one source per card (X-Wing, TI4): the parser gives the
// fields, this adds what every card row has (game, sources, content hash, keyword positions).
import { contentHash } from './normalise.js';
import type { CatalogCardRow, GameCard, PrintingRecord } from './records.js';

/** A card row as the parser gives it: everything but what gameCard adds. */
export type GameCardFields = Omit<CatalogCardRow, 'gameId' | 'sources' | 'contentHash'>;

export function gameCard(
  gameId: string,
  source: string,
  fields: GameCardFields,
  keywords: { name: string; value: number | null; text: string | null }[] = [],
  printings: PrintingRecord[] = [],
): GameCard {
  const positioned = keywords.map((k, position) => ({ ...k, position }));
  const printingRows = printings.map((p) => ({ ...p, cardId: fields.id, contentHash: contentHash(p) }));
  const row = { ...fields, gameId, sources: [source] };
  return {
    card: { ...row, contentHash: contentHash({ row, keywords: positioned, printings: printingRows }) },
    printings: printingRows,
    keywords: positioned,
    rulings: [],
  };
}
