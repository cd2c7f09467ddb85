// The costatk family (abilities/defs/costatk.ts). "If you control a unique Separatist card, this unit costs 1 less to
// play" is read when the card's cost is determined (6.2.3), from the cards its player controls then; "Create 8 TIE
// Fighter tokens and ready them. They can't attack bases for this phase." puts the tokens it created under the
// restriction.
import type { AbilityContext } from '../abilities/interpreter.js';
import { atomicEvents, lastingEvent, resolveTarget } from '../abilities/interpreter.js';
import type { Condition, Effect } from '../abilities/types.js';
import { isTokenCard } from '../model.js';
import type { SwuEvent, SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';
import { traitsOf } from './grants.js';
import { powerOf, printedAbilities } from '../stats.js';
import type { CardDefinition } from '../../../api.js';

type CostatkCondition = Extract<Condition, { youControlUniqueCard: unknown } | { playedOn: unknown }>;
type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

export function isCostatkCondition(c: Condition): c is CostatkCondition {
  return 'youControlUniqueCard' in c || 'playedOn' in c;
}

/**
 * The card's own "While playing this upgrade on a Mandalorian unit, ignore its aspect penalty" (8.10.2) when its
 * condition holds (play.ts reads playedOn on the unit chosen), or undefined.
 */
export function ownPenaltyIgnoredBy(run: SwuRun, player: PlayerId, def: CardDefinition, cardId: string, holds: (run: SwuRun, controller: PlayerId, source: { id: string; card: string }, condition: Condition) => boolean): string | undefined {
  for (const a of printedAbilities(def)) {
    if (a.kind === 'costModifier' && a.affects === 'self' && a.ignoreAspectPenalty && (!a.condition || holds(run, player, { id: cardId, card: def.id }, a.condition))) return a.text;
  }
  return undefined;
}

/** An upgrade whose own cost depends on the unit it is played on ("While playing this upgrade on ..."). */
export function costDependsOnHost(def: CardDefinition): boolean {
  return printedAbilities(def).some((a) => a.kind === 'costModifier' && a.affects === 'self' && !!a.condition && 'playedOn' in a.condition);
}

/**
 * A unique card with the trait that the controller controls: a unit (with the traits its upgrades give, v2/grants.ts),
 * a non-token upgrade in play they played (1.5.2B: the state records that as its owner), or their leader on either side
 * (a leader is unique). The unique mark is printed (1.7).
 */
export function costatkConditionHolds(ctx: AbilityContext, c: CostatkCondition): boolean {
  const { run, controller } = ctx;
  // Read by play.ts for the upgrade being played, with the unit it is played on; nowhere else is there such a unit.
  if ('playedOn' in c) return run.unsupported('ABILITY', ctx.label, '"while playing this upgrade on ...": no upgrade is being played on a unit here');
  const wanted = c.youControlUniqueCard.trait.toLowerCase();
  const has = (traits: readonly string[]) => traits.some((t) => t.toLowerCase() === wanted);
  const leader = run.state[controller].leader;
  const leaderDef = run.def(leader.card);
  if (leaderDef.unique && has(leaderDef.traits)) return true;
  for (const u of run.units()) {
    if (u.controller === controller && run.def(u.card).unique && has(traitsOf(run, u))) return true;
    for (const x of u.inst.upgrades) {
      const def = run.def(x.card);
      if (x.owner === controller && !isTokenCard(def) && def.unique && has(def.traits)) return true;
    }
  }
  return false;
}

/** "Create N tokens and ready them. They can't attack bases for this phase.": created, readied, then restricted. */
export function runCostatkEffectStep(ctx: AbilityContext, effect: Effect, scopeId: string): boolean {
  if (effect.do !== 'createReadyRestricted') return false;
  createReadyRestricted(ctx, effect, scopeId);
  return true;
}

function createReadyRestricted(ctx: AbilityContext, effect: Of<'createReadyRestricted'>, scopeId: string): void {
  const { run } = ctx;
  const created = (atomicEvents(ctx, { do: 'createToken', token: effect.token, count: effect.count }) ?? []).filter((e) => e.kind === 'createToken');
  run.emit(created);
  const ready: SwuEvent[] = created.map((e) => ({ kind: 'ready', target: (e as Extract<SwuEvent, { kind: 'createToken' }>).id }));
  run.emit(ready);
  const steps: Effect[] = created.map((e, i) => {
    const name = `#restricted${i + 1}`;
    ctx.refs[name] = (e as Extract<SwuEvent, { kind: 'createToken' }>).id;
    return { do: 'restrict', target: { ref: name }, restriction: effect.restriction, duration: effect.duration };
  });
  if (steps.length > 0) run.then({ t: 'swu.effect', effect: { do: 'sequence', steps }, scope: scopeId });
}

/**
 * SEC Dryden Vos: "You may double this unit's power for this attack. If you do, this unit doesn't ready during the next
 * regroup phase." Undefined for any other effect.
 */
export function costatkEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  const { run } = ctx;
  if (effect.do === 'doublePower') {
    // +X/+0 with X its power now (the ruling: "doubles whatever his power is when his On Attack ability resolves").
    return resolveTarget(ctx, effect.target).flatMap((id) => {
      const unit = run.unit(id);
      return unit ? lastingEvent(ctx, [id], effect.duration, { power: powerOf(run, unit) }) : [];
    });
  }
  if (effect.do === 'skipNextRegroupReady') {
    // During the action phase, the next regroup phase is this round's: its ready step skips the unit (5.5.1D), and the
    // effect ends with the round (5.5.1E).
    if (run.state.phase !== 'action') return run.unsupported('ABILITY', ctx.label, '"doesn\'t ready during the next regroup phase" outside the action phase');
    const ids = resolveTarget(ctx, effect.target).filter((id) => run.unit(id));
    return lastingEvent(ctx, ids, 'thisRound', { noRegroupReady: {} });
  }
  return undefined;
}
