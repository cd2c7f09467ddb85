// A TI4 card as the engine reads it, from whichever source defined it: the catalog (attributes from the AsyncTI4
// import), our starter definitions, or the state's customCards. Abilities are checked against the ability language
// once per card and run; a card whose abilities are absent is "not defined yet" (UNSUPPORTED when its text matters).
import type { CardDefinition, CardLookup, EngineError } from '../../api.js';
import { validate } from '../../core/schema.js';
import { ti4AbilityLanguage } from './abilities/language.js';
import type { Ability, UnitType } from './abilities/types.js';
import type { CustomCard } from './state/types.js';

export type Ti4Kind = 'action' | 'promissory' | 'technology' | 'ability' | 'leader' | 'unit' | 'strategy' | 'other';

export interface Ti4Card {
  id: string;
  name: string;
  kind: Ti4Kind;
  text: string;
  /** Undefined: the card's abilities are not defined yet. */
  abilities?: Ability[];
  initiative: number | null;
  unitType: UnitType | null;
  sustainDamage: boolean;
  faction: string | null;
}

const KINDS: readonly string[] = ['action', 'promissory', 'technology', 'ability', 'leader', 'unit', 'strategy'];

interface Attributes { kind?: string; initiative?: number | null; faction?: string | null; unit?: { baseType?: string; sustainDamage?: boolean } | null }

/** Reads a catalog or starter definition (GameCardDefinition: attributes as the TI4 import stores them). */
export function fromDefinition(def: CardDefinition): Ti4Card | EngineError[] {
  const attributes = ((def as CardDefinition & { attributes?: Attributes }).attributes ?? {}) as Attributes;
  const kind = KINDS.includes(attributes.kind ?? '') ? (attributes.kind as Ti4Kind) : 'other';
  const card: Ti4Card = {
    id: def.id, name: def.name, kind, text: def.text ?? '',
    initiative: typeof attributes.initiative === 'number' ? attributes.initiative : null,
    unitType: (attributes.unit?.baseType as UnitType | undefined) ?? null,
    sustainDamage: attributes.unit?.sustainDamage === true,
    faction: attributes.faction ?? null,
  };
  if (def.abilities !== undefined) {
    const errors = validate(ti4AbilityLanguage, def.abilities, `$card(${def.id}).abilities`, 'abilities', 'BAD_ABILITY');
    if (errors.length > 0) return errors;
    card.abilities = def.abilities as Ability[];
  }
  return card;
}

export function fromCustom(c: CustomCard): Ti4Card {
  return {
    id: c.id, name: c.name, kind: c.kind, text: c.text ?? '', abilities: c.abilities,
    initiative: c.initiative ?? null, unitType: c.unitType ?? null, sustainDamage: c.sustainDamage === true, faction: null,
  };
}

/** Cards by every ref the state uses; custom cards first (a state may redefine a catalog card for itself). */
export class Ti4Cards {
  private readonly byRef = new Map<string, Ti4Card | EngineError[] | undefined>();

  constructor(private readonly lookup: CardLookup, custom: readonly CustomCard[]) {
    for (const c of custom) this.byRef.set(c.id, fromCustom(c));
  }

  /** The card, its ability errors, or undefined when no source knows it. */
  read(ref: string): Ti4Card | EngineError[] | undefined {
    if (this.byRef.has(ref)) return this.byRef.get(ref);
    const def = this.lookup(ref);
    const card = def ? fromDefinition(def) : undefined;
    this.byRef.set(ref, card);
    return card;
  }

  get(ref: string): Ti4Card {
    const card = this.read(ref);
    if (!card || Array.isArray(card)) throw new Error(`card ${ref} was not checked`);
    return card;
  }
}
