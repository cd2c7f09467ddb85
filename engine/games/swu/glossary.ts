// The built-in Star Wars: Unlimited keyword glossary, written in our own words. Pure data: the catalog seeds its
// Keyword rows from it and the engine reads stacking and parameters from it. Rule numbers point into the
// Comprehensive Rules v8.0 glossary; the rules import can refine them, the official text stays in the Rule rows.

export type KeywordStacking = 'NONE' | 'SUM' | 'INDEPENDENT';
export type KeywordParameter = 'NONE' | 'NUMBER' | 'COST' | 'ABILITY_TEXT';

export interface KeywordEntry {
  name: string;
  definition: string;
  /** NONE: having it twice is the same as once; SUM: the numbers add up; INDEPENDENT: each copy is its own ability. */
  stacking: KeywordStacking;
  /** What follows the keyword on a card: nothing, a number (Raid 2), a cost (Smuggle), or ability text (Bounty). */
  parameter: KeywordParameter;
  ruleNumbers: string[];
}

export const SWU_KEYWORDS: readonly KeywordEntry[] = [
  {
    name: 'Ambush',
    definition: 'When this unit is played, you may have it attack an enemy unit in its arena right away, even though it just entered play.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.5'],
  },
];

const byLowerName = new Map(SWU_KEYWORDS.map((k) => [k.name.toLowerCase(), k]));

/** Case-insensitive lookup by keyword name ("raid", "RAID" and "Raid" all find Raid). */
export function findKeyword(name: string): KeywordEntry | undefined {
  return byLowerName.get(name.trim().toLowerCase());
}
