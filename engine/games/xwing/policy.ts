// The ability queue (queue.1-3) as the core's player-by-player policy: the first player's abilities first, each
// player orders their own; abilities triggered while one resolves wait in a nested window the machine finishes
// before the outer one goes on, which is the front of the queue.
import { playerByPlayer } from '../../core/policies.js';
import type { WindowView } from '../../core/window.js';
import { abilityLabel } from './abilities.js';
import type { XwRun } from './model.js';
import { xwRule } from './rules.js';
import type { PendingAbility } from './types.js';

export const xwingPolicy = playerByPlayer<PendingAbility>({
  playerOrder: { kind: 'firstPlayerFirst', rule: xwRule('queue.1') },
  triggerOrder: { text: 'Choose which of your abilities is next in the ability queue', rule: xwRule('queue.2') },
  chosePlayer: (_chooser, picked) => `${picked}'s abilities go first (first player)`,
  choseAbility: (player, label) => `${player} puts "${label}" next in the ability queue`,
  playerLabel: (player) => player,
});

function sameAbility(a: PendingAbility, b: PendingAbility): boolean {
  if (a.source !== b.source || a.card !== b.card || a.ability !== b.ability) return false;
  const keys = Object.keys(a.refs);
  return keys.length === Object.keys(b.refs).length && keys.every((k) => a.refs[k] === b.refs[k]);
}

class XwWindowView implements WindowView<PendingAbility> {
  constructor(private readonly run: XwRun) {}

  get firstPlayer(): string {
    return firstPlayerOf(this.run);
  }

  get activePlayer(): string {
    return this.firstPlayer;
  }

  get turnOrder(): string[] {
    const players = Object.keys(this.run.state.players);
    const first = this.firstPlayer;
    return [first, ...players.filter((p) => p !== first)];
  }

  available(): PendingAbility[] {
    return [];
  }

  interchangeable(a: PendingAbility, b: PendingAbility): boolean {
    return sameAbility(a, b);
  }

  label(p: PendingAbility): string {
    return abilityLabel(this.run, p);
  }
}

export function firstPlayerOf(run: XwRun): string {
  return Object.entries(run.state.players).find(([, p]) => p.first)?.[0] ?? Object.keys(run.state.players)[0]!;
}

export function xwingWindowView(run: XwRun): WindowView<PendingAbility> {
  return new XwWindowView(run);
}
