// Keeps the state's `thisPhase` (cards played, units defeated, attacks declared, cards drawn, units that left play) from applied events, empties it when
// a phase ends, and answers "this phase" questions over it. A question the recorded part can't settle, when the phase
// is only partly known, is UNSUPPORTED rather than guessed.
import type { CardDefinition } from '../../../api.js';
import type { UnitFilter } from '../abilities/types.js';
import type { SwuEvent, SwuRun, UnitSnapshot } from '../run.js';
import { emptyHistory, type DefeatedRecord, type PhaseHistory } from '../state/history.js';
import type { PlayerId } from '../state/types.js';

type HistoryKind = 'played' | 'defeated' | 'attacked' | 'leftPlay';
type CardType = 'unit' | 'upgrade' | 'event' | 'card';

function history(run: SwuRun): PhaseHistory {
  // Recording starts now: what happened earlier this phase is not known.
  return (run.state.thisPhase ??= { partial: true, ...emptyHistory() });
}

/** Called for every applied event (the pipeline's apply step). */
export function recordHistory(run: SwuRun, event: SwuEvent): void {
  switch (event.kind) {
    case 'played':
      history(run).played.push({ player: event.player, id: event.target, card: cardOfPlayed(run, event.target, event.player), as: event.as });
      return;
    case 'defeat': {
      // Only units are recorded; beforeApply kept the unit's last-known information (8.11).
      const snap = run.lkiOf(event.target);
      if (!snap || run.unit(event.target)) return;
      history(run).defeated.push(unitRecord(snap));
      return;
    }
    case 'attackDeclared': {
      const attacker = run.unit(event.attacker);
      if (attacker) history(run).attacks.push({ player: attacker.controller, attacker: attacker.id, attackerCard: attacker.card, defender: event.defender });
      return;
    }
    default:
      return;
  }
}

/** Cards `player` drew (the draw event's apply step): kept only when the record of draws is known (a submitted state may lack it). */
export function recordDrawn(run: SwuRun, player: PlayerId, count: number): void {
  history(run).drawn?.push({ player, count });
}

/** A unit that left play, as its last-known information (8.11) has it. */
function unitRecord(snap: UnitSnapshot): DefeatedRecord {
  return { id: snap.id, card: snap.card, controller: snap.controller, owner: snap.owner, isLeader: snap.isLeader, arena: snap.arena };
}

/**
 * A unit leaves play (8.12.1, the one place it does: apply.ts leavePlay), kept only when that record is known. Every
 * event that makes a unit leave play (defeat, capture, a move out of play) had its last-known information taken just
 * before it applied (events.ts beforeApply).
 */
export function recordLeftPlay(run: SwuRun, id: string): void {
  const left = history(run).left;
  if (!left) return;
  const snap = run.lkiOf(id);
  if (!snap) throw new Error(`unit ${id} left play with no last-known information`);
  left.push(unitRecord(snap));
}

/** "the number of cards you've drawn this phase" (1.13): UNSUPPORTED when the phase's draws are not all recorded. */
export function drawnThisPhase(run: SwuRun, player: PlayerId, label: string): number {
  const h = run.state.thisPhase;
  if (!h || h.partial || !h.drawn) return run.unsupported('RULE', 'thisPhase', `${label}: the cards drawn earlier this phase are not in the state (send "thisPhase" with "drawn")`);
  return h.drawn.reduce((n, d) => (d.player === player ? n + d.count : n), 0);
}

function cardOfPlayed(run: SwuRun, id: string, player: PlayerId): string {
  const unit = run.unit(id);
  if (unit) return unit.card;
  const p = run.state[player];
  for (const c of p.discard) if (c.id === id) return c.card;
  for (const u of run.units()) for (const x of u.inst.upgrades) if (x.id === id) return x.card;
  return run.unsupported('RULE', '6.2.5', `the played card ${id} is nowhere in the state`);
}

/** A phase ends (5.4.1C, 5.5.1E): the next one starts with nothing recorded, and fully known. */
export function resetHistory(run: SwuRun): void {
  run.state.thisPhase = emptyHistory();
}

interface Entry {
  card: string;
  controller: PlayerId;
  isLeader?: boolean;
  arena?: 'groundArena' | 'spaceArena';
  as?: 'unit' | 'upgrade' | 'event';
  id?: string;
}

