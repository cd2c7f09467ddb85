// The keyword glossaries the catalog seeds for each game (prisma/seed.ts). SWU's lives with its engine
// (engine/games/swu/glossary.ts); X-Wing's and TI4's are catalog data only, defined here in our own words.
import { SWU_KEYWORDS, type KeywordEntry } from '../engine/games/swu/glossary.js';

/** A glossary entry. ROLL: a hit value and a dice count follow the keyword ("Space Cannon 6 (x2)"). */
export interface CatalogKeyword extends Omit<KeywordEntry, 'parameter'> {
  parameter: KeywordEntry['parameter'] | 'ROLL';
}

const xwingKeyword = (name: string, what: string): CatalogKeyword => ({
  name,
  definition: `${what} A keyword has no rules of its own: other cards refer to it (e.g. "a friendly ${name} ship"), and upgrade restrictions may require it.`,
  stacking: 'NONE',
  parameter: 'NONE',
  ruleNumbers: [],
});

/** The pilot and ship keywords printed on X-Wing cards (xwing-data2 pilots' `keywords`). */
export const XWING_KEYWORDS: readonly CatalogKeyword[] = [
  xwingKeyword('A-wing', 'The pilot flies an A-wing chassis.'),
  xwingKeyword('B-wing', 'The pilot flies a B-wing chassis.'),
  xwingKeyword('Bounty Hunter', 'The pilot hunts bounties.'),
  xwingKeyword('Clone', 'The pilot is a clone.'),
  xwingKeyword('Dark Side', 'The pilot draws on the dark side of the Force.'),
  xwingKeyword('Droid', 'The pilot is a droid.'),
  xwingKeyword('Freighter', 'The ship is a freighter.'),
  xwingKeyword('Jedi', 'The pilot is a Jedi.'),
  xwingKeyword('Light Side', 'The pilot draws on the light side of the Force.'),
  xwingKeyword('Mandalorian', 'The pilot is a Mandalorian.'),
  xwingKeyword('Partisan', 'The pilot is a Partisan.'),
  xwingKeyword('Sith', 'The pilot is a Sith.'),
  xwingKeyword('Spectre', 'The pilot is one of the Spectres (the Ghost crew).'),
  xwingKeyword('TIE', 'The ship is a TIE-series craft.'),
  xwingKeyword('X-wing', 'The pilot flies an X-wing chassis.'),
  xwingKeyword('Y-wing', 'The pilot flies a Y-wing chassis.'),
  xwingKeyword('YT-1300', 'The ship is a YT-1300 freighter.'),
];

/** The unit abilities of TI4 (Living Rules Reference, Abilities, "unit abilities"); numbers are the LRR entries. */
export const TI4_KEYWORDS: readonly CatalogKeyword[] = [
  {
    name: 'Anti-Fighter Barrage',
    definition: 'At the start of a space combat, before the first round, the unit rolls its dice against the enemy fighters in the system: each die at or above its value destroys one fighter of the opponent\'s choice.',
    stacking: 'NONE',
    parameter: 'ROLL',
    ruleNumbers: [],
  },
  {
    name: 'Bombardment',
    definition: 'During an invasion, before ground forces land, the unit rolls its dice against one planet: each hit destroys one of the defender\'s ground forces there. A planet with a Planetary Shield cannot be bombarded.',
    stacking: 'NONE',
    parameter: 'ROLL',
    ruleNumbers: [],
  },
  {
    name: 'Deploy',
    definition: 'The unit can be placed on the board when the condition its text gives is met, without being produced.',
    stacking: 'INDEPENDENT',
    parameter: 'ABILITY_TEXT',
    ruleNumbers: [],
  },
  {
    name: 'Planetary Shield',
    definition: 'The planet the unit is on cannot be bombarded.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: [],
  },
  {
    name: 'Production',
    definition: 'The unit can produce up to this many units when its system is activated (a space dock\'s value may add the resources of its planet).',
    stacking: 'NONE',
    parameter: 'NUMBER',
    ruleNumbers: [],
  },
  {
    name: 'Space Cannon',
    definition: 'The unit rolls its dice against enemy ships in its system (or, with a range ability, an adjacent one) when they move in (Space Cannon Offense) and when they invade (Space Cannon Defense): each hit must be assigned to a ship.',
    stacking: 'NONE',
    parameter: 'ROLL',
    ruleNumbers: [],
  },
  {
    name: 'Sustain Damage',
    definition: 'Just before hits are assigned, an undamaged unit can become damaged to cancel one hit against its owner\'s units; a damaged unit cannot do it again until repaired.',
    stacking: 'NONE',
    parameter: 'NONE',
    ruleNumbers: ['87'],
  },
];

export const GLOSSARIES: Readonly<Record<string, readonly CatalogKeyword[]>> = { SWU: SWU_KEYWORDS, XWING: XWING_KEYWORDS, TI4: TI4_KEYWORDS };

export function findGlossaryKeyword(gameId: string, name: string): CatalogKeyword | undefined {
  const lower = name.trim().toLowerCase();
  return GLOSSARIES[gameId]?.find((k) => k.name.toLowerCase() === lower);
}
