// The built-in Star Wars: Unlimited keyword glossary, written in our own words. Pure data: the catalog seeds its
// Keyword rows from it and the engine reads stacking and parameters from it. Rule numbers are the entries of the
// Comprehensive Rules v8.0 that define each keyword (its glossary entry); the official wording lives in the Rule rows
// once the rules are imported.

export type KeywordStacking = 'NONE' | 'SUM' | 'INDEPENDENT';
export type KeywordParameter = 'NONE' | 'NUMBER' | 'COST' | 'ABILITY_TEXT';

export interface KeywordEntry {
  name: string;
  definition: string;
  /** NONE: having it twice is the same as once; SUM: the numbers add up; INDEPENDENT: each copy is its own ability. */
  stacking: KeywordStacking;
  /** What follows the keyword on a card: nothing, a number (Raid 2), a cost (Smuggle [...]), or ability text (Bounty — ...). */
  parameter: KeywordParameter;
  ruleNumbers: string[];
}

// General rule behind `stacking` (CR 7.5.4): a keyword gained twice does nothing extra unless it carries a number,
// a cost or ability text; numbers add up, and costed or texted copies each work on their own.
export const SWU_KEYWORDS: readonly KeywordEntry[] = [
  {
    name: 'Ambush',
    definition:
      'As this unit enters play, it may immediately attack an enemy unit in a position to be attacked, even though it ' +
      'entered play exhausted. This happens alongside its When Played abilities; with no legal target nothing happens.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.5'],
  },
  {
    name: 'Bounty',
    definition:
      'Followed by ability text. When this unit is defeated or captured, an opponent of its controller may carry out ' +
      'that text ("collect the bounty"). Every Bounty is a separate ability, so a unit can carry several.',
    stacking: 'INDEPENDENT',
    parameter: 'ABILITY_TEXT',
    ruleNumbers: ['7.5.13'],
  },
  {
    name: 'Coordinate',
    definition:
      'Followed by ability text that this card has only while its controller has three or more units in play. The ' +
      'card keeps the keyword itself even when the ability is switched off; each Coordinate ability is separate.',
    stacking: 'INDEPENDENT',
    parameter: 'ABILITY_TEXT',
    ruleNumbers: ['7.5.15'],
  },
  {
    name: 'Exploit',
    definition:
      'Exploit X: while paying for this card you may defeat up to X of your own units; each one defeated that way ' +
      'lowers the cost by 2. Several Exploit values on a card are added together.',
    stacking: 'SUM',
    parameter: 'NUMBER',
    ruleNumbers: ['7.5.16'],
  },
  {
    name: 'Grit',
    definition: 'This unit gains +1 power for every damage counter on it. A second Grit adds nothing.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.6'],
  },
  {
    name: 'Hidden',
    definition:
      'Opponents cannot attack this unit during the phase in which it was played, deployed or created. Sentinel ' +
      'beats Hidden: a unit with both can be attacked.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.18'],
  },
  {
    name: 'Overwhelm',
    definition:
      'When this unit attacks a unit and deals more combat damage than the defender has HP left, the extra damage ' +
      'goes to the defending player\'s base.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.7'],
  },
  {
    name: 'Piloting',
    definition:
      'Piloting [cost]: instead of playing this unit normally you may pay the bracketed cost and attach it as an ' +
      'upgrade to one of your Vehicle units that has no Pilot on it yet. Each Piloting ability is separate.',
    stacking: 'INDEPENDENT',
    parameter: 'COST',
    ruleNumbers: ['7.5.17'],
  },
  {
    name: 'Plot',
    definition:
      'While this card is one of your resources, whenever you deploy your leader you may play it from the resource ' +
      'zone by paying its cost; the top card of your deck takes its place as a new, exhausted resource.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.19'],
  },
  {
    name: 'Raid',
    definition:
      'Raid X: this unit has +X power while it is attacking. Values from several Raid instances are added together.',
    stacking: 'SUM',
    parameter: 'NUMBER',
    ruleNumbers: ['7.5.8'],
  },
  {
    name: 'Restore',
    definition:
      'Restore X: each time this unit attacks, remove X damage from your base. Values from several Restore ' +
      'instances are added together.',
    stacking: 'SUM',
    parameter: 'NUMBER',
    ruleNumbers: ['7.5.9'],
  },
  {
    name: 'Saboteur',
    definition:
      'When choosing what to attack, this unit may disregard enemy Sentinels, and when it attacks it first removes ' +
      'every Shield token from the unit it attacks.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.10'],
  },
  {
    name: 'Sentinel',
    definition:
      'Enemy units attacking into this unit\'s arena must pick a Sentinel unit as their target (unless they have ' +
      'Saboteur), and no ability can stop this unit from being attacked.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.11'],
  },
  {
    name: 'Shielded',
    definition:
      'As this unit enters play it receives a Shield token, in the same window as its When Played abilities.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.12'],
  },
  {
    name: 'Smuggle',
    definition:
      'Smuggle [cost]: while this card sits face down among your resources you may play it from there by paying the ' +
      'bracketed cost; the top card of your deck replaces it as a resource. Each Smuggle ability is separate.',
    stacking: 'INDEPENDENT',
    parameter: 'COST',
    ruleNumbers: ['7.5.14'],
  },
  {
    name: 'Support',
    definition:
      'As this unit enters play you may attack with another of your units, which borrows this unit\'s other ' +
      'abilities for that attack.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['7.5.20'],
  },
];

const byLowerName = new Map(SWU_KEYWORDS.map((k) => [k.name.toLowerCase(), k]));

/** Case-insensitive lookup by keyword name ("raid", "RAID" and "Raid" all find Raid). */
export function findKeyword(name: string): KeywordEntry | undefined {
  return byLowerName.get(name.trim().toLowerCase());
}
