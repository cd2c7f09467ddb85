// SWU's trigger ordering policy: the active player picks which player resolves next (7.6.10), and that player
// orders their own simultaneous triggers (7.6.9). Plain data with functions, plugged into the core timing model.
import type { OrderingPolicy } from '../../core/timing.js';
import { displayName } from './model.js';
import { rule } from './rules.js';
import type { SwuRun, SwuTrigger } from './run.js';
import type { PlayerId } from './state/types.js';

export function triggerLabel(run: SwuRun, t: SwuTrigger): string {
  return `${displayName(run.def(t.sourceCard))}: ${t.ability.text}`;
}

export function swuPolicy(run: SwuRun): OrderingPolicy<SwuTrigger> {
  return {
    controllerOf: (t) => t.controller,

    choosePlayer(players) {
      const active = run.state.activePlayer;
      const [picked] = run.ask({
        player: active,
        kind: 'PLAYER_ORDER',
        text: 'Both players have triggered abilities: choose who resolves theirs first (7.6.10)',
        options: players.map((p) => ({ id: p, label: p === active ? 'You' : 'Opponent', ref: p })),
        min: 1,
        max: 1,
      });
      run.step('CHOICE_MADE', `${active} chooses ${picked} to resolve their triggered abilities first`, [], active, rule('7.6.10'));
      return picked as PlayerId;
    },

    chooseTrigger(player, mine) {
      // Identical abilities from the same card are interchangeable: no need to ask.
      const distinct = new Set(mine.map((t) => `${t.source}|${t.ability.id}|${JSON.stringify(t.refs)}|${t.amount}`));
      if (distinct.size === 1) return mine[0]!;
      const [picked] = run.ask({
        player,
        kind: 'TRIGGER_ORDER',
        text: 'Choose which of your triggered abilities resolves next (7.6.9)',
        options: mine.map((t) => ({ id: t.id, label: triggerLabel(run, t), ref: t.source })),
        min: 1,
        max: 1,
      });
      const next = mine.find((t) => t.id === picked)!;
      run.step('CHOICE_MADE', `${player} resolves "${triggerLabel(run, next)}" next`, [next.source], player as PlayerId, rule('7.6.9'));
      return next;
    },
  };
}
