// Conditions and effects of the multi family (abilities/defs/multi.ts). "If no player has taken the initiative this phase": the
// take-the-initiative action (1.15.5) sets that player's initiativeTaken, which the engine keeps for the phase (turn.ts)
// and clears when it ends; the same flag decides whether the action is still available (view.ts).
import type { Condition, Effect } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { opponentOf, PLAYERS } from '../model.js';
import { rule } from '../rules.js';
import type { SwuEvent } from '../run.js';

type MultiCondition = Extract<Condition, { initiativeTakenThisPhase: boolean } | { fewerUnitsThanControllerOf: string }>;

export function isMultiCondition(c: Condition): c is MultiCondition {
  return 'initiativeTakenThisPhase' in c || 'fewerUnitsThanControllerOf' in c;
}

export function multiConditionHolds(ctx: AbilityContext, c: MultiCondition): boolean {
  const { run } = ctx;
  if ('initiativeTakenThisPhase' in c) return PLAYERS.some((p) => run.state[p].initiativeTaken === true) === c.initiativeTakenThisPhase;
  // "If you control fewer units than that unit's controller" (Equalize): counted as the condition is checked, after the
  // earlier step resolved (a unit it defeated is no longer counted); the unit's controller by last known information.
  const id = ctx.refs[c.fewerUnitsThanControllerOf];
  if (id === undefined) return false;
  const controller = run.unit(id)?.controller ?? run.lkiOf(id)?.controller
    ?? run.unsupported('ABILITY', ctx.label, `the unit bound to "${c.fewerUnitsThanControllerOf}" is neither in play nor remembered (8.11)`);
  const count = (p: string) => run.units().filter((u) => u.controller === p).length;
  return count(ctx.controller) < count(controller);
}

/**
 * "Each player chooses a unit they control. Deal 3 damage to each unit not chosen this way." (Time of Crisis): each
 * player, the controller first (7.1.4), chooses one of their own units (none if they control none); the damage is then
 * dealt to every unit in play not chosen, simultaneously (the card's ruling).
 */
function damageAllButChosen(ctx: AbilityContext, effect: Extract<Effect, { do: 'damageAllButChosen' }>): SwuEvent[] {
  const { run } = ctx;
  const chosen: string[] = [];
  for (const player of [ctx.controller, opponentOf(ctx.controller)]) {
    const own = run.units().filter((u) => u.controller === player);
    if (own.length === 0) {
      run.step('NO_TARGET', `${ctx.label}: ${player} controls no unit to choose`, [ctx.source], player, rule('1.3.2'));
      continue;
    }
    const [id] = run.ask({
      player, kind: 'TARGET', text: `${ctx.label}: choose a unit you control (it is not dealt damage)`,
      options: own.map((u) => ({ id: u.id, label: run.name(u.id), ref: u.id })), min: 1, max: 1,
    });
    const unit = own.find((u) => u.id === id) ?? own[0]!;
    run.step('CHOICE_MADE', `${player} chooses ${run.name(unit.id)}`, [unit.id], player, rule('8.4.1'));
    chosen.push(unit.id);
  }
  return run.units().filter((u) => !chosen.includes(u.id)).map((u) => ({ kind: 'damage', target: u.id, amount: effect.amount, byPlayer: ctx.controller, source: ctx.source }));
}

export function multiEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'damageAllButChosen') return undefined;
  return damageAllButChosen(ctx, effect);
}
