// "Use this ability only once each round" (8.32.3) as state data: the ids of a card's limited abilities used this
// round are listed on its instance in play (`usedThisRound` of a unit or leader), emptied when the round ends, and
// gone with the instance when the card leaves play (a card that comes back is a new copy, 8.5.4).
// "Used": for "You may ...", only if the player chooses to resolve the text after "you may"; otherwise when it resolves.
import type { ActionAbility, Effect, TriggeredAbility } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { PLAYERS } from '../model.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';
import type { LeaderInstance, UnitInstance } from '../state/types.js';

type Limited = Pick<TriggeredAbility | ActionAbility, 'id' | 'limit'>;

function instanceOf(run: SwuRun, id: string): UnitInstance | LeaderInstance | undefined {
  const unit = run.unit(id);
  if (unit) return unit.inst;
  for (const p of PLAYERS) if (run.state[p].leader.id === id) return run.state[p].leader;
  return undefined;
}

/** Whether a limited ability of this card was already used this round. */
export function usedThisRound(run: SwuRun, source: string, ability: Limited): boolean {
  return ability.limit === 'oncePerRound' && !!instanceOf(run, source)?.usedThisRound?.includes(ability.id);
}

/** The event that records the use. */
export function markUsed(source: string, ability: Limited): SwuEvent {
  return { kind: 'abilityUsed', source, ability: ability.id };
}

/**
 * A limited triggered ability's effect with the record of its use where it counts: inside "you may" (chosen), else
 * first, or inside the "you may" of "You may X. If you do, Y". The compiler only limits effects of these shapes
 * (templates/trigger-heads.ts, templates/history.ts).
 */
export function withUseRecorded(effect: Effect, ability: Limited): Effect {
  if (ability.limit !== 'oncePerRound') return effect;
  const mark: Effect = { do: 'recordUse', ability: ability.id };
  if (effect.do === 'may') return { ...effect, effect: { do: 'sequence', steps: [mark, effect.effect] } };
  // "You may X. If you do, Y" (no "otherwise"): choosing to resolve X is the use; X then Y as before (templates/history.ts).
  if (effect.do === 'ifYouDo' && effect.effect.do === 'may' && !effect.else) {
    return { ...effect.effect, effect: { do: 'sequence', steps: [mark, { ...effect, effect: effect.effect.effect }] } };
  }
  return { do: 'sequence', steps: [mark, effect] };
}

/** The recordUse effect's event (the ability's own card). */
export function useEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  return effect.do === 'recordUse' ? [{ kind: 'abilityUsed', source: ctx.source, ability: effect.ability }] : undefined;
}

/** Applies abilityUsed; false for any other event. */
export function applyUseEvent(run: SwuRun, event: SwuEvent): boolean {
  if (event.kind !== 'abilityUsed') return false;
  const inst = instanceOf(run, event.source);
  if (inst) (inst.usedThisRound ??= []).push(event.ability);
  run.step('ABILITY_LIMIT', `${run.name(event.source)}: "${event.ability}" is used for this round`, [event.source], null, rule('8.32.3'));
  return true;
}

/** 8.32.3: the limit lasts for the round; a new round starts with every limited ability unused. */
export function resetUsedThisRound(run: SwuRun): void {
  for (const p of PLAYERS) {
    const player = run.state[p];
    for (const unit of [...player.groundArena, ...player.spaceArena]) delete unit.usedThisRound;
    delete player.leader.usedThisRound;
  }
}
