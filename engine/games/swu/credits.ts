// Credit tokens (3.7.13, 4.5.4): counted in the state (`credits`), created in the resource zone but not resources.
// "While paying resources, you may defeat this token. If you do, pay 1 less." Asked while paying, only when a token
// could pay something; defeating them is an event like any other.
import { rule } from './rules.js';
import type { SwuEvent, SwuRun } from './run.js';
import type { PlayerId } from './state/types.js';

export function creditsOf(run: SwuRun, player: PlayerId): number {
  return run.state[player].credits ?? 0;
}

/**
 * How many Credit tokens `player` defeats to pay `amount` with `ready` ready resources: at least what the resources
 * can't cover, at most the amount. Asks only when there is a choice.
 */
export function chooseCredits(run: SwuRun, player: PlayerId, amount: number, ready: number, what: string): number {
  const max = Math.min(creditsOf(run, player), amount);
  const min = Math.max(0, amount - ready);
  if (max <= 0 || min > max) return 0;
  if (min === max) return min;
  const options: { id: string; label: string; ref: null }[] = [];
  for (let n = min; n <= max; n += 1) options.push({ id: `credits-${n}`, label: `${n} Credit token${n === 1 ? '' : 's'}`, ref: null });
  const [picked] = run.ask({ player, kind: 'CREDITS', text: `Paying ${amount} for ${what}: defeat how many Credit tokens (each pays 1, 3.7.13)?`, options, min: 1, max: 1 });
  const n = Number(picked!.slice('credits-'.length));
  run.step('CHOICE_MADE', `${player} uses ${n} Credit token${n === 1 ? '' : 's'}`, [], player, rule('3.7.13'));
  return n;
}

export function spendCreditsEvent(player: PlayerId, count: number): SwuEvent {
  return { kind: 'spendCredits', player, count };
}
