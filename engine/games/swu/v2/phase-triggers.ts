// Triggers at a step of the round: "When the regroup phase starts:" (5.5.1A) fires for every card in play with it
// (units with printed or gained abilities, leaders on their leader side, bases), in the one trigger window the
// `regroupStarted` event opens.
import type { TriggeredAbility } from '../abilities/types.js';
import { PLAYERS } from '../model.js';
import type { SwuEvent, SwuRun, SwuTrigger } from '../run.js';
import { printedAbilities, triggeredAbilitiesOf } from '../stats.js';
import type { PlayerId } from '../state/types.js';
import { conditionMet, trigger } from '../triggers.js';

function fire(run: SwuRun, source: { id: string; card: string; controller: PlayerId }, abilities: readonly TriggeredAbility[] | readonly unknown[], out: SwuTrigger[]): void {
  for (const a of abilities as TriggeredAbility[]) {
    if (a.kind === 'triggered' && a.when.on === 'regroupStarts' && conditionMet(run, source, a, {})) out.push(trigger(run, source, a, {}));
  }
}

/** Triggers a phase event fires; [] for any other event. */
export function collectPhaseTriggers(run: SwuRun, event: SwuEvent): SwuTrigger[] {
  if (event.kind !== 'regroupStarted') return [];
  const out: SwuTrigger[] = [];
  for (const unit of run.units()) fire(run, unit, triggeredAbilitiesOf(run, unit), out);
  for (const player of PLAYERS) {
    const p = run.state[player];
    if (!p.leader.deployed) fire(run, { id: p.leader.id, card: p.leader.card, controller: player }, printedAbilities(run.def(p.leader.card), 'leader'), out);
    fire(run, { id: p.base.id, card: p.base.card, controller: player }, printedAbilities(run.def(p.base.card)), out);
  }
  return out;
}
