// Capture and control, wave 4 (abilities/defs/capture.ts): unit filters that compare with a bound unit or read the
// attacks of this phase and captured cards (8.33); captured cards as targets (rescue, discard); one effect for each of
// several units; exchanging control of two units (8.27.1). Everything goes through the one event pipeline.
import { lit, obj, str, type SchemaNode } from '../../../core/schema.js';
import type { Amount, Effect, UnitFilter } from '../abilities/types.js';
import { AbilityContext, conditionHolds, resolveTarget, who } from '../abilities/interpreter.js';
import type { AmountScope } from './amounts.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';
import { displayName, type UnitView } from '../model.js';
import type { PlayerId, UnitInstance } from '../state/types.js';
import { hpOf, powerOf, unitMatches } from '../stats.js';
import { cardLabel } from '../labels.js';
import { DECLINE, optionalTargets } from '../optional.js';

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

/** Event kinds (spread into the event union of state/timing.ts). */
export const CAPTURE_EVENTS: SchemaNode[] = [
  obj({ kind: lit('discardCaptured'), target: str() }, 'A captured card (8.33) leaves its guard for its owner\'s discard pile.'),
];

function guarded(unit: UnitView): UnitInstance['capturedUnits'] {
  return unit.isLeader ? [] : (unit.inst as UnitInstance).capturedUnits ?? [];
}

/** The unit a filter compares with: "self" (the ability's own unit) or a bound name; in play, or as it last was. */
function compared(run: SwuRun, name: string, sourceId: string | null, refs: Record<string, string>): { power: number; remainingHp: number } | undefined {
  const id = name === 'self' ? sourceId : refs[name];
  if (!id) return undefined;
  const unit = run.unit(id);
  if (unit) return { power: powerOf(run, unit), remainingHp: hpOf(run, unit) - unit.inst.damage };
  const snap = run.lkiOf(id);
  return snap ? { power: snap.power, remainingHp: snap.hp - snap.damage } : undefined;
}

/** The filter properties of abilities/defs/capture.ts on a unit in play (relative to the ability's controller). */
export function captureFilterMatches(run: SwuRun, unit: UnitView, filter: UnitFilter, controller: PlayerId, sourceId: string | null, refs: Record<string, string>, printedOnly: boolean): boolean {
  if (filter.lessPowerThan !== undefined || filter.lessRemainingHpThan !== undefined) {
    if (printedOnly) return run.unsupported('ABILITY', JSON.stringify(filter), 'a constant ability whose filter compares power or HP is not supported');
    const other = compared(run, (filter.lessPowerThan ?? filter.lessRemainingHpThan)!, sourceId, refs);
    // Nothing to compare with (the unit is gone without a trace): no unit has less than it.
    if (!other) return false;
    if (filter.lessPowerThan !== undefined && !(powerOf(run, unit) < other.power)) return false;
    if (filter.lessRemainingHpThan !== undefined) {
      const against = filter.lessPowerThan !== undefined ? compared(run, filter.lessRemainingHpThan, sourceId, refs) : other;
      if (!against || !(hpOf(run, unit) - unit.inst.damage < against.remainingHp)) return false;
    }
  }
  if (filter.costAtMostOf !== undefined) {
    const id = filter.costAtMostOf === 'self' ? sourceId : refs[filter.costAtMostOf];
    const card = id ? run.unit(id)?.card ?? run.lkiOf(id)?.card : undefined;
    if (!card || (run.def(unit.card).cost ?? 0) > (run.def(card).cost ?? 0)) return false;
  }
  if (filter.attackedYourBaseThisPhase !== undefined) {
    const h = run.state.thisPhase;
    const base = run.state[controller].base.id;
    const did = !!h?.attacks.some((a) => a.attacker === unit.id && a.defender === base);
    if (!did && (!h || h.partial)) return run.unsupported('RULE', 'thisPhase', `whether ${run.name(unit.id)} attacked ${controller}'s base this phase is not in the state (send "thisPhase" with the state)`);
    if (did !== filter.attackedYourBaseThisPhase) return false;
  }
  if (filter.guarding !== undefined && (guarded(unit).length > 0) !== filter.guarding) return false;
  return true;
}

/** The captured cards the effect may choose from, each with its guard. */
function capturedOptions(ctx: AbilityContext, effect: Of<'capturedCard'>, chooser: PlayerId): { id: string; card: string; guard: string }[] {
  const { run } = ctx;
  const out: { id: string; card: string; guard: string }[] = [];
  const guardId = effect.guardRef === 'self' ? ctx.source : effect.guardRef !== undefined ? ctx.refs[effect.guardRef] : undefined;
  for (const unit of run.units()) {
    if (effect.guardRef !== undefined && guardId !== unit.id) continue;
    if (effect.guardFilter && !unitMatches(run, unit, effect.guardFilter, ctx.controller, ctx.source, ctx.refs)) continue;
    for (const c of guarded(unit)) if (!effect.ownedByChooser || c.owner === chooser) out.push({ id: c.id, card: c.card, guard: unit.id });
  }
  return out;
}