/** Undefined: the state does not carry that record (an optional one). */
function entries(h: PhaseHistory, kind: HistoryKind): Entry[] | undefined {
  if (kind === 'leftPlay') return h.left;
  if (kind === 'played') return h.played.map((p) => ({ card: p.card, controller: p.player, as: p.as, id: p.id }));
  if (kind === 'defeated') return h.defeated;
  return h.attacks.map((a) => ({ card: a.attackerCard, controller: a.player, id: a.attacker }));
}

const SUPPORTED_FILTER = new Set(['controller', 'trait', 'aspect', 'maxCost', 'minCost', 'nonLeader', 'leader', 'arena', 'other', 'notRef']);

function typeOf(def: CardDefinition, entry: Entry): CardType {
  if (entry.as) return entry.as;
  return /upgrade/i.test(def.type) ? 'upgrade' : /event/i.test(def.type) ? 'event' : 'unit';
}

/** Printed facts and controller (relative to `controller`), the only things a record keeps. */
function entryMatches(run: SwuRun, e: Entry, filter: UnitFilter | undefined, cardType: CardType | undefined, controller: PlayerId, sourceId: string, label: string, refs?: Record<string, string>): boolean {
  const def = run.def(e.card);
  if (cardType && cardType !== 'card' && typeOf(def, e) !== cardType) return false;
  if (!filter) return true;
  for (const k of Object.keys(filter)) if (!SUPPORTED_FILTER.has(k)) run.unsupported('ABILITY', label, `a "this phase" filter on "${k}" is not supported (the history keeps printed facts and controllers)`);
  if (filter.controller === 'friendly' && e.controller !== controller) return false;
  if (filter.controller === 'enemy' && e.controller === controller) return false;
  if (filter.trait && !def.traits.some((t) => t.toLowerCase() === filter.trait!.toLowerCase())) return false;
  if (filter.aspect && !def.aspects.some((a) => a.toLowerCase() === filter.aspect!.toLowerCase())) return false;
  if (filter.maxCost !== undefined && (def.cost ?? 0) > filter.maxCost) return false;
  if (filter.minCost !== undefined && (def.cost ?? 0) < filter.minCost) return false;
  if (filter.nonLeader && (e.isLeader ?? /leader/i.test(def.type))) return false;
  if (filter.leader && !(e.isLeader ?? /leader/i.test(def.type))) return false;
  if (filter.arena && e.arena && e.arena !== `${filter.arena}Arena`) return false;
  if (filter.arena && !e.arena && (/space/i.test(def.arena ?? '') ? 'space' : 'ground') !== filter.arena) return false;
  if (filter.other && e.id === sourceId) return false;
  // "other units" than the unit a trigger names ("When a friendly unit attacks: If no other units have attacked ...").
  if (filter.notRef) {
    const id = refs?.[filter.notRef] ?? run.unsupported('ABILITY', label, `a "this phase" filter names "${filter.notRef}", which is not bound here`);
    if (e.id === id) return false;
  }
  return true;
}

export interface HistoryQuery {
  kind: HistoryKind;
  filter?: UnitFilter;
  cardType?: CardType;
  controller: PlayerId;
  sourceId: string;
  label: string;
  /** Names bound by the ability (a trigger's subject...), for a filter's notRef. */
  refs?: Record<string, string>;
}

/** How many recorded events match; `enough` settles an "at least" question from a partial history. */
export function countThisPhase(run: SwuRun, q: HistoryQuery, enough = Infinity): number {
  const h = run.state.thisPhase;
  const recorded = h ? entries(h, q.kind) : undefined;
  const n = recorded ? recorded.filter((e) => entryMatches(run, e, q.filter, q.cardType, q.controller, q.sourceId, q.label, q.refs)).length : 0;
  if (n >= enough) return n;
  if (!recorded || h!.partial) {
    const missing = q.kind === 'leftPlay'
      ? 'the units that left play earlier this phase are not in the state (send "thisPhase" with "left")'
      : `what was ${q.kind} earlier this phase is not in the state (send "thisPhase" with the state)`;
    return run.unsupported('RULE', 'thisPhase', `${q.label}: ${missing}`);
  }
  return n;
}

/** "a unit you played this phase"; a unit not in a partial record may still have been played earlier. */
export function playedThisPhaseMatches(run: SwuRun, id: string, player: PlayerId): boolean {
  const h = run.state.thisPhase;
  if (h?.played.some((p) => p.player === player && p.id === id)) return true;
  if (!h || h.partial) return run.unsupported('RULE', 'thisPhase', `whether ${run.name(id)} was played this phase is not in the state (send "thisPhase" with the state)`);
  return false;
}
