// What happened this phase (cards played, units defeated, attacks declared, cards drawn, units that left play), as part of the state format: kept by
// the event pipeline (../history.ts), reset when a phase ends, read by "this phase" conditions and amounts.
// Absent from a submitted state means "not known": a question the recorded part can't answer is UNSUPPORTED.
import type { CardDefinition } from '../../../api.js';
import { type Path, describe, index, isRecord, key } from './paths.js';
import type { Reader } from './reader.js';
import type { PlayerId } from './types.js';

export interface PlayedRecord {
  player: PlayerId;
  /** Instance id of the card played. */
  id: string;
  card: string;
  as: 'unit' | 'upgrade' | 'event';
}

export interface DefeatedRecord {
  id: string;
  card: string;
  /** Its controller when it was defeated. */
  controller: PlayerId;
  owner: PlayerId;
  isLeader: boolean;
  arena: 'groundArena' | 'spaceArena';
}

export interface AttackRecord {
  player: PlayerId;
  attacker: string;
  attackerCard: string;
  /** Unit or base instance id. */
  defender: string;
}

export interface DrawnRecord {
  player: PlayerId;
  /** Cards actually drawn (a draw from an empty deck deals damage instead and draws nothing, 1.13.1). */
  count: number;
}

export interface PhaseHistory {
  /** Recording began mid-phase (the submitted state did not carry the history): earlier events are unknown. */
  partial?: boolean;
  played: PlayedRecord[];
  defeated: DefeatedRecord[];
  attacks: AttackRecord[];
  /** Cards drawn, one record per draw. Absent (a submitted state without it): not known. */
  drawn?: DrawnRecord[];
  /** Units that left play, any way (defeated, returned, captured...: 8.12.1). Absent: not known. */
  left?: DefeatedRecord[];
}

export function emptyHistory(): PhaseHistory {
  return { played: [], defeated: [], attacks: [], drawn: [], left: [] };
}

const playerId = { enum: ['player1', 'player2', 1, 2] };
const id = { type: 'string', minLength: 1 };

const unitRecordSchema = { type: 'object', additionalProperties: false, required: ['controller', 'card'], properties: { id, card: id, controller: playerId, owner: playerId, isLeader: { type: 'boolean' }, arena: { enum: ['groundArena', 'spaceArena'] } } };

/** The JSON Schema of `thisPhase` (published with the state schema). */
export const phaseHistoryJsonSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'What happened this phase. Absent: not known (a "this phase" question it can\'t answer is UNSUPPORTED). The engine keeps it and empties it when a phase ends.',
  properties: {
    partial: { type: 'boolean', description: 'Only part of the phase is recorded.' },
    played: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['player', 'card', 'as'], properties: { player: playerId, id, card: id, as: { enum: ['unit', 'upgrade', 'event'] } } } },
    defeated: { type: 'array', items: unitRecordSchema },
    attacks: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['player', 'attacker', 'attackerCard', 'defender'], properties: { player: playerId, attacker: id, attackerCard: id, defender: id } } },
    left: { type: 'array', description: 'Units that left play this phase, any way (defeated, returned to hand or deck, captured). Absent: not known (a question about it is UNSUPPORTED).', items: unitRecordSchema },
    drawn: { type: 'array', description: 'Cards drawn this phase, one record per draw. Absent: not known (a question about draws is UNSUPPORTED).', items: { type: 'object', additionalProperties: false, required: ['player', 'count'], properties: { player: playerId, count: { type: 'integer', minimum: 0 } } } },
  },
};

type Resolve = (ref: string, path: Path) => CardDefinition | undefined;

function items(r: Reader, raw: Record<string, unknown>, field: string, path: Path): { item: Record<string, unknown>; at: Path }[] {
  return r.list(raw, field, path).flatMap((item, i) => {
    const at = index(key(path, field), i);
    if (isRecord(item)) return [{ item, at }];
    r.errors.add('BAD_STATE', at, `expected an object, got ${describe(item)}`);
    return [];
  });
}

/** Reads a submitted `thisPhase`; card refs resolve like any card in the state (names, set codes). */
export function readPhaseHistory(r: Reader, raw: unknown, path: Path, resolve: Resolve): PhaseHistory | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isRecord(raw)) {
    r.errors.add('BAD_STATE', path, `thisPhase must be an object, got ${describe(raw)}`);
    return undefined;
  }
  r.unknownFields(raw, new Set(['partial', 'played', 'defeated', 'attacks', 'drawn', 'left']), path, 'thisPhase');
  const card = (item: Record<string, unknown>, field: string, at: Path): string => {
    const ref = r.string(item, field, at);
    return ref ? resolve(ref, key(at, field))?.id ?? ref : ref;
  };
  const player = (item: Record<string, unknown>, field: string, at: Path): PlayerId => r.player(item[field], key(at, field)) ?? 'player1';
  const units = (field: string, what: string): DefeatedRecord[] => items(r, raw, field, path).map(({ item, at }) => {
    r.unknownFields(item, new Set(['id', 'card', 'controller', 'owner', 'isLeader', 'arena']), at, what);
    const controller = player(item, 'controller', at);
    const arena = item.arena === 'spaceArena' ? 'spaceArena' : 'groundArena';
    if (item.arena !== undefined && item.arena !== 'spaceArena' && item.arena !== 'groundArena') r.errors.add('BAD_STATE', key(at, 'arena'), `arena must be "groundArena" or "spaceArena", got ${describe(item.arena)}`);
    return {
      id: typeof item.id === 'string' ? item.id : '', card: card(item, 'card', at), controller,
      owner: item.owner === undefined ? controller : player(item, 'owner', at), isLeader: r.bool(item, 'isLeader', at, false), arena,
    };
  });
  const history: PhaseHistory = {
    played: items(r, raw, 'played', path).map(({ item, at }) => {
      r.unknownFields(item, new Set(['player', 'id', 'card', 'as']), at, 'played card');
      const as = item.as === 'unit' || item.as === 'upgrade' || item.as === 'event' ? item.as : undefined;
      if (!as) r.errors.add('BAD_STATE', key(at, 'as'), `as must be "unit", "upgrade" or "event", got ${describe(item.as)}`);
      return { player: player(item, 'player', at), id: typeof item.id === 'string' ? item.id : '', card: card(item, 'card', at), as: as ?? 'unit' };
    }),
    defeated: units('defeated', 'defeated unit'),
    attacks: items(r, raw, 'attacks', path).map(({ item, at }) => {
      r.unknownFields(item, new Set(['player', 'attacker', 'attackerCard', 'defender']), at, 'attack');
      return { player: player(item, 'player', at), attacker: r.string(item, 'attacker', at), attackerCard: card(item, 'attackerCard', at), defender: r.string(item, 'defender', at) };
    }),
  };
  if (raw.drawn !== undefined) {
    history.drawn = items(r, raw, 'drawn', path).map(({ item, at }) => {
      r.unknownFields(item, new Set(['player', 'count']), at, 'draw');
      const count = item.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) r.errors.add('BAD_STATE', key(at, 'count'), `count must be a whole number of at least 0, got ${describe(count)}`);
      return { player: player(item, 'player', at), count: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0 };
    });
  }
  if (raw.left !== undefined) history.left = units('left', 'unit that left play');
  if (r.bool(raw, 'partial', path, false)) history.partial = true;
  return history;
}
