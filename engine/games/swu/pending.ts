// Triggered abilities a submitted state carries as waiting (`pendingTriggers`, a state captured mid-window): each
// layer becomes a window of its own, resolved before the action, deepest layer first (7.6.12).
import type { TriggeredAbility } from './abilities/types.js';
import { cardOfInstance } from './model.js';
import { rule } from './rules.js';
import type { SwuRun, SwuTrigger } from './run.js';
import { printedAbilities, triggeredAbilitiesOf } from './stats.js';
import type { PendingTriggerState } from './state/types.js';

/** A state captured mid-window carries triggers waiting to resolve: finish them first, outer layer last (7.6.12). */
export function resolvePendingTriggers(run: SwuRun): void {
  const pending = run.state.pendingTriggers;
  if (pending.length === 0) return;
  run.state.pendingTriggers = [];
  const layers = [...new Set(pending.map((t) => t.layer))].sort((a, b) => b - a);
  run.machine.push(...layers.map((layer) => ({ t: 'swu.pendingLayer', layer, triggers: pending.filter((t) => t.layer === layer) })));
}

/** One layer of triggers a submitted state carries: read against the state as the deeper layers left it. */
export function resolvePendingLayer(run: SwuRun, layer: number, pending: PendingTriggerState[]): void {
  const triggers: SwuTrigger[] = pending.map((t) => {
    const unit = run.unit(t.source);
    const card = unit?.card ?? (typeof t.context?.card === 'string' ? t.context.card : undefined) ?? cardOfInstance(run.state, t.source);
    if (!card) return run.unsupported('RULE', '7.6.3', `pending trigger ${t.id}: its source ${t.source} is not in play and the context names no card`);
    const abilities: TriggeredAbility[] = unit ? triggeredAbilitiesOf(run, unit) : printedAbilities(run.def(card)).filter((a): a is TriggeredAbility => a.kind === 'triggered');
    const ability = abilities.find((a) => a.id === t.ability);
    if (!ability) return run.unsupported('ABILITY', `${card}:${t.ability}`, `pending trigger ${t.id} names an ability the card does not have`);
    const refs: Record<string, string> = {};
    for (const [k, v] of Object.entries(t.context ?? {})) if (typeof v === 'string') refs[k] = v;
    const amount = typeof t.context?.amount === 'number' ? t.context.amount : 0;
    return { id: t.id, controller: t.controller, source: t.source, sourceCard: card, ability, refs, amount };
  });
  run.step('PENDING_TRIGGERS', `resolving ${triggers.length} triggered abilit${triggers.length === 1 ? 'y' : 'ies'} waiting in the state (layer ${layer})`, triggers.map((t) => t.source), null, rule('7.6.12'));
  const window = run.machine.openWindow('pending', 'resolving');
  run.machine.addToWindow(window, triggers);
  run.then({ t: 'window', id: window });
}

