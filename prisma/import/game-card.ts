// Builds the rows of a card for games whose data has one source per card (X-Wing, TI4): the parser gives the
// fields, this adds what every card row has (game, sources, content hash, keyword positions).
import type { CardAttributes } from '../attributes.js';
import { contentHash } from './normalise.js';
import type { GameCard, PrintingRecord } from './records.js';

export interface GameCardFields {
  id: string;
  set: string | null;
  number: string | null;
  internalName: string;
  name: string;
  subtitle: string | null;
  type: string;
  cost: number | null;
  unique: boolean;
  text: string | null;
  attributes: CardAttributes;
  searchText: string;
  searchTags: string[];
}

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
