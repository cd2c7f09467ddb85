// One X-Wing resolution: the state being changed, the cards, the log and the machine, plus the reads every step
// needs (ships, their cards and abilities, ranges, who is friendly). Nothing here changes the state; events do.
import type { CardDefinition, CardLookup, RuleRef } from '../../api.js';
import type { Decisions, PromptSpec } from '../../core/decisions.js';
import { invalid, unsupported } from '../../core/interrupts.js';
import { StepLog } from '../../core/log.js';
import type { Machine, Task } from '../../core/machine.js';
import { validate } from '../../core/schema.js';
import { xwingStateFormat } from './format.js';
import { xwRule, type XwingRuleNumber } from './rules.js';
import type { PendingAbility, ShipFilter, ShipRef, Token, XwAbility, XwEvent, XwScope, XwShip, XwState, XwTiming, XwUpgrade } from './types.js';

/** A ship as the engine reads it: upgrades and tokens always present. */
export type Ship = Omit<XwShip, 'tokens' | 'upgrades'> & { tokens: Token[]; upgrades: XwUpgrade[] };
export type State = Omit<XwState, 'ships'> & { ships: Ship[] };

/** A card on a ship: the pilot ("pilot") or an upgrade (its index), with its definition. */
export interface ShipCard {
  ship: Ship;
  cardId: string;
  def: CardDefinition;
  abilities: XwAbility[];
  upgrade: XwUpgrade | null;
}

export class XwRun {
  readonly log = new StepLog();
  machine!: Machine<XwEvent, PendingAbility>;
  readonly timing: XwTiming;

  constructor(
    readonly state: State,
    private readonly cards: CardLookup,
    readonly decisions: Decisions,
  ) {
    this.timing = (state.timing ??= { tasks: [], windows: [], replay: [], answered: 0, counters: {} }) as XwTiming;
  }

  step(kind: string, text: string, cards: string[] = [], player: string | null = null, rule: XwingRuleNumber | RuleRef | null = null): void {
    this.log.add(kind, text, cards, player, typeof rule === 'string' ? xwRule(rule) : rule);
  }

  then(...tasks: Task[]): void {
    this.machine.schedule(...tasks);
  }

  emit(...events: XwEvent[]): void {
    this.machine.emit(events);
  }

  ask(spec: PromptSpec): string[] {
    return this.decisions.ask(spec);
  }

  /**
   * An optional ability, in the one prompt shape every game uses (core/prompt-schema.ts): the ships it would choose
   * (or "resolve" when it chooses nothing first) together with "decline". Returns the ship id, "resolve" or "decline".
   */
  askMay(player: string, text: string, targets?: readonly Ship[]): string {
    const options = targets
      ? targets.map((s) => ({ id: s.id, label: this.label(s), ref: s.id, card: s.id }))
      : [{ id: 'resolve', label: 'Resolve', ref: 'resolve', card: null }];
    const [answer] = this.ask({ player, kind: 'MAY', text, options: [...options, { id: 'decline', label: 'Decline', ref: 'decline', card: null }], min: 1, max: 1 });
    return answer!;
  }

  /** A choice among words (tokens, actions): each option stands for itself. */
  askOption(player: string, text: string, words: readonly string[], label: (w: string) => string = (w) => w): string {
    const [answer] = this.ask({ player, kind: 'OPTION', text, options: words.map((w) => ({ id: w, label: label(w), ref: w, card: null })), min: 1, max: 1 });
    return answer!;
  }

  /** A ship an ability that is not optional must choose. */
  askShip(player: string, text: string, ships: readonly Ship[]): string {
    const [answer] = this.ask({ player, kind: 'TARGET', text, options: ships.map((s) => ({ id: s.id, label: this.label(s), ref: s.id, card: s.id })), min: 1, max: 1 });
    return answer!;
  }

  // --- ships -----------------------------------------------------------------------------------------------------

  ship(id: string): Ship | undefined {
    return this.state.ships.find((s) => s.id === id);
  }

  requireShip(id: string, path: string): Ship {
    const ship = this.ship(id);
    if (!ship) invalid('UNKNOWN_SHIP', path, `no ship "${id}" in the state (ships: ${this.state.ships.map((s) => s.id).join(', ')})`);
    return ship;
  }

  shipIndex(id: string): number {
    return this.state.ships.findIndex((s) => s.id === id);
  }

  stressed(ship: Ship): boolean {
    return ship.tokens.includes('stress');
  }

