// Execution of the lasting family's effects (abilities/defs/lasting.ts) and of the bound names a delayed effect keeps
// (7.7.4): "Take control of a non-leader unit. At the start of the regroup phase, its owner takes control of it."
import type { AbilityContext } from '../abilities/interpreter.js';
import { resolveTarget } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import type { SwuEvent, SwuRun } from '../run.js';

/** The events of a lasting-family effect, or undefined for any other effect. */
export function lastingEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'ownerTakesControl') return undefined;
  const out: SwuEvent[] = [];
  for (const id of resolveTarget(ctx, effect.target)) {
    const unit = ctx.run.unit(id);
    const owner = unit && 'owner' in unit.inst ? unit.inst.owner : undefined;
    // 8.27: control passes to the owner; a unit its owner already controls stays where it is (apply.ts does nothing).
    if (unit && owner && !unit.isLeader) out.push({ kind: 'takeControl', target: id, player: owner });
  }
  return out;
}

/**
 * A unit that leaves play is a new object if it comes back (8.12 / 1.5.3): a delayed effect's bound name ("defeat it"
 * at the start of the regroup phase) no longer refers to it. Called before events apply (events.ts).
 */
export function forgetLeavers(run: SwuRun, events: readonly SwuEvent[]): void {
  if (run.state.delayed.length === 0) return;
  const leaving = new Set<string>();
  for (const e of events) {
    if ((e.kind === 'defeat' || e.kind === 'capture' || (e.kind === 'moveCard' && e.from === 'play')) && run.unit(e.target)) leaving.add(e.target);
  }
  if (leaving.size === 0) return;
  run.state.delayed = run.state.delayed.map((d) => {
    if (!d.refs || !Object.values(d.refs).some((id) => leaving.has(id))) return d;
    const refs = Object.fromEntries(Object.entries(d.refs).filter(([, id]) => !leaving.has(id)));
    return { ...d, refs };
  });
}

/** "When this unit leaves play, ...": the event takes the delayed effect's source out of play (defeated, captured, moved). */
export function sourceLeft(waitsFor: string | undefined, event: SwuEvent, source: string): boolean {
  if (waitsFor !== 'sourceLeavesPlay') return false;
  return (event.kind === 'defeat' || event.kind === 'capture' || (event.kind === 'moveCard' && event.from === 'play')) && event.target === source;
}

/**
 * 7.7.4B: a delayed effect resolves before any other ability the same timing point triggers. The trigger window lets a
 * player order all waiting triggers, so when a delayed effect of this family ("At the start of the regroup phase",
 * "When this unit leaves play") meets other triggered abilities of the same event the engine can't keep that order:
 * UNSUPPORTED rather than a wrong order.
 */
export function requireDelayedFirst(run: SwuRun, event: SwuEvent, others: number): void {
  if (others === 0) return;
  const ours = run.state.delayed.some((d) => {
    const waitsFor = (d.when as { event?: string } | null)?.event;
    return (waitsFor === 'regroupStarted' && event.kind === 'regroupStarted') || sourceLeft(waitsFor, event, d.source);
  });
  if (ours) run.unsupported('RULE', '7.7.4B', `a delayed effect and other triggered abilities wait after the same event (${event.kind}): resolving the delayed effects first is not implemented`);
}
