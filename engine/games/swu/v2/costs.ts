// Costs inside abilities and "if you do" (8.9): the text after "if you do" resolves only if the text before it was
// resolved. A replaced event still counts as resolved (8.9.2); an impossible one does not (no target, nothing to
// pay with, an exhausting effect on an exhausted card, 1.5.4E). Each step asks its questions before it acts.
import type { Effect, Target } from '../abilities/types.js';
import { atomicEvents, conditionHolds, contextFor, resolveTarget, type AbilityContext } from '../abilities/interpreter.js';
import type { ActionAbility } from '../abilities/types.js';
import { invalid } from '../../../core/interrupts.js';
import type { AbilityScope } from '../state/types.js';
import { PLAYERS } from '../model.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';
import { unitMatches } from '../stats.js';
import { X_REF } from './amounts.js';
import { optionalResolve, RESOLVE } from '../optional.js';
import { canDisclose, describeDisclose, payDisclose } from './disclose.js';
import { runPlayBound } from './play-bound.js';
import { actionCostEvents, actionCostPayable, describeActionCost, isActionCostPart } from './action-costs.js';
import { runAttacksMoreStep } from './attacks-more.js';

type Pay = Extract<Effect, { do: 'pay' }>;
type IfYouDo = Extract<Effect, { do: 'ifYouDo' }>;
type CostPart = Pay['cost'][number];

/** 1.5.4E: exhausting an exhausted card (readying a ready one) is not "doing" it. */
function changesSomething(run: SwuRun, e: SwuEvent): boolean {
  if (e.kind !== 'exhaust' && e.kind !== 'ready') return true;
  const unit = run.unit(e.target);
  const leader = PLAYERS.map((p) => run.state[p].leader).find((l) => l.id === e.target);
  const exhausted = unit ? unit.inst.exhausted : leader?.exhausted;
  return exhausted !== (e.kind === 'exhaust');
}

/**
 * Legality and replacements for each event (may ask which replacement applies); whether every one of them is
 * resolved in the sense of 8.9 (a replaced one is, 8.9.2). The prepared events are emitted as they are.
 */
function prepareAndCheck(run: SwuRun, events: SwuEvent[]): { prepared: SwuEvent[]; done: boolean } {
  let done = events.length > 0;
  const prepared: SwuEvent[] = [];
  const changes = events.map((e) => changesSomething(run, e));
  events.forEach((e, i) => {
    const out = run.prepare([e]);
    if (out.length === 0 || !changes[i]) done = false;
    prepared.push(...out);
  });
  return { prepared, done };
}

function then(ctx: AbilityContext, scopeId: string, done: boolean, effect: { then: Effect; else?: Effect }, what: string): void {
  const { run } = ctx;
  if (done) {
    run.then({ t: 'swu.effect', effect: effect.then, scope: scopeId });
  } else if (effect.else) {
    run.then({ t: 'swu.effect', effect: effect.else, scope: scopeId });
  } else {
    run.logLater('NO_EFFECT', `${ctx.label}: ${what} did not happen, so the rest ("if you do") does nothing`, [ctx.source], ctx.controller, rule('8.9.1'));
  }
}

function runIfYouDo(ctx: AbilityContext, effect: IfYouDo, scopeId: string): void {
  const { run } = ctx;
  let first = effect.effect;
  // "If C, (you may) X. If you do, Y": when C does not hold, X did not happen (8.9.1).
  while (first.do === 'if' && !first.else) {
    if (!conditionHolds(ctx, first.condition)) {
      then(ctx, scopeId, false, effect, 'the conditional part');
      return;
    }
    first = first.then;
  }
  if (first.do === 'may') {
    // "You may X. If you do, Y": a choice of target can be declined by choosing nothing; otherwise ask.
    const body = first.effect;
    if ('target' in body && typeof body.target === 'object' && 'choose' in body.target) {
      ctx.update({ optionalNext: true });
    } else {
      const [answer] = run.ask(optionalResolve(ctx, first.text));
      run.step('CHOICE_MADE', `${ctx.controller} ${answer === RESOLVE ? 'resolves' : 'declines'} "${ctx.label}"`, [ctx.source], ctx.controller, rule('8.32.1'));
      if (answer !== RESOLVE) {
        then(ctx, scopeId, false, effect, 'the optional part');
        return;
      }
    }
    first = body;
  }
  // "Attack with a space unit. If you do, attack with a ground unit.": you did if the attack was made, and the rest
  // waits for it and its triggers (7.6.8A; v2/attacks-more.ts).
  if (first.do === 'attackWith' && !effect.else) {
    runAttacksMoreStep(ctx, { do: 'afterAttack', attack: first, then: effect.then }, scopeId);
    return;
  }
  const events = atomicEvents(ctx, first)
    ?? run.unsupported('ABILITY', ctx.label, `"if you do" after a "${first.do}" effect is not supported (only single effects)`);
  const { prepared, done } = prepareAndCheck(run, events);
  run.emit(prepared, true);
  then(ctx, scopeId, done, effect, `"${effect.effect.do}"`);
}