function capturedCard(ctx: AbilityContext, effect: Of<'capturedCard'>): SwuEvent[] {
  const { run } = ctx;
  const chooser = who(ctx, effect.chooser);
  const options = capturedOptions(ctx, effect, chooser);
  if (options.length === 0) {
    ctx.update({ optionalNext: false });
    run.step('NO_TARGET', `${ctx.label}: no captured card to choose, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const offered = options.map((o) => ({ id: o.id, label: `${displayName(run.def(o.card))} (captured by ${cardLabel(run, o.guard)})`, ref: o.id, card: o.id }));
  const picked = run.ask(ctx.optionalNext || effect.optional ? optionalTargets(ctx, chooser, 'a captured card', offered, 1) : {
    player: chooser, kind: 'TARGET', text: `${ctx.label}: choose a captured card`, options: offered, min: 1, max: 1,
  }).filter((id) => id !== DECLINE);
  ctx.update({ optionalNext: false });
  if (picked.length === 0) {
    run.step('CHOICE_MADE', `${chooser} chooses nothing`, [], chooser, rule('8.32.1'));
    return [];
  }
  run.step('CHOICE_MADE', `${chooser} chooses ${picked.map((id) => offered.find((o) => o.id === id)!.label).join(', ')}`, picked, chooser, rule('8.4.1'));
  return picked.map((id): SwuEvent => (effect.action === 'rescue' ? { kind: 'rescue', target: id } : { kind: 'discardCaptured', target: id }));
}

function exchangeControl(ctx: AbilityContext, effect: Of<'exchangeControl'>): SwuEvent[] {
  const { run } = ctx;
  const [first] = resolveTarget(ctx, effect.first);
  const [second] = first ? resolveTarget(ctx, effect.second) : [];
  const a = first ? run.unit(first) : undefined;
  const b = second ? run.unit(second) : undefined;
  // 8.27: an exchange needs both units; with one gone there is nothing to exchange it for.
  if (!a || !b || a.controller === b.controller) {
    run.step('NO_EFFECT', `${ctx.label}: there are not two units controlled by different players to exchange`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  if (a.isLeader || b.isLeader) run.unsupported('RULE', '3.4.6', 'taking control of a leader unit');
  return [{ kind: 'takeControl', target: a.id, player: b.controller }, { kind: 'takeControl', target: b.id, player: a.controller }];
}

/**
 * "captures any number of enemy non-leader units with a total of 7 or less remaining HP": the captor first, then one
 * unit at a time among those that still fit (the total left, the count left), until the player stops or none fits;
 * every unit chosen is captured in one batch. Any set within the total can be built this way, and no other.
 */
function captureUpToTotal(ctx: AbilityContext, effect: Of<'captureUpToTotal'>): SwuEvent[] {
  const { run } = ctx;
  const [by] = resolveTarget(ctx, effect.by);
  if (!by) return [];
  const remaining = (id: string) => {
    const u = run.unit(id)!;
    return hpOf(run, u) - u.inst.damage;
  };
  const chosen: string[] = [];
  let left = effect.maxRemainingHp;
  for (;;) {
    if (effect.upTo !== undefined && chosen.length >= effect.upTo) break;
    const fits = run.units().filter((u) => u.id !== by && !chosen.includes(u.id) && unitMatches(run, u, effect.filter, ctx.controller, ctx.source, ctx.refs) && remaining(u.id) <= left);
    if (fits.length === 0) break;
    const [next] = run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a unit to capture (${left} remaining HP left${effect.upTo !== undefined ? `, up to ${effect.upTo - chosen.length} more` : ''}), or none to stop`,
      options: fits.map((u) => ({ id: u.id, label: cardLabel(run, u.id), ref: u.id, card: u.id })), min: 0, max: 1,
    });
    if (!next) break;
    chosen.push(next);
    left -= remaining(next);
  }
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${chosen.length ? chosen.map((id) => run.name(id)).join(', ') : 'no units'}`, chosen, ctx.controller, rule('8.4.5A'));
  return chosen.map((t): SwuEvent => ({ kind: 'capture', target: t, by }));
}

/** The events of the effects this module defines, or undefined for any other effect. */
export function captureEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do === 'capturedCard') return capturedCard(ctx, effect);
  if (effect.do === 'captureUpToTotal') return captureUpToTotal(ctx, effect);
  if (effect.do === 'exchangeControl') return exchangeControl(ctx, effect);
  return undefined;
}

const queueOf = (as: string) => `${as}:queue`;

/**
 * "Each of those units captures ...": the units are fixed first (chosen, or every matching unit), then the effect
 * resolves for one of them at a time, the controller choosing which next; a unit that left play meanwhile is skipped.
 * The units still to go are kept with the scope's names (so a prompt in between loses nothing). Each step asks its
 * question before it changes the scope.
 */
function runForEach(ctx: AbilityContext, effect: Of<'forEachUnit'>, scopeId: string): void {
  const { run } = ctx;
  const key = queueOf(effect.as);
  const again = () => run.then({ t: 'swu.effect', effect, scope: scopeId });
  const queued = ctx.refs[key];
  if (queued === undefined) {
    const matching = run.units().filter((u) => unitMatches(run, u, effect.filter, ctx.controller, ctx.source, ctx.refs)).map((u) => u.id);
    let units = matching;
    if (effect.anyNumber && matching.length > 0) {
      units = run.ask({
        player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose any number of units`,
        options: matching.map((id) => ({ id, label: cardLabel(run, id), ref: id, card: id })), min: 0, max: matching.length,
      });
      run.step('CHOICE_MADE', `${ctx.controller} chooses ${units.length ? units.map((id) => run.name(id)).join(', ') : 'no units'}`, units, ctx.controller, rule('8.4.5A'));
    }
    if (units.length === 0) {
      run.step('NO_TARGET', `${ctx.label}: no units, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
      return;
    }
    ctx.refs[key] = units.join(',');
    again();
    return;
  }
  const remaining = queued.split(',').filter((id) => id && run.unit(id));
  if (remaining.length === 0) {
    delete ctx.refs[key];
    return;
  }
  let next = remaining[0]!;
  if (remaining.length > 1) {
    [next] = run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose the unit it resolves for next`,
      options: remaining.map((id) => ({ id, label: cardLabel(run, id), ref: id, card: id })), min: 1, max: 1,
    }) as [string];
  }
  run.step('CHOICE_MADE', `${ctx.label}: resolves for ${run.name(next)}`, [next], ctx.controller, rule('8.4.1'));
  ctx.refs[effect.as] = next;
  const rest = remaining.filter((id) => id !== next);
  if (rest.length > 0) ctx.refs[key] = rest.join(',');
  else delete ctx.refs[key];
  run.then({ t: 'swu.effect', effect: effect.effect, scope: scopeId });
  if (rest.length > 0) again();
}

