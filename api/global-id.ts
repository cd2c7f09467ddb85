// Global ids: "<Type>:<GAME>:<key>", e.g. "Card:SWU:SOR_045", "Card:XWING:pilot:jakefarrell", "Keyword:TI4:sustain-damage",
// "Rule:SWU:7.6.10". Readable (they name their type and their game, like Shopify's gid:// ids) and the same for every
// game. The key is the node's id within its game: an SWU card's database id ("SOR_045"), which engine states use.

export const NODE_TYPES = ['Card', 'Keyword', 'Rule', 'Ruling'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export interface GlobalId {
  type: NodeType;
  game: string;
  key: string;
}

export function globalId(type: NodeType, game: string, key: string): string {
  return `${type}:${game}:${key}`;
}

const GLOBAL_ID = /^([A-Za-z]+):([A-Z0-9]+):(.+)$/;

/** The parts of a global id, or null when `id` is not one (wrong shape or unknown type). */
export function parseGlobalId(id: string): GlobalId | null {
  const match = GLOBAL_ID.exec(id);
  if (!match) return null;
  const type = NODE_TYPES.find((t) => t === match[1]);
  return type ? { type, game: match[2]!, key: match[3]! } : null;
}

/**
 * Database ids of game-scoped rows ("SWU:raid", "TI4:unit:pds2") start with their game; SWU card ids ("SOR_045") do
 * not, and stay as they were. The key is the id without the game.
 */
export function keyOf(row: { id: string; gameId: string }): string {
  const prefix = `${row.gameId}:`;
  return row.id.startsWith(prefix) ? row.id.slice(prefix.length) : row.id;
}

/** Database ids a key may have in a game: as given, or with the game in front. */
export function idCandidates(game: string, key: string): string[] {
  return key.startsWith(`${game}:`) ? [key] : [key, `${game}:${key}`];
}

/** The database ids a reference to a node of this type may mean: a global id of that type, or an id as stored. */
export function rowIdCandidates(type: NodeType, ref: string): string[] {
  const global = parseGlobalId(ref);
  return global && global.type === type ? idCandidates(global.game, global.key) : [ref];
}