/** A target a cost part names, with the extra conditions paying needs (a ready unit to exhaust, a friendly one...). */
function costTarget(target: Target, extra: Record<string, unknown>): Target {
  return 'choose' in target ? { ...target, optional: false, filter: { ...target.filter, ...extra } } : target;
}

function selfPayable(ctx: AbilityContext, part: CostPart): boolean {
  const { run } = ctx;
  const source = run.unit(ctx.source);
  const leader = PLAYERS.map((p) => run.state[p].leader).find((l) => l.id === ctx.source && !l.deployed);
  if ('exhaust' in part) return source ? !source.inst.exhausted : !!leader && !leader.exhausted;
  return !!source;
}

/** Whether a part can be paid in full now, asking nothing. */
function payable(ctx: AbilityContext, part: CostPart): boolean {
  const { run } = ctx;
  const p = run.state[ctx.controller];
  if (isActionCostPart(part)) return actionCostPayable(ctx, part);
  if ('resources' in part) return p.resources.filter((r) => !r.exhausted).length >= part.resources;
  if ('damageYourBase' in part) return true;
  if ('useTheForce' in part) return p.hasForceToken;
  if ('discard' in part) return p.hand.length >= part.discard;
  if ('disclose' in part) return canDisclose(run, ctx.controller, part.disclose);
  const target = 'exhaust' in part ? part.exhaust : part.defeat;
  if ('self' in target) return selfPayable(ctx, part);
  if ('choose' in target) {
    const filter = 'exhaust' in part ? { ...target.filter, exhausted: false } : target.filter;
    return target.choose !== 'base' && run.units().some((u) => unitMatches(run, u, filter, ctx.controller, ctx.source, ctx.refs));
  }
  return run.unsupported('ABILITY', ctx.label, `a cost paid with ${JSON.stringify(target)} is not supported`);
}

function describeCost(cost: CostPart[]): string {
  if (cost.length === 0) return 'pay X resources';
  return cost.map((part) => {
    if (isActionCostPart(part)) return describeActionCost(part);
    if ('resources' in part) return `pay ${part.resources} resource${part.resources === 1 ? '' : 's'}`;
    if ('damageYourBase' in part) return `deal ${part.damageYourBase} damage to your base`;
    if ('useTheForce' in part) return 'use the Force';
    if ('discard' in part) return `discard ${part.discard} card${part.discard === 1 ? '' : 's'} from your hand`;
    if ('disclose' in part) return describeDisclose(part.disclose);
    return 'exhaust' in part ? 'exhaust a unit' : 'defeat a unit';
  }).join(' and ');
}

/** The events that pay one part (choosing what pays it first). */
function partEvents(ctx: AbilityContext, part: CostPart): SwuEvent[] {
  const { run } = ctx;
  const player = ctx.controller;
  if (isActionCostPart(part)) return actionCostEvents(ctx, part);
  if ('resources' in part) {
    const ready = run.state[player].resources.filter((r) => !r.exhausted).slice(0, part.resources);
    return [{ kind: 'payResources', player, resources: ready.map((r) => r.id), what: ctx.label }];
  }
  if ('damageYourBase' in part) return [{ kind: 'damage', target: run.state[player].base.id, amount: part.damageYourBase, byPlayer: player }];
  if ('useTheForce' in part) return [{ kind: 'useForce', player }];
  // The player discarding chooses the cards (1.14.2); the discard is the ability language's own.
  if ('discard' in part) return atomicEvents(ctx, { do: 'discardFromHand', count: part.discard }) ?? [];
  if ('disclose' in part) return run.unsupported('ABILITY', ctx.label, 'a disclose as a part of an action cost is not supported');
  if ('exhaust' in part) {
    if ('self' in part.exhaust) return [{ kind: 'exhaust', target: ctx.source, reason: 'cost' }];
    return resolveTarget(ctx, costTarget(part.exhaust, { exhausted: false })).map((t) => ({ kind: 'exhaust', target: t, reason: 'cost' }));
  }
  return resolveTarget(ctx, costTarget(part.defeat, {})).map((t) => ({ kind: 'defeat', target: t }));
}

