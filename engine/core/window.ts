// Timing windows as plain data. A window is a moment at which abilities may resolve: its timing point, the
// abilities waiting in it, who declined since the last resolution, which physical objects already used an ability
// in it, and a cursor the game's ordering policy owns. It lives in the game state, so a state saved while a window is
// open resumes exactly.
//
// Each game plugs in an ordering policy: pure functions over the window (like boardgame.io's TurnOrder objects)
// that say what happens next: a player is asked, an ability resolves, a player passes, or the window closes.
import type { PromptSpec } from './decisions.js';

/** What the core needs to know about an ability waiting in a window; games add their own fields. */
export interface PendingAbility {
  /** Unique within the resolution. */
  id: string;
  /** The player who resolves it. */
  controller: string;
  /** The physical object it comes from (a card or unit instance): "once per object per window" counts these. */
  source: string;
}

export interface WindowState<P extends PendingAbility = PendingAbility> {
  id: string;
  /** The game's name for this moment: "action", "onAttack", "when:activateSystem"... */
  point: string;
  /** 0 for an action's own window; abilities triggered while one resolves open a deeper one. */
  layer: number;
  /** collecting: abilities that trigger now wait in it; resolving: the policy hands them out one at a time. */
  phase: 'collecting' | 'resolving';
  pending: P[];
  /** Players who declined since the last resolution, in order. */
  declined: string[];
  /** Physical objects (PendingAbility.source) that resolved an ability in this window. */
  used: string[];
  /** The policy's own bookkeeping (whose turn it is...); plain data. */
  cursor: Record<string, string | number | boolean | null>;
  /** How many abilities resolved in this window so far. */
  resolved: number;
}

/** A log line a policy asks for (the machine writes it). */
export interface LogNote {
  kind: string;
  text: string;
  player: string | null;
  cards?: string[];
  rule: { number: string; title: string } | null;
}

/** What a policy may read of the game besides the window itself. */
export interface WindowView<P extends PendingAbility> {
  /** The player whose turn it is (who decides first, who is asked first). */
  activePlayer: string;
  /** Every player, in turn order starting with the active player. */
  turnOrder: readonly string[];
  /** The player who goes first this round (X-Wing's first player), when the game has one. */
  firstPlayer?: string;
  /** Optional abilities a player could use in this window right now, beyond the waiting triggered ones. */
  available(player: string, window: WindowState<P>): P[];
  /** Identical abilities (same source, same ability, same context) need no ordering decision. */
  interchangeable(a: P, b: P): boolean;
  /** How an ability reads in a prompt. */
  label(ability: P): string;
}

export interface WindowAnswer<P extends PendingAbility> {
  window: WindowState<P>;
  /** The ability that resolves now; none when the answer only moved the cursor or declined. */
  resolve?: P;
  log?: LogNote;
}

export type WindowMove<P extends PendingAbility> =
  | { kind: 'close'; log?: LogNote }
  | { kind: 'resolve'; ability: P; window: WindowState<P>; log?: LogNote }
  /** Nothing to ask: the window moves on (a player with nothing to use passes). */
  | { kind: 'advance'; window: WindowState<P>; log?: LogNote }
  | { kind: 'ask'; prompt: PromptSpec; answer(chosen: readonly string[]): WindowAnswer<P> };

/** A game's ordering policy: given the window, say who is asked next, what resolves, or that it closes. Pure. */
export interface WindowPolicy<P extends PendingAbility> {
  next(window: WindowState<P>, view: WindowView<P>): WindowMove<P>;
}

export function newWindow<P extends PendingAbility>(id: string, point: string, layer: number): WindowState<P> {
  return { id, point, layer, phase: 'collecting', pending: [], declined: [], used: [], cursor: {}, resolved: 0 };
}

/** The controllers that have abilities waiting, in the order they first appear. */
export function controllersOf<P extends PendingAbility>(pending: readonly P[]): string[] {
  return [...new Set(pending.map((p) => p.controller))];
}