/** Composite effects of this module; false for any other effect. */
export function runCaptureEffectStep(ctx: AbilityContext, effect: Effect, scopeId: string): boolean {
  if (effect.do !== 'forEachUnit') return false;
  runForEach(ctx, effect, scopeId);
  return true;
}

/** Applies this module's events; false for any other event. */
export function applyCaptureEvent(run: SwuRun, event: SwuEvent): boolean {
  if (event.kind !== 'discardCaptured') return false;
  for (const unit of run.units()) {
    if (unit.isLeader) continue;
    const inst = unit.inst as UnitInstance;
    const captured = inst.capturedUnits.find((c) => c.id === event.target);
    if (!captured) continue;
    inst.capturedUnits = inst.capturedUnits.filter((c) => c.id !== event.target);
    run.state[captured.owner].discard.push({ id: captured.id, card: captured.card });
    run.step('DISCARDED', `${displayName(run.def(captured.card))}, captured by ${run.name(unit.id)}, is discarded`, [captured.id, unit.id], captured.owner, rule('8.33.1'));
  }
  return true;
}

/** How many captured cards the unit with this id guards (0 when it is not a unit in play). */
export function guardedCount(run: SwuRun, id: string): number {
  const unit = run.unit(id);
  return unit ? guarded(unit).length : 0;
}

type CaptureAmount = Extract<Amount, { capturedBy: string } | { when: unknown } | { absDifference: unknown }>;

/** The amounts of abilities/defs/capture.ts. */
export function captureAmount<C extends AmountScope>(ctx: C, amount: CaptureAmount, amountOf: (ctx: C, a: Amount) => number): number {
  if ('capturedBy' in amount) return guardedCount(ctx.run, amount.capturedBy === 'self' ? ctx.source : ctx.refs[amount.capturedBy] ?? '');
  // A condition reads an ability's choices: a constant's or cost modifier's scope has none.
  if ('when' in amount) return ctx instanceof AbilityContext ? amountOf(ctx, conditionHolds(ctx, amount.when) ? amount.then : amount.otherwise) : ctx.run.unsupported('ABILITY', ctx.label, 'a conditional amount outside an ability is not supported');
  return Math.abs(amountOf(ctx, amount.absDifference[0]!) - amountOf(ctx, amount.absDifference[1]!));
}
