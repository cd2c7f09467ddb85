// Conditions of the conds6 family (abilities/defs/conds6.ts). "If this unit is unique, heal 6 damage instead." in a
// Bounty: the Bounty resolves after its unit left play (defeated or captured), so the unit is read by last known
// information (8.11); its unique mark is printed (1.7) and cannot change.
import type { Condition } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';

type Conds6Condition = Extract<Condition, { selfUnique: boolean }>;

export function isConds6Condition(c: Condition): c is Conds6Condition {
  return 'selfUnique' in c;
}

export function conds6ConditionHolds(ctx: AbilityContext, c: Conds6Condition): boolean {
  const { run } = ctx;
  const card = run.unit(ctx.source)?.card ?? run.lkiOf(ctx.source)?.card;
  if (!card) return run.unsupported('ABILITY', ctx.label, '"this unit is unique": the ability\'s unit is neither in play nor remembered (8.11)');
  return !!run.def(card).unique === c.selfUnique;
}
