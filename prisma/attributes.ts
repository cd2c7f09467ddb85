// What Card.attributes holds for each game: the attributes only that game's cards have. Importers write these
// shapes (prisma/import/...), the API exposes them as typed GraphQL objects (schema/types/attributes.ts) and the
// search syntax reads them (api/search/games.ts). Plain data: every value is JSON.

/** Star Wars: Unlimited: the columns the card table had before it held other games (migration card_attributes_by_game). */
export interface SwuAttributes {
  rarity: string | null;
  power: number | null;
  hp: number | null;
  /** +X/+0 an upgrade gives */
  upgradePower: number | null;
  upgradeHp: number | null;
  arenas: string[];
  /** duplicates kept: ["Command", "Command"] is a double icon */
  aspects: string[];
  /** title case: "Rebel", "Vehicle" */
  traits: string[];
  doubleSided: boolean;
  /** leader's unit side / back */
  backText: string | null;
  deployBox: string | null;
  epicAction: string | null;
  artist: string | null;
}

export interface XwingAttack {
  /** "Front Arc", "Single Turret Arc", ... */
  arc: string;
  value: number;
  minRange?: number | null;
  maxRange?: number | null;
  ordnance?: boolean;
}

export interface XwingAction {
  type: string;
  difficulty: string;
  /** A linked action: after this one, the ship may perform the linked one. */
  linked?: { type: string; difficulty: string } | null;
}

export interface XwingCharge {
  value: number;
  recovers: number;
  /** Force only: "light" or "dark" where the card says. */
  side?: string | null;
}

/** One side of an upgrade card (dual cards have two). */
export interface XwingUpgradeSide {
  title: string;
  type: string;
  slots: string[];
  ability: string | null;
  text: string | null;
  charges: XwingCharge | null;
  force: XwingCharge | null;
  attack: XwingAttack | null;
  actions: XwingAction[];
  /** What equipping it grants (actions, stats, slots, force), as xwing-data2 gives it. */
  grants: unknown[];
  device: unknown;
  conditions: string[];
}

/** X-Wing (2nd edition, AMG 2.5 points), from xwing-data2. */
export interface XwingAttributes {
  kind: 'ship' | 'pilot' | 'upgrade' | 'condition' | 'damage';
  /** XWS faction id ("rebelalliance"); null for upgrades, conditions and damage cards. */
  faction: string | null;
  /** XWS id and name of the ship (pilots and ships). */
  ship: string | null;
  shipName: string | null;
  /** Small, Medium, Large, Huge */
  size: string | null;
  initiative: number | null;
  /** How many copies a list may hold (1 = unique); null when unlimited. */
  limited: number | null;
  /** Loadout value (2.5 points): upgrade points a pilot may spend. */
  loadout: number | null;
  slots: string[];
  attacks: XwingAttack[];
  agility: number | null;
  hull: number | null;
  shields: number | null;
  actions: XwingAction[];
  charges: XwingCharge | null;
  force: XwingCharge | null;
  shipAbility: { name: string; text: string } | null;
  /** Formats the card is legal in: standard, extended, epic. */
  formats: string[];
  /** Upgrades: restrictions as xwing-data2 gives them ({ factions }, { sizes }, { action }, ...). */
  restrictions: unknown[];
  /** Upgrades: each side of the card. */
  sides: XwingUpgradeSide[];
  /** Ships: maneuver dial codes ("1TW", "2BB"...). */
  dial: string[];
  /** Damage cards: Pilot or Ship, and how many copies the core deck has. */
  damageType: string | null;
  copies: number | null;
  flavorText: string | null;
}

/** A unit ability's roll: "Space Cannon 6 (x2)" hits on 6 with 2 dice. */
export interface Ti4Roll {
  hitsOn: number;
  dice: number;
}

/** Twilight Imperium 4 (base, Prophecy of Kings, Codices, Thunder's Edge), from the AsyncTI4 data set. */
export interface Ti4Attributes {
  kind:
    | 'faction'
    | 'ability'
    | 'technology'
    | 'action'
    | 'promissory'
    | 'agenda'
    | 'leader'
    | 'unit'
    | 'strategy'
    | 'public-objective'
    | 'secret-objective'
    | 'relic'
    | 'exploration'
    | 'planet'
    | 'breakthrough';
  /** Expansion: base, pok, codex1..codex4, thunders_edge (also the card's `set`). */
  source: string;
  /** Faction alias ("arborec"), null for generic cards. */
  faction: string | null;
  /** When the card's ability is used, where the source splits it from the effect ("At the start of a space combat"). */
  window: string | null;
  /** Phase: action cards and objectives ("Action", "Agenda", "Status"). */
  phase: string | null;
  /** Technologies: colours/kinds (BIOTIC, WARFARE, PROPULSION, CYBERNETIC, UNITUPGRADE) and prerequisites ("BB"). */
  techTypes: string[];
  requirements: string | null;
  /** Units: stats. */
  unit: {
    baseType: string;
    combat: Ti4Roll | null;
    move: number | null;
    capacity: number | null;
    production: number | null;
    antiFighterBarrage: Ti4Roll | null;
    bombardment: Ti4Roll | null;
    spaceCannon: Ti4Roll | null;
    sustainDamage: boolean;
    planetaryShield: boolean;
    isShip: boolean;
    upgradesTo: string | null;
    requiredTech: string | null;
  } | null;
  /** Agendas: Law or Directive, what is elected, For / Against outcomes. */
  agenda: { type: string; target: string; forText: string | null; againstText: string | null } | null;
  /** Leaders: agent, commander or hero, and how it unlocks. */
  leader: { type: string; unlock: string | null } | null;
  /** Objectives: victory points. Strategy cards: initiative. Planets: resources and influence. */
  points: number | null;
  initiative: number | null;
  resources: number | null;
  influence: number | null;
  /** Planets: cultural/hazardous/industrial; technology specialties. */
  planetTypes: string[];
  techSpecialties: string[];
  /** Physical copies in a deck (action cards: "sabo1".."sabo4"); the card's printings are these copies. */
  copies: string[];
  /** The rest of the source record, as the AsyncTI4 data set names its fields. */
  details: Record<string, unknown>;
}

export type CardAttributes = SwuAttributes | XwingAttributes | Ti4Attributes;

/** An SWU card row's attributes (Prisma types the column as any JSON). */
export function swuAttributes(row: { attributes: unknown }): SwuAttributes {
  return row.attributes as SwuAttributes;
}
