// The normalised records every parser produces and the writer consumes. Plain data, no database types.
import type { CardAttributes } from '../attributes.js';

export type CardSourceName = 'swudb' | 'ffg';

export interface PrintingRecord {
  id: string; // "SOR_045", or "SOR_045F" for a foil that shares its number with the non-foil printing
  set: string;
  number: string;
  variantType: string;
  artist: string | null;
  imageUrl: string | null;
}

/** One source's view of one card (the card's id is its Normal printing's set code). */
export interface SourceCard {
  id: string;
  set: string;
  number: string;
  name: string;
  subtitle: string | null;
  type: string;
  rarity: string | null;
  cost: number | null;
  power: number | null;
  hp: number | null;
  upgradePower: number | null;
  upgradeHp: number | null;
  arenas: string[];
  aspects: string[];
  traits: string[];
  unique: boolean | null;
  doubleSided: boolean | null;
  text: string | null;
  backText: string | null;
  deployBox: string | null;
  epicAction: string | null;
  artist: string | null;
  printings: PrintingRecord[];
  /** Rulings the source ships with the card (the publisher list does), in order. */
  rulings: string[];
  /** When the source last changed the card, if it says (ISO date). */
  updatedAt: string | null;
}

/** A Card row as the writer stores it, for any game (columns as in prisma/schema.prisma). */
export interface CatalogCardRow {
  id: string;
  gameId: string;
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
  sources: string[];
  contentHash: string;
  /** SWU: the card's abilities in the engine's language (compiled from the text, or hand-written), stored as JSON. */
  abilities?: unknown;
  /** SWU: what the engine can run of the card: { status, unsupported: [{ sentence, reason }], source }. */
  engineSupport?: unknown;
  /** SWU: engineSupport.status, as its own column for filtering. */
  engineStatus?: string | null;
}

export interface RuleRecord {
  id: string; // "SWU:7.6.10"
  number: string;
  kind: 'chapter' | 'section' | 'rule' | 'letter';
  title: string | null;
  text: string;
  page: number | null;
  parentNumber: string | null;
  sortKey: string;
  version: string;
  notes?: string | null;
}

export interface RulingRecord {
  id: string;
  cardRef: string; // "SOR_045", kept even when the catalog has no such card
  text: string;
  source: string;
  date: string | null; // ISO date
  position: number;
}

/** A card of a game with one source per card, as its parser builds it (the writer stores it as it is). */
export interface GameCard {
  card: CatalogCardRow;
  printings: (PrintingRecord & { cardId: string; contentHash: string })[];
  keywords: { name: string; value: number | null; text: string | null; position: number }[];
  rulings: { id: string; cardRef: string; text: string; source: string; date: string | null; position: number }[];
}

export type ParsedFile =
  | { format: 'swudb'; cards: SourceCard[]; warnings: string[]; read: number }
  | { format: 'ffg'; cards: SourceCard[]; warnings: string[]; read: number }
  | { format: 'game-cards'; game: string; cards: GameCard[]; warnings: string[]; read: number }
  | {
      format: 'cr-json' | 'rules-pages';
      game: string;
      version: string;
      rules: RuleRecord[];
      keywordRules: { name: string; ruleNumbers: string[] }[];
      warnings: string[];
      read: number;
    }
  | { format: 'rulings-json'; game: string; source: string; rulings: RulingRecord[]; warnings: string[]; read: number }
  | { format: 'set-index'; warnings: string[]; read: number }
  | { format: 'reference'; warnings: string[]; read: number };

export type ImportFormat = ParsedFile['format'];
