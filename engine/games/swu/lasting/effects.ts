// Delayed effects of the lasting family (7.7.4): "When this unit leaves play, ..." waits for the ability's own unit to
// leave play; and the 7.7.4B guard for the delayed effects that meet other triggered abilities of the same event.
import type { SwuEvent, SwuRun } from '../run.js';

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
    return ((waitsFor === 'regroupStarted' || waitsFor === 'actionPhaseStarted') && event.kind === waitsFor) || sourceLeft(waitsFor, event, d.source);
  });
  if (ours) run.unsupported('RULE', '7.7.4B', `a delayed effect and other triggered abilities wait after the same event (${event.kind}): resolving the delayed effects first is not implemented`);
}
