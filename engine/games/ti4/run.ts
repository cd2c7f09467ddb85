// One TI4 resolution: the state it works on (a copy), the cards, the decisions, the machine and the log, and the
// reads every step needs (players, turn order, units and where they are).
import type { RuleRef } from '../../api.js';
import type { Decisions } from '../../core/decisions.js';
import { invalid, unsupported } from '../../core/interrupts.js';
import { StepLog } from '../../core/log.js';
import type { Machine, Task } from '../../core/machine.js';
import type { UnitType } from './abilities/types.js';
import type { Ti4Cards } from './cards.js';
import type { Event, PendingAbility, Planet, Player, System, Ti4State, Timing, Unit } from './state/types.js';

export const SHIPS: readonly UnitType[] = ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'flagship', 'warsun'];

export interface UnitPlace {
  unit: Unit;
  system: System;
  planet: Planet | null;
}

export class Ti4Run {
  readonly log = new StepLog();
  machine!: Machine<Event, PendingAbility>;

  constructor(
    readonly state: Ti4State,
    readonly cards: Ti4Cards,
    readonly decisions: Decisions,
  ) {}

  get timing(): Timing {
    return this.state.timing!;
  }

  step(kind: string, text: string, cards: string[] = [], player: string | null = null, rule: RuleRef | null = null): void {
    this.log.add(kind, text, cards, player, rule);
  }

  schedule(...tasks: Task[]): void {
    this.machine.schedule(...tasks);
  }

  emit(...events: Event[]): void {
    this.machine.emit(events);
  }

  unsupported(kind: 'CARD' | 'ABILITY' | 'RULE' | 'ACTION', ref: string, reason: string): never {
    return unsupported(kind, ref, reason);
  }

  player(id: string, path = '$.action.player'): Player {
    const p = this.state.players.find((x) => x.id === id);
    if (!p) return invalid('UNKNOWN_PLAYER', path, `no player "${id}"; players: ${this.state.players.map((x) => x.id).join(', ')}`);
    return p;
  }

  /** Initiative order (LRR 48): each player by the lowest initiative among their strategy cards. */
  turnOrder(): string[] {
    const ranked = this.state.players.map((p, seat) => {
      const values = p.strategyCards.map((s) => this.cards.get(s.card).initiative ?? Number.POSITIVE_INFINITY);
      return { id: p.id, seat, initiative: values.length > 0 ? Math.min(...values) : Number.POSITIVE_INFINITY };
    });
    return ranked.sort((a, b) => a.initiative - b.initiative || a.seat - b.seat).map((r) => r.id);
  }

  /** Turn order starting with the active player (ABILITIES.4). */
  orderFromActive(): string[] {
    const order = this.turnOrder();
    const active = this.state.activePlayer;
    const i = active ? order.indexOf(active) : 0;
    return [...order.slice(i), ...order.slice(0, i)];
  }

  /** The other players clockwise from `player`'s left (players are listed in seating order). */
  clockwiseAfter(player: string): string[] {
    const ids = this.state.players.map((p) => p.id);
    const i = ids.indexOf(player);
    return [...ids.slice(i + 1), ...ids.slice(0, i)];
  }

  system(id: string): System | undefined {
    return this.state.systems.find((s) => s.id === id);
  }

  planet(id: string): { planet: Planet; system: System } | undefined {
    for (const system of this.state.systems) {
      const planet = system.planets.find((p) => p.id === id);
      if (planet) return { planet, system };
    }
    return undefined;
  }

  /** Every unit in a system: the space area, then each planet. */
  unitsIn(system: System): UnitPlace[] {
    return [
      ...system.units.map((unit) => ({ unit, system, planet: null })),
      ...system.planets.flatMap((planet) => planet.units.map((unit) => ({ unit, system, planet }))),
    ];
  }

  allUnits(): UnitPlace[] {
    return this.state.systems.flatMap((s) => this.unitsIn(s));
  }

  findUnit(id: string): UnitPlace | undefined {
    return this.allUnits().find((u) => u.unit.id === id);
  }

  newId(prefix: string): string {
    return this.machine.newId(prefix);
  }

  /** The other player in the current combat. */
  opponentOf(player: string): string | null {
    const c = this.state.combat;
    if (!c) return null;
    if (c.attacker === player) return c.defender;
    if (c.defender === player) return c.attacker;
    return null;
  }
}
