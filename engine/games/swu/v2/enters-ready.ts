// A unit's own "(If <condition>,) this unit enters play ready." (SEC Corellian Hounds, LAW Rose Tico, LAW Salacious
// Crumb): read as the unit is played (6.2.5), from its printed abilities; the condition is checked then, by the
// player playing it, before the unit is in play. The played event carries `ready` (v2/played.ts entering), so the
// unit is put into play ready and the log says why. Another way into play (a rescue, 8.33) is UNSUPPORTED for such a
// unit rather than guessed.
import type { Ability } from '../abilities/types.js';
import { conditionHolds, contextFor, scopeFor } from '../abilities/interpreter.js';
import type { SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';
import { printedAbilities } from '../stats.js';

type EntersReady = Extract<Ability, { kind: 'entersReady' }>;

function entersReadyAbilities(run: SwuRun, card: string): EntersReady[] {
  return printedAbilities(run.def(card)).filter((a): a is EntersReady => a.kind === 'entersReady');
}

/** The printed "enters play ready" ability that applies as `player` plays this unit, if any. */
export function entersReadyByText(run: SwuRun, player: PlayerId, card: { id: string; card: string }): EntersReady | undefined {
  return entersReadyAbilities(run, card.card).find((a) => !a.condition || conditionHolds(contextFor(run, scopeFor(player, card, a.text)), a.condition));
}

/** A unit with printed "enters play ready" text put into play some other way than being played. */
export function requireNoEntersReadyText(run: SwuRun, card: string, how: string): void {
  const [ability] = entersReadyAbilities(run, card);
  if (ability) run.unsupported('ABILITY', `${card}:${ability.id}`, `${run.def(card).name} ${how}: whether "${ability.text}" applies is not implemented`);
}
