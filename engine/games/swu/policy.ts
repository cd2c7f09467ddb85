// SWU's trigger ordering: the active player picks which player resolves next (7.6.10), and that player orders their
// own simultaneous triggers (7.6.9). The core's player-by-player policy with SWU's wording and rules.
import { playerByPlayer } from '../../core/policies.js';
import type { WindowView } from '../../core/window.js';
import { displayName, opponentOf } from './model.js';
import { rule } from './rules.js';
import type { SwuRun, SwuTrigger } from './run.js';

export function triggerLabel(run: SwuRun, t: SwuTrigger): string {
  return `${displayName(run.def(t.sourceCard))}: ${t.ability.text}`;
}

export const swuPolicy = playerByPlayer<SwuTrigger>({
  playerOrder: { kind: 'activePlayerChooses', text: 'Both players have triggered abilities: choose who resolves theirs first (7.6.10)', rule: rule('7.6.10') },
  triggerOrder: { text: 'Choose which of your triggered abilities resolves next (7.6.9)', rule: rule('7.6.9') },
  chosePlayer: (chooser, picked) => `${chooser} chooses ${picked} to resolve their triggered abilities first`,
  choseAbility: (player, label) => `${player} resolves "${label}" next`,
  playerLabel: (player, chooser) => (player === chooser ? 'You' : 'Opponent'),
});

/** Identical abilities from the same card are interchangeable: no need to ask. */
function sameTrigger(a: SwuTrigger, b: SwuTrigger): boolean {
  if (a.source !== b.source || a.ability.id !== b.ability.id || a.amount !== b.amount) return false;
  const keys = Object.keys(a.refs);
  return keys.length === Object.keys(b.refs).length && keys.every((k) => a.refs[k] === b.refs[k]);
}

/** Read when a window moves: the active player is the one at that moment. */
class SwuWindowView implements WindowView<SwuTrigger> {
  constructor(private readonly run: SwuRun) {}

  get activePlayer(): string {
    return this.run.state.activePlayer;
  }

  get turnOrder(): string[] {
    return [this.run.state.activePlayer, opponentOf(this.run.state.activePlayer)];
  }

  available(): SwuTrigger[] {
    return [];
  }

  interchangeable(a: SwuTrigger, b: SwuTrigger): boolean {
    return sameTrigger(a, b);
  }

  label(t: SwuTrigger): string {
    return triggerLabel(this.run, t);
  }
}

export function swuWindowView(run: SwuRun): WindowView<SwuTrigger> {
  return new SwuWindowView(run);
}