function runPay(ctx: AbilityContext, effect: Pay, scopeId: string): void {
  const { run } = ctx;
  // 8.38: disclosing reveals cards and pays nothing; done or not, as "if you do" needs (v2/disclose.ts).
  if (effect.cost.some((part) => 'disclose' in part)) {
    then(ctx, scopeId, payDisclose(ctx, effect), effect, 'the disclose');
    return;
  }
  const text = describeCost(effect.cost);
  const canPay = effect.cost.every((part) => payable(ctx, part));
  if (!canPay) {
    // 6.4.4A: a cost is paid in full or not at all; what depends on it does not happen.
    run.step('NO_EFFECT', `${ctx.label}: the cost (${text}) can't be paid in full`, [ctx.source], ctx.controller, rule('1.3.2'));
    then(ctx, scopeId, false, effect, 'the cost');
    return;
  }
  let x: number | undefined;
  if (effect.x) {
    const ready = run.state[ctx.controller].resources.filter((r) => !r.exhausted).length - effect.cost.reduce((n, p) => n + ('resources' in p ? p.resources : 0), 0);
    const max = Math.min(ready, effect.x.max ?? ready);
    const [picked] = run.ask({
      player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: choose X (resources to pay, 0-${max})`,
      options: Array.from({ length: max + 1 }, (_, i) => ({ id: `x-${i}`, label: String(i), ref: `x-${i}` })), min: 1, max: 1,
    });
    x = Number(picked!.slice(2));
  }
  if (effect.optional !== false) {
    // One optional-ability prompt shape (optional.ts): "resolve" pays, "decline" does not.
    const [answer] = run.ask(optionalResolve(ctx, `${text}${x ? ` (X = ${x})` : ''}?`));
    if (answer !== RESOLVE) {
      run.step('CHOICE_MADE', `${ctx.controller} does not pay (${text})`, [ctx.source], ctx.controller, rule('8.32.1'));
      then(ctx, scopeId, false, effect, 'the cost');
      return;
    }
  }
  const events = effect.cost.flatMap((part) => partEvents(ctx, part));
  if (x) {
    const used = new Set(events.flatMap((e) => (e.kind === 'payResources' ? e.resources : [])));
    const more = run.state[ctx.controller].resources.filter((r) => !r.exhausted && !used.has(r.id)).slice(0, x);
    events.push({ kind: 'payResources', player: ctx.controller, resources: more.map((r) => r.id), what: `${ctx.label} (X = ${x})` });
  }
  if (x !== undefined) ctx.refs[X_REF] = String(x);
  run.step('COST_PAID', `${ctx.controller} pays: ${text}${x !== undefined ? ` (X = ${x})` : ''}`, [ctx.source], ctx.controller, rule('8.9.1'));
  const { prepared, done } = prepareAndCheck(run, events);
  run.emit(prepared, true);
  then(ctx, scopeId, done, effect, 'the cost');
}

/**
 * An action ability's cost parts besides resources and [Exhaust] (6.4.4): the ability can't be used unless every
 * part can be paid; the parts are paid (choosing what pays them) before the effect resolves.
 */
export function withCostParts(run: SwuRun, ability: ActionAbility, scope: AbilityScope): Effect {
  const parts = ability.cost.parts;
  if (!parts) return ability.effect;
  const ctx = contextFor(run, { ...scope, refs: { ...scope.refs } });
  const missing = parts.find((part) => !payable(ctx, part));
  if (missing) invalid('ILLEGAL_ACTION', '$.action', `"${ability.text}": its cost (${describeCost([missing])}) can't be paid (6.4.4A)`);
  return { do: 'pay', optional: false, cost: parts, then: ability.effect };
}

/** Runs an effect of this module; false for any other effect. */
export function runV2EffectStep(ctx: AbilityContext, effect: Effect, scopeId: string): boolean {
  if (effect.do === 'pay') runPay(ctx, effect, scopeId);
  else if (effect.do === 'ifYouDo') runIfYouDo(ctx, effect, scopeId);
  else if (effect.do === 'playBoundCard') runPlayBound(ctx, effect);
  else return runAttacksMoreStep(ctx, effect, scopeId);
  return true;
}