  /** Range between two ships: 0 to itself, else what either ship's `range` says. A needed range the state lacks is the request's fault. */
  range(a: Ship, b: Ship): number {
    if (a.id === b.id) return 0;
    const r = a.range?.[b.id] ?? b.range?.[a.id];
    if (r === undefined) invalid('MISSING_RANGE', `$.ships[${this.shipIndex(a.id)}].range.${b.id}`, `an ability needs the range between ${a.id} and ${b.id}: give it in either ship's "range"`);
    return r;
  }

  /** Does `other` qualify for the filter, seen from `self` (the ship with the card)? */
  matches(filter: ShipFilter, self: Ship, other: Ship): boolean {
    switch (filter.rel) {
      case 'self': if (other.id !== self.id) return false; break;
      case 'friendly': if (other.owner !== self.owner) return false; break;
      case 'anotherFriendly': if (other.owner !== self.owner || other.id === self.id) return false; break;
      case 'enemy': if (other.owner === self.owner) return false; break;
      case 'any': break;
    }
    if (filter.notStressed && this.stressed(other)) return false;
    if (filter.range) {
      const r = this.range(self, other);
      if (r < filter.range[0]! || r > filter.range[1]!) return false;
    }
    return true;
  }

  shipsMatching(filter: ShipFilter, self: Ship): Ship[] {
    return this.state.ships.filter((s) => this.matches(filter, self, s));
  }

  shipOf(scope: XwScope, ref: ShipRef): Ship {
    const id = ref === 'self' ? scope.ship : scope.refs[ref];
    const ship = id === undefined ? undefined : this.ship(id);
    if (!ship) unsupported('ABILITY', `${scope.card}:${scope.ability}`, `the ability refers to "${ref}", which names no ship here`);
    return ship;
  }

  label(ship: Ship): string {
    const pilot = ship.pilot ? this.cardDef(ship.pilot, 'pilot') : undefined;
    return pilot ? `${pilot.name} (${ship.id})` : ship.id;
  }

  // --- cards -----------------------------------------------------------------------------------------------------

  private custom(ref: string): CardDefinition | undefined {
    const c = this.state.customCards?.find((x) => x.id === ref);
    return c ? { id: c.id, internalName: c.id, name: c.name, type: c.kind === 'pilot' ? 'Pilot' : 'Upgrade', aspects: [], traits: [], unique: false, keywords: [], text: c.text, abilities: c.abilities } : undefined;
  }

  /** A card by the state's ref: a custom card's id, or an XWS id ("jakefarrell") of the given kind. */
  cardDef(ref: string, kind: 'pilot' | 'upgrade'): CardDefinition | undefined {
    // A full catalog id of the right kind is accepted too; a bare name never falls back to another kind's card.
    return this.custom(ref) ?? this.cards(ref.startsWith(`XWING:${kind}:`) ? ref : `XWING:${kind}:${ref}`);
  }

  /** The pilot and upgrades of a ship, each with its abilities (checked when the state was loaded). */
  shipCards(ship: Ship): ShipCard[] {
    const out: ShipCard[] = [];
    if (ship.pilot) {
      const def = this.cardDef(ship.pilot, 'pilot')!;
      out.push({ ship, cardId: def.id, def, abilities: (def.abilities ?? []) as XwAbility[], upgrade: null });
    }
    for (const upgrade of ship.upgrades) {
      const def = this.cardDef(upgrade.card, 'upgrade')!;
      out.push({ ship, cardId: def.id, def, abilities: (def.abilities ?? []) as XwAbility[], upgrade });
    }
    return out;
  }

  findCard(ship: Ship, cardId: string): ShipCard | undefined {
    return this.shipCards(ship).find((c) => c.cardId === cardId || c.def.internalName === cardId);
  }

  abilityOf(ship: Ship, cardId: string, abilityId: string): { card: ShipCard; ability: XwAbility } | undefined {
    const card = this.findCard(ship, cardId);
    const ability = card?.abilities.find((a) => a.id === abilityId);
    return card && ability ? { card, ability } : undefined;
  }
}

/** Checks a card's ability definitions (catalog rows carry them as JSON). */
export function abilityErrors(abilities: unknown, path: string) {
  return validate(xwingStateFormat, abilities, path, 'xwAbilities', 'BAD_ABILITY');
}

/** Action kinds this engine performs (movement is not modelled: a barrel roll or boost is taken as done). */
export const ACTIONS_RUN: readonly string[] = ['focus', 'evade', 'calculate', 'barrelRoll', 'boost', 'lock'];
