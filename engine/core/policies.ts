// The ordering policies the games plug into their windows. Each is a small object of pure functions over the
// window's data; games pick one and give it their wording and rule references.
import type { RuleRef } from '../api.js';
import { controllersOf, type LogNote, type PendingAbility, type WindowMove, type WindowPolicy, type WindowState, type WindowView } from './window.js';

export interface PlayerByPlayerWording {
  /** How the first player is picked when several have abilities waiting. */
  playerOrder: { kind: 'activePlayerChooses'; text: string; rule: RuleRef } | { kind: 'firstPlayerFirst'; rule: RuleRef };
  triggerOrder: { text: string; rule: RuleRef };
  /** Log text for "player X resolves theirs first" and "player X resolves Y next". */
  chosePlayer(chooser: string, picked: string): string;
  choseAbility(player: string, label: string): string;
  /** Option label for a player in the player-order prompt. */
  playerLabel(player: string, chooser: string): string;
}

/**
 * One player resolves all of their waiting abilities, in the order they choose, then the next player (SWU 7.6.9-7.6.10:
 * the active player picks who goes first; X-Wing's ability queue: the first player's abilities first).
 */
export function playerByPlayer<P extends PendingAbility>(w: PlayerByPlayerWording): WindowPolicy<P> {
  return {
    next(window: WindowState<P>, view: WindowView<P>): WindowMove<P> {
      const players = controllersOf(window.pending);
      if (players.length === 0) return { kind: 'close' };
      const current = typeof window.cursor.player === 'string' && players.includes(window.cursor.player) ? window.cursor.player : undefined;
      if (!current) {
        const withCursor = (player: string): WindowState<P> => ({ ...window, cursor: { ...window.cursor, player } });
        if (players.length === 1) return { kind: 'advance', window: withCursor(players[0]!) };
        if (w.playerOrder.kind === 'firstPlayerFirst') {
          const ordered = [...view.turnOrder].sort((a, b) => Number(b === view.firstPlayer) - Number(a === view.firstPlayer));
          const first = ordered.find((p) => players.includes(p)) ?? players[0]!;
          return { kind: 'advance', window: withCursor(first) };
        }
        const chooser = view.activePlayer;
        const { text, rule } = w.playerOrder;
        return {
          kind: 'ask',
          prompt: { player: chooser, kind: 'PLAYER_ORDER', text, options: players.map((p) => ({ id: p, label: w.playerLabel(p, chooser), ref: p, card: null })), min: 1, max: 1 },
          answer: ([picked]) => ({ window: withCursor(picked!), log: note('CHOICE_MADE', w.chosePlayer(chooser, picked!), chooser, rule) }),
        };
      }
      const mine = window.pending.filter((p) => p.controller === current);
      if (mine.length === 1 || mine.every((p) => view.interchangeable(p, mine[0]!))) return { kind: 'resolve', ability: mine[0]!, window };
      return {
        kind: 'ask',
        prompt: { player: current, kind: 'TRIGGER_ORDER', text: w.triggerOrder.text, options: mine.map((p) => ({ id: p.id, label: view.label(p), ref: p.id, card: p.source })), min: 1, max: 1 },
        answer: ([picked]) => {
          const ability = mine.find((p) => p.id === picked)!;
          return { window, resolve: ability, log: note('CHOICE_MADE', w.choseAbility(current, view.label(ability)), current, w.triggerOrder.rule, [ability.source]) };
        },
      };
    },
  };
}

export interface AlternatingWording {
  text(player: string): string;
  declineLabel: string;
  rule: RuleRef;
  declined(player: string): string;
  closed: string;
}

/**
 * Players resolve one ability at a time in turn order from the active player, each in turn choosing one or declining;
 * the window closes once every player has declined in a row (TI4 "Abilities": action-phase resolution). A player
 * with nothing to resolve declines without being asked. The cursor is the index of the player asked next.
 */
export function alternatingInTurnOrder<P extends PendingAbility>(w: AlternatingWording): WindowPolicy<P> {
  return {
    next(window: WindowState<P>, view: WindowView<P>): WindowMove<P> {
      const order = view.turnOrder;
      if (window.declined.length >= order.length) return { kind: 'close', log: note('WINDOW_CLOSED', w.closed, null, w.rule) };
      const index = typeof window.cursor.index === 'number' ? window.cursor.index % order.length : 0;
      const player = order[index]!;
      const after = (declined: boolean): WindowState<P> => ({
        ...window,
        cursor: { ...window.cursor, index: (index + 1) % order.length },
        declined: declined ? [...window.declined, player] : [],
      });
      const options = [...window.pending.filter((p) => p.controller === player), ...view.available(player, window)]
        .filter((p) => !window.used.includes(p.source));
      if (options.length === 0) return { kind: 'advance', window: after(true), log: note('DECLINED', w.declined(player), player, w.rule) };
      return {
        kind: 'ask',
        prompt: {
          player, kind: 'RESOLVE_OR_DECLINE', text: w.text(player),
          options: [...options.map((p) => ({ id: p.id, label: view.label(p), ref: p.id, card: p.source })), { id: 'decline', label: w.declineLabel, ref: null, card: null }],
          min: 1, max: 1,
        },
        answer: ([picked]) => {
          if (picked === 'decline') return { window: after(true), log: note('DECLINED', w.declined(player), player, w.rule) };
          return { window: after(false), resolve: options.find((p) => p.id === picked)! };
        },
      };
    },
  };
}

function note(kind: string, text: string, player: string | null, rule: RuleRef, cards: string[] = []): LogNote {
  return { kind, text, player, rule, cards };
}
