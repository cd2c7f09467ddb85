// Reading the SWU state: where a card is, who controls it, what it is. No mutation here.
import type { CardDefinition } from '../../api.js';
import type {
  BaseInstance, LeaderInstance, PlayerId, SwuState, UnitInstance, UpgradeInstance,
} from './state/types.js';

export type ArenaZone = 'groundArena' | 'spaceArena';
export const PLAYERS: readonly PlayerId[] = ['player1', 'player2'];

export function opponentOf(player: PlayerId): PlayerId {
  return player === 'player1' ? 'player2' : 'player1';
}

/** A unit in play: a non-leader unit or a deployed leader (which stays in its player's `leader` slot). */
export interface UnitView {
  id: string;
  card: string;
  controller: PlayerId;
  arena: ArenaZone;
  inst: UnitInstance | LeaderInstance;
  isLeader: boolean;
}

export function arenaOfCard(def: CardDefinition): ArenaZone {
  return /space/i.test(def.arena ?? '') ? 'spaceArena' : 'groundArena';
}

export function unitsOf(state: SwuState, player: PlayerId, defOf: (card: string) => CardDefinition): UnitView[] {
  const p = state[player];
  const out: UnitView[] = [];
  for (const arena of ['groundArena', 'spaceArena'] as const) {
    for (const unit of p[arena]) out.push({ id: unit.id, card: unit.card, controller: player, arena, inst: unit, isLeader: false });
  }
  // A leader deployed as an upgrade (asUpgrade) is in its unit's upgrades, not a unit (3.4.4A).
  if (p.leader.deployed && !p.leader.asUpgrade) {
    out.push({ id: p.leader.id, card: p.leader.card, controller: player, arena: arenaOfCard(defOf(p.leader.card)), inst: p.leader, isLeader: true });
  }
  return out;
}

export function allUnits(state: SwuState, defOf: (card: string) => CardDefinition): UnitView[] {
  return [...unitsOf(state, 'player1', defOf), ...unitsOf(state, 'player2', defOf)];
}

export function findUnit(state: SwuState, id: string, defOf: (card: string) => CardDefinition): UnitView | undefined {
  for (const player of PLAYERS) {
    const p = state[player];
    for (const arena of ['groundArena', 'spaceArena'] as const) {
      const unit = p[arena].find((u) => u.id === id);
      if (unit) return { id, card: unit.card, controller: player, arena, inst: unit, isLeader: false };
    }
    if (p.leader.deployed && !p.leader.asUpgrade && p.leader.id === id) {
      return { id, card: p.leader.card, controller: player, arena: arenaOfCard(defOf(p.leader.card)), inst: p.leader, isLeader: true };
    }
  }
  return undefined;
}

export function findBase(state: SwuState, id: string): { base: BaseInstance; owner: PlayerId } | undefined {
  for (const player of PLAYERS) if (state[player].base.id === id) return { base: state[player].base, owner: player };
  return undefined;
}

export function findUpgrade(state: SwuState, id: string, defOf: (card: string) => CardDefinition): { upgrade: UpgradeInstance; host: UnitView } | undefined {
  for (const unit of allUnits(state, defOf)) {
    const upgrade = unit.inst.upgrades.find((u) => u.id === id);
    if (upgrade) return { upgrade, host: unit };
  }
  return undefined;
}



export function isTokenCard(def: CardDefinition): boolean {
  return /token/i.test(def.type);
}

export function isShield(def: CardDefinition): boolean {
  return isTokenCard(def) && /^shield$/i.test(def.name);
}

export function isExperience(def: CardDefinition): boolean {
  return isTokenCard(def) && /^experience$/i.test(def.name);
}

export function displayName(def: CardDefinition): string {
  return def.subtitle ? `${def.name}, ${def.subtitle}` : def.name;
}

/** The catalog id of the card with this instance id, wherever it is (in play, attached, captured, or out of play). */
export function cardOfInstance(state: SwuState, id: string): string | undefined {
  for (const player of PLAYERS) {
    const p = state[player];
    if (p.leader.id === id) return p.leader.card;
    if (p.base.id === id) return p.base.card;
    for (const zone of [p.hand, p.discard, p.deck]) for (const c of zone) if (c.id === id) return c.card;
    for (const r of p.resources) if (r.id === id) return r.card ?? undefined;
    for (const arena of [p.groundArena, p.spaceArena]) {
      for (const u of arena) {
        if (u.id === id) return u.card;
        for (const x of [...u.upgrades, ...u.capturedUnits]) if (x.id === id) return x.card;
      }
    }
    for (const x of p.leader.upgrades) if (x.id === id) return x.card;
  }
  return undefined;
}
