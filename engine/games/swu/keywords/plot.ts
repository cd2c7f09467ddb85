// Plot (7.5.19): "When you deploy a leader: You may play this card from your resource zone by paying its cost,
// replacing it with the top card of your deck. This ability is active while this card is a resource." (A) Each Plot
// card is its own trigger in the deploy's window, so the player plays them one at a time, in the order they choose,
// each play's triggers resolving before the next (B); the card and its replacement enter play together (C); only
// cards already in the resource zone when the leader deploys trigger (D).
import type { TriggeredAbility } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { displayName } from '../model.js';
import { startPlay } from '../play.js';
import { rule } from '../rules.js';
import type { SwuRun, SwuTrigger } from '../run.js';
import type { PlayerId } from '../state/types.js';

const PLOT: TriggeredAbility = {
  kind: 'triggered', id: 'keyword:plot', text: 'Plot: you may play this card from your resources, paying its cost; the top card of your deck replaces it',
  when: { on: 'deployed' }, effect: { do: 'may', text: 'play this card with Plot?', effect: { do: 'playWithPlot' } },
};

/** The Plot triggers of `player`'s resources as their leader deploys. */
export function plotTriggers(run: SwuRun, player: PlayerId): SwuTrigger[] {
  const out: SwuTrigger[] = [];
  for (const resource of run.state[player].resources) {
    if (!resource.card) continue;
    const def = run.def(resource.card);
    if (!def.keywords.some((k) => k.name.toLowerCase() === 'plot')) continue;
    run.step('TRIGGERED', `${displayName(def)}: Plot triggers from ${player}'s resources`, [resource.id], player, rule('7.5.19'));
    out.push({ id: run.newTriggerId(), controller: player, source: resource.id, sourceCard: resource.card, ability: PLOT, refs: {}, amount: 0 });
  }
  return out;
}

/** Plays the Plot card from its controller's resources (still there: nothing else moves it in between). */
export function playWithPlot(ctx: AbilityContext): void {
  const { run } = ctx;
  if (!run.state[ctx.controller].resources.some((r) => r.id === ctx.source)) {
    run.step('NO_EFFECT', `${ctx.label}: the card is no longer a resource`, [ctx.source], ctx.controller, rule('7.5.19'));
    return;
  }
  startPlay(run, { player: ctx.controller, card: ctx.source, from: 'resources', plot: true });
}
