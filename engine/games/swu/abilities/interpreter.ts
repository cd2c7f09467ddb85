// Runs ability-language effects as steps of the timing machine. An ability being resolved has a scope (controller,
// source, the names its choices bound) kept in the state; each effect is a task. Atomic effects turn into the events
// they cause (which go through the pipeline, so replacements and triggers see them); sequences, choices and
// conditions schedule further effect tasks. Each step asks its questions before it changes anything.
import { legalDefenders, startAttack } from '../combat.js';
import { attackEffectEvents } from '../attack-modifiers.js';
import { findBase, isShield, opponentOf, PLAYERS } from '../model.js';
import { canPlayFromHand, startPlay } from '../play.js';
import { triggerLabel } from '../policy.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun, SwuTrigger } from '../run.js';
import { isInPlay, powerOf as powerOfUnit, unitMatches } from '../stats.js';
import type { AbilityScope, LastingEffectState, PlayerId } from '../state/types.js';
import type { Amount, Condition, Effect, Target, Who } from './types.js';
import { requireGainedAbilitySupported } from '../support.js';
import { playWithPlot } from '../keywords/plot.js';
import { isV2Amount, v2AmountOf } from '../v2/amounts.js';
import { isV2Condition, v2ConditionHolds } from '../v2/conditions.js';
import { isMoreCondition, moreConditionHolds } from '../conditions/holds.js';
import { constantConditionHolds, isConstantCondition } from '../constants/state.js';
import { runV2EffectStep } from '../v2/costs.js';
import { zoneEffectEvents } from './zone-effects.js';
import { zonesMoreEffectEvents } from './zones-more.js';
import { preventionEffectEvents } from '../v2/prevention.js';
import { immunityEffectEvents, tagAbilityEvents } from '../v2/immunity.js';
import { playersEffectEvents, runPlayersEffectStep } from '../v2/players.js';
import { forceEffectEvents } from '../force/events.js';
import { controlEffectEvents } from '../v2/control.js';
import { usedThisRound, useEffectEvents, withUseRecorded } from '../v2/once-per-round.js';
import { resourceEffectEvents } from '../v2/resources.js';
import { targetEffectEvents } from '../target-effects.js';
import { captureEffectEvents, runCaptureEffectStep } from '../v2/capture.js';
import { deckConditionHolds, deckEffectEvents, isDeckCondition } from '../v2/deck.js';
import { zones6EffectEvents } from '../v2/zones6.js';
import { conds6ConditionHolds, isConds6Condition } from '../v2/conds6.js';
import { costatkConditionHolds, costatkEffectEvents, isCostatkCondition, runCostatkEffectStep } from '../v2/costatk.js';
import { isMultiCondition, multiConditionHolds, multiEffectEvents } from '../v2/multi.js';
import { deck2EffectEvents } from '../v2/deck2.js';
import { choose2EffectEvents } from '../v2/choose2.js';
import { isRefs2Condition, refs2ConditionHolds } from '../v2/refs2.js';
import { pilotsEffectEvents } from '../v2/pilots.js';
import { baseDamagedThisWay, damageEffectEvents, healedThisWay } from '../damage/effects.js';
import { cardMatches, restricted } from '../restrictions.js';
import { defeatedThisPhase, playedEffectEvents, playedRequest } from '../v2/played.js';
import { amounts2EffectEvents, amounts2PlayFilterMatches, runAmounts2EffectStep } from '../v2/amounts2.js';
import { cardLabel, cardOption } from '../labels.js';
import { grantsEffectEvents } from '../v2/grants.js';
import { noabilEffectEvents } from '../v2/noabil.js';
import { dmg6EffectEvents } from '../v2/dmg6.js';
import { refs6EffectEvents } from '../v2/refs6.js';
import { DECLINE, optionalResolve, optionalTargets, RESOLVE } from '../optional.js';
import { bindUnits, boundUnits } from '../v2/chosen.js';

/** A scope with the run it belongs to: what every effect step reads. */
export class AbilityContext implements AbilityScope {
  controller: PlayerId;
  source: string;
  sourceCard: string;
  /** Shared with the state's copy of the scope: names bound by a choice land there too. */
  refs: Record<string, string>;
  amount: number;
  label: string;
  chosenPlayers?: PlayerId[];
  optionalNext?: boolean;
  bounty?: boolean;

  constructor(readonly run: SwuRun, scope: AbilityScope, private readonly stored?: AbilityScope) {
    this.controller = scope.controller;
    this.source = scope.source;
    this.sourceCard = scope.sourceCard;
    this.refs = scope.refs;
    this.amount = scope.amount;
    this.label = scope.label;
    this.chosenPlayers = scope.chosenPlayers;
    this.optionalNext = scope.optionalNext;
    this.bounty = scope.bounty;
  }

  /** Changes the scope (and the state's copy of it, when it has one): only after the step's last question. */
  update(fields: Pick<AbilityScope, 'optionalNext' | 'chosenPlayers'>): void {
    Object.assign(this, fields);
    if (this.stored) Object.assign(this.stored, fields);
  }
}

/** A context over a scope; `stored` is the state's copy to keep in step with. */
export function contextFor(run: SwuRun, scope: AbilityScope, stored?: AbilityScope): AbilityContext {
  return new AbilityContext(run, scope, stored);
}

export function who(ctx: Pick<AbilityScope, 'controller'>, w: Who | undefined): PlayerId {
  return w === 'opponent' ? opponentOf(ctx.controller) : ctx.controller;
}

function candidates(ctx: AbilityContext, target: Extract<Target, { choose: string }>): { id: string; label: string }[] {
  const { run } = ctx;
  const out: { id: string; label: string }[] = [];
  if (target.choose !== 'base') {
    for (const unit of run.units()) {
      if (unitMatches(run, unit, target.filter, ctx.controller, ctx.source, ctx.refs)) out.push({ id: unit.id, label: cardLabel(run, unit.id) });
    }
  }
  if (target.choose !== 'unit') {
    for (const p of PLAYERS) {
      const c = target.filter?.controller;
      if (c === 'friendly' && p !== ctx.controller) continue;
      if (c === 'enemy' && p === ctx.controller) continue;
      out.push({ id: run.state[p].base.id, label: cardLabel(run, run.state[p].base.id) });
    }
  }
  return out;
}

export function resolveTarget(ctx: AbilityContext, target: Target): string[] {
  const { run } = ctx;
  if ('self' in target) return run.unit(ctx.source) ? [ctx.source] : [];
  if ('ref' in target) {
    const id = ctx.refs[target.ref];
    return id && (run.unit(id) || findBase(run.state, id)) ? [id] : [];
  }
  if ('base' in target) return [run.state[who(ctx, target.base)].base.id];
  if ('all' in target) return run.units().filter((u) => unitMatches(run, u, target.filter, ctx.controller, ctx.source, ctx.refs)).map((u) => u.id);
  // "each of those units": every unit an earlier choice of several picked (v2/chosen.ts), still in play.
  if ('refs' in target) return boundUnits(ctx, target.refs).filter((id) => run.unit(id));
  const options = candidates(ctx, target);
  const optional = target.optional === true || ctx.optionalNext === true;
  if (options.length === 0) {
    ctx.update({ optionalNext: false });
    run.step('NO_TARGET', `${ctx.label}: nothing to choose, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  // 8.4.5A "any number of": up to every matching unit (and 0: the target is optional).
  const count = target.anyNumber ? options.length : Math.min(target.count ?? 1, options.length);
  const chooser = who(ctx, target.chooser);
  const what = `${target.anyNumber ? 'any number of' : count === 1 ? 'a' : count} ${target.choose === 'unitOrBase' ? 'unit or base' : target.choose}${target.anyNumber ? 's' : ''}`;
  const offered = options.map((o) => ({ id: o.id, label: o.label, ref: o.id, card: o.id }));
  const picked = run.ask(optional ? optionalTargets(ctx, chooser, what, offered, count) : {
    player: chooser, kind: 'TARGET', text: `${ctx.label}: choose ${what}`, options: offered, min: count, max: count,
  }).filter((id) => id !== DECLINE);
  // The choice is made: only now may the scope change (a step asks before it acts).
  ctx.update({ optionalNext: false });
  if (picked.length > 0) run.step('CHOICE_MADE', `${chooser} chooses ${picked.map((id) => run.name(id)).join(', ')}`, picked, chooser, rule('8.4.1'));
  else run.step('CHOICE_MADE', `${chooser} chooses nothing`, [], chooser, rule('8.32.1'));
  if (target.as && (target.count ?? 1) > 1) bindUnits(ctx, target.as, picked);
  else if (target.as && picked[0]) ctx.refs[target.as] = picked[0];
  return picked;
}

export function amountOf(ctx: AbilityContext, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  if (isV2Amount(amount)) return v2AmountOf(ctx, amount, amountOf);
  if ('healedThisWay' in amount) return healedThisWay(ctx);
  const { run } = ctx;
  if ('event' in amount) return ctx.amount;
  const key = 'damageOn' in amount ? amount.damageOn : amount.powerOf;
  const id = key === 'self' ? ctx.source : ctx.refs[key] ?? key;
  const unit = run.unit(id);
  const snap = run.lkiOf(id);
  if ('damageOn' in amount) return unit ? unit.inst.damage : snap?.damage ?? 0;
  return unit ? powerOfUnit(run, unit) : snap?.power ?? 0;
}

export function conditionHolds(ctx: AbilityContext, c: Condition): boolean {
  const { run } = ctx;
  if (isV2Condition(c)) return v2ConditionHolds(ctx, c);
  if (isDeckCondition(c)) return deckConditionHolds(ctx, c);
  if (isConds6Condition(c)) return conds6ConditionHolds(ctx, c);
  if (isCostatkCondition(c)) return costatkConditionHolds(ctx, c);
  if (isMultiCondition(c)) return multiConditionHolds(ctx, c);
  if (isRefs2Condition(c)) return refs2ConditionHolds(ctx, c);
  if (isMoreCondition(c)) return moreConditionHolds(ctx, c);
  if ('forceIsWithYou' in c) return run.state[ctx.controller].hasForceToken;
  if ('duringPhase' in c) return run.state.phase === c.duringPhase;
  if (isConstantCondition(c)) return constantConditionHolds(run, c, ctx.controller, (u, f) => unitMatches(run, u, f, ctx.controller, ctx.source, ctx.refs), (x) => conditionHolds(ctx, x), (a) => amountOf(ctx, a));
  if ('baseDamagedThisWay' in c) return baseDamagedThisWay(ctx);
  if ('not' in c) return !conditionHolds(ctx, c.not);
  if ('youControl' in c) {
    const n = run.units().filter((u) => unitMatches(run, u, { ...c.youControl, controller: 'friendly' }, ctx.controller, ctx.source, ctx.refs)).length;
    return n >= (c.atLeast ?? 1);
  }
  if ('baseDamaged' in c) return run.state[who(ctx, c.baseDamaged)].base.damage > 0;
  if ('self' in c) {
    const self = run.unit(ctx.source);
    return !!self && unitMatches(run, self, c.self, ctx.controller, null, ctx.refs);
  }
  if ('enemyUnitThisCanAttack' in c) {
    const self = run.unit(ctx.source);
    return !!self && legalDefenders(run, self, { unitsOnly: true }).length > 0;
  }
  return run.unsupported('ABILITY', ctx.label, `condition ${JSON.stringify(c)} is not supported`);
}

function startsWithChoice(effect: Effect): boolean {
  switch (effect.do) {
    case 'sequence':
      return !!effect.steps[0] && startsWithChoice(effect.steps[0]);
    case 'dealDamage': case 'heal': case 'defeat': case 'giveToken': case 'exhaust': case 'ready': case 'modifyStats': case 'gainKeyword': case 'loseKeyword': case 'gainAbility': case 'capture': case 'takeControl': case 'rescue': case 'defeatShields':
    case 'returnToHand': case 'putOnBottomOfDeck': case 'restrict':
      return 'choose' in effect.target || 'chooseUpgrade' in effect.target;
    case 'defeatUpgrade': case 'capturedCard':
      return true;
    case 'discardedThisWay':
      return !effect.each;
    case 'attackWith':
      return 'choose' in effect.attacker;
    case 'moveCards':
      return true;
    default:
      return false;
  }
}

export function lastingEvent(ctx: AbilityContext, targets: string[], duration: LastingEffectState['duration'], grant: Record<string, unknown>): SwuEvent[] {
  const { run } = ctx;
  if (targets.length === 0) return [];
  const attack = run.currentAttack;
  // 7.7.3: a lasting effect ends when its duration says; one the engine would never end can't be answered honestly.
  if (duration === 'untilNextTurn') run.unsupported('RULE', '7.7.3', `${ctx.label}: the duration "untilNextTurn" has no end in the engine (SWU has no turns, 1.15)`);
  if (duration === 'thisAttack' && !attack) run.unsupported('RULE', '7.7.3', `${ctx.label}: an effect "for this attack" created outside an attack would never end`);
  const id = run.newId('effect');
  if (duration === 'thisAttack' && attack) attack.effectIds.push(id);
  return [{
    kind: 'addEffect', effect: { id, source: ctx.source, controller: ctx.controller, duration, targets, effect: grant },
    text: `${ctx.label}: ${targets.map((t) => run.name(t)).join(', ')} ${describeGrant(grant)} (${duration})`,
  }];
}

function describeGrant(grant: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof grant.power === 'number' || typeof grant.hp === 'number') parts.push(`gets ${signed(grant.power)}/${signed(grant.hp)}`);
  if (grant.keyword) parts.push(`gains ${(grant.keyword as { name: string; value?: number }).name}${(grant.keyword as { value?: number }).value ? ` ${(grant.keyword as { value?: number }).value}` : ''}`);
  if (grant.ability) parts.push(`gains "${(grant.ability as { text: string }).text}"`);
  if (Array.isArray(grant.loseKeywords)) parts.push(`loses ${(grant.loseKeywords as string[]).join(' and ')}`);
  return parts.join(' and ');
}

function signed(n: unknown): string {
  const v = typeof n === 'number' ? n : 0;
  return v >= 0 ? `+${v}` : `${v}`;
}

/**
 * The events an atomic effect causes (choosing its targets first, which may ask), or undefined for an effect that
 * is not atomic (sequences, choices, conditions, attacks, plays). Replacement effects use this too: what happens
 * instead is events, which go through the pipeline with the rest of the batch.
 */
export function atomicEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  // Events a card ability causes carry its controller ("by enemy card abilities", v2/immunity.ts).
  return tagAbilityEvents(ctx, untaggedEvents(ctx, effect));
}

function untaggedEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  const { run } = ctx;
  switch (effect.do) {
    case 'dealDamage': {
      // "A friendly unit deals damage equal to its power to an enemy unit": the unit dealing it is chosen first.
      let by: string | undefined;
      if (effect.by) by = 'ref' in effect.by ? ctx.refs[effect.by.ref] : 'self' in effect.by ? ctx.source : resolveTarget(ctx, effect.by)[0];
      if (effect.by && 'choose' in effect.by && !by) return [];
      const targets = resolveTarget(ctx, effect.target);
      const amount = amountOf(ctx, effect.amount);
      return targets.map((t) => ({ kind: 'damage', target: t, amount, by, byPlayer: ctx.controller, source: ctx.source }));
    }
    case 'heal': {
      const targets = resolveTarget(ctx, effect.target);
      const amount = amountOf(ctx, effect.amount);
      if (amount <= 0 || targets.every((t) => (run.unit(t)?.inst.damage ?? findBase(run.state, t)?.base.damage ?? 0) === 0)) {
        run.step('NO_EFFECT', `${ctx.label}: nothing to heal`, [ctx.source, ...targets], ctx.controller, rule('1.3.2'));
      }
      return targets.map((t) => ({ kind: 'heal', target: t, amount }));
    }
    case 'defeat':
      return resolveTarget(ctx, effect.target).map((t) => ({ kind: 'defeat', target: t }));
    case 'defeatShields': {
      const events: SwuEvent[] = [];
      for (const id of resolveTarget(ctx, effect.target)) {
        const unit = run.unit(id);
        for (const upgrade of unit?.inst.upgrades ?? []) if (isShield(run.def(upgrade.card))) events.push({ kind: 'defeat', target: upgrade.id, reason: 'saboteur' });
      }
      if (events.length === 0) run.step('NO_EFFECT', `${ctx.label}: no Shield tokens to defeat`, [ctx.source], ctx.controller, rule('7.5.10'));
      return events;
    }
    case 'draw': {
      const players = effect.player === 'chosen' ? ctx.chosenPlayers ?? [] : [who(ctx, effect.player)];
      // "Draw a card for each ...": none at all when the count is 0 (no draw happens, nothing "drew").
      const count = effect.count === undefined ? 1 : amountOf(ctx, effect.count);
      return count > 0 ? players.map((p) => ({ kind: 'draw', player: p, count })) : [];
    }
    case 'giveToken': {
      const events: SwuEvent[] = [];
      const targets = resolveTarget(ctx, effect.target);
      // "for each ...": read once the target is chosen (it may name it), when the tokens are given.
      const count = effect.count === undefined ? 1 : amountOf(ctx, effect.count);
      for (const t of targets) for (let i = 0; i < count; i += 1) events.push({ kind: 'giveToken', target: t, token: effect.token, player: ctx.controller });
      return events;
    }
    case 'exhaust':
    case 'ready':
      return resolveTarget(ctx, effect.target).map((t) => ({ kind: effect.do, target: t }));
    case 'modifyStats': {
      const targets = resolveTarget(ctx, effect.target);
      // "for each ...": read once, after the choice (it may name the chosen unit); the lasting effect keeps the value.
      const n = effect.per === undefined ? 1 : amountOf(ctx, effect.per);
      return lastingEvent(ctx, targets, effect.duration, { power: (effect.power ?? 0) * n, hp: (effect.hp ?? 0) * n });
    }
    case 'gainKeyword':
      return lastingEvent(ctx, resolveTarget(ctx, effect.target), effect.duration, { keyword: effect.keyword });
    case 'gainAbility':
      requireGainedAbilitySupported(run, effect.ability, ctx.label);
      return lastingEvent(ctx, resolveTarget(ctx, effect.target), effect.duration, { ability: effect.ability });
    case 'capture': {
      const first = effect.targetFirst ? resolveTarget(ctx, effect.target) : undefined;
      const [by] = first && first.length === 0 ? [] : resolveTarget(ctx, effect.by);
      const targets = first ?? resolveTarget(ctx, effect.target);
      return by ? targets.map((t) => ({ kind: 'capture', target: t, by })) : [];
    }
    case 'rescue':
      return resolveTarget(ctx, effect.target).map((t) => ({ kind: 'rescue', target: t }));
    case 'takeControl':
      return resolveTarget(ctx, effect.target).map((t) => ({ kind: 'takeControl', target: t, player: who(ctx, effect.player) }));
    case 'shuffleDeck':
      return [{ kind: 'shuffleDeck', player: who(ctx, effect.player) }];
    case 'delay': {
      const id = run.newId('delayed');
      // "At the start of the regroup phase, defeat it": the names the effect uses keep what they name now.
      const used = Object.keys(ctx.refs).filter((name) => JSON.stringify(effect.effect).includes(`"ref":"${name}"`));
      const refs = used.length ? { refs: Object.fromEntries(used.map((name) => [name, ctx.refs[name]!])) } : {};
      return [{
        kind: 'addDelayed', delayed: { id, source: ctx.source, controller: ctx.controller, when: effect.when, effect: effect.effect, ...refs },
        text: `${ctx.label}: a delayed effect waits for the next ${effect.when.event} event${effect.text ? ` (${effect.text})` : ''}`,
      }];
    }
    default:
      return forceEffectEvents(ctx, effect) ?? damageEffectEvents(ctx, effect) ?? targetEffectEvents(ctx, effect) ?? controlEffectEvents(ctx, effect) ?? useEffectEvents(ctx, effect) ?? resourceEffectEvents(ctx, effect) ?? attackEffectEvents(ctx, effect) ?? zoneEffectEvents(ctx, effect) ?? zonesMoreEffectEvents(ctx, effect) ?? captureEffectEvents(ctx, effect) ?? deckEffectEvents(ctx, effect) ?? grantsEffectEvents(ctx, effect) ?? noabilEffectEvents(ctx, effect) ?? pilotsEffectEvents(ctx, effect) ?? playersEffectEvents(ctx, effect) ?? playedEffectEvents(ctx, effect) ?? preventionEffectEvents(ctx, effect) ?? immunityEffectEvents(ctx, effect) ?? dmg6EffectEvents(ctx, effect) ?? zones6EffectEvents(ctx, effect) ?? refs6EffectEvents(ctx, effect) ?? costatkEffectEvents(ctx, effect) ?? multiEffectEvents(ctx, effect) ?? deck2EffectEvents(ctx, effect) ?? amounts2EffectEvents(ctx, effect) ?? choose2EffectEvents(ctx, effect);
  }
}

/** One step of an ability: an atomic effect's events, or the next steps of a composite one. */
export function runEffectStep(run: SwuRun, effect: Effect, scopeId: string): void {
  const ctx = contextOf(run, scopeId);
  const atomic = atomicEvents(ctx, effect);
  if (atomic) {
    run.emit(atomic);
    return;
  }
  const next = (e: Effect) => run.then({ t: 'swu.effect', effect: e, scope: scopeId });
  switch (effect.do) {
    case 'sequence':
      for (const step of effect.steps) next(step);
      return;
    case 'attackWith': {
      // "even if it's exhausted" (defs/attacks.ts): an exhausted unit may be chosen and attack.
      const ready = effect.evenIfExhausted ? {} : { canAttack: true };
      const attackerTarget: Target = 'choose' in effect.attacker ? { ...effect.attacker, filter: { ...effect.attacker.filter, controller: 'friendly', ...ready } } : effect.attacker;
      const [attacker] = resolveTarget(ctx, attackerTarget);
      if (!attacker) return;
      const unit = run.unit(attacker);
      if (!unit || (unit.inst.exhausted && !effect.evenIfExhausted) || unit.controller !== ctx.controller || restricted(run, unit.id, 'cantAttack')) {
        // 1.3.2: an exhausted (or no longer friendly) unit can't attack (6.3.2A); this part of the ability does nothing.
        run.step('NO_EFFECT', `${ctx.label}: ${run.name(attacker)} can't attack (${unit?.inst.exhausted ? 'exhausted' : 'not a friendly unit'})`, [attacker], ctx.controller, rule('1.3.2'));
        return;
      }
      if (effect.as) ctx.refs[effect.as] = attacker;
      const { unitsOnly, ...defenderFilter } = effect.defender ?? {};
      startAttack(run, { player: ctx.controller, attacker, unitsOnly, ...(effect.evenIfExhausted ? { evenIfExhausted: true } : {}), defenderFilter: Object.keys(defenderFilter).length ? defenderFilter : undefined, modifiers: effect.forThisAttack, sourceLabel: ctx.label, source: ctx.source });
      return;
    }
    case 'chooseAnyNumberOfPlayers': {
      const picked = run.ask({
        player: ctx.controller, kind: 'PLAYERS', text: `${ctx.label}: choose any number of players`,
        options: PLAYERS.map((p) => ({ id: p, label: p === ctx.controller ? 'You' : 'Opponent', ref: p })), min: 0, max: PLAYERS.length,
      });
      run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked.length ? picked.join(', ') : 'no players'}`, [], ctx.controller, rule('8.4.5A'));
      ctx.update({ chosenPlayers: picked as PlayerId[] });
      next(effect.then);
      return;
    }
    case 'may': {
      if (startsWithChoice(effect.effect)) {
        ctx.update({ optionalNext: true });
        next(effect.effect);
        return;
      }
      const [answer] = run.ask(optionalResolve(ctx, effect.text));
      run.step('CHOICE_MADE', `${ctx.controller} ${answer === RESOLVE ? 'resolves' : 'declines'} "${ctx.label}"`, [ctx.source], ctx.controller, rule('8.32.1'));
      if (answer === RESOLVE) next(effect.effect);
      return;
    }
    case 'if':
      if (conditionHolds(ctx, effect.condition)) next(effect.then);
      else if (effect.else) next(effect.else);
      else run.step('NO_EFFECT', `${ctx.label}: condition not met`, [ctx.source], ctx.controller, rule('1.3.2'));
      return;
    case 'chooseOptions': {
      const count = Math.min(effect.count, effect.options.length);
      // "An opponent chooses one:": that player chooses; the chosen option still resolves for the controller.
      const chooser = who(ctx, effect.chooser);
      const chosen = run.ask({
        player: chooser, kind: 'OPTION', text: `${ctx.label}: choose ${count}`,
        options: effect.options.map((o, i) => ({ id: `option-${i}`, label: o.label, ref: null })), min: count, max: count,
      });
      if (effect.chooser) run.step('CHOICE_MADE', `${chooser} chooses: ${chosen.map((id) => effect.options[Number(id.slice('option-'.length))]!.label).join(', ')}`, [ctx.source], chooser, rule('8.4.4'));
      run.then({ t: 'swu.options', scope: scopeId, options: effect.options, remaining: chosen.map((id) => Number(id.slice('option-'.length))) });
      return;
    }
    case 'playFromHand': {
      // "from your discard pile" (7.1.6): the same modified play, from the other zone.
      const hand = run.state[ctx.controller][effect.zone === 'discard' ? 'discard' : 'hand'];
      // "It costs 1 less for each ...": the reduction times the amount, read now.
      const costReduction = effect.costReduction === undefined || effect.per === undefined ? effect.costReduction : effect.costReduction * amountOf(ctx, effect.per);
      const f = effect.filter ?? {};
      // "If it's a Force unit, it costs 8 less instead" (defs/refs2.ts): the reduction of the card being played.
      const reductionOf = (card: string | null) => (effect.costReductionIf && cardMatches(run.def(card!), effect.costReductionIf.filter) ? effect.costReductionIf.costReduction : costReduction);
      const options = hand.filter((c) => {
        const def = run.def(c.card);
        return (!f.type || new RegExp(f.type, 'i').test(def.type)) && (!f.aspect || def.aspects.includes(f.aspect)) && (f.maxCost === undefined || (def.cost ?? 0) <= f.maxCost) && (!f.trait || def.traits.some((t) => t.toLowerCase() === f.trait!.toLowerCase())) && (!f.defeatedThisPhase || defeatedThisPhase(run, c.id, c.card!)) && amounts2PlayFilterMatches(def, f)
          && canPlayFromHand(run, ctx.controller, def, { ignoreAspectPenalty: effect.ignoreAspectPenalty, free: effect.free, costReduction: reductionOf(c.card), ignorePenaltyIcons: effect.ignorePenaltyIcons }, c.id);
      });
      if (options.length === 0) {
        run.step('NO_TARGET', `${ctx.label}: no card in ${effect.zone === 'discard' ? 'the discard pile' : 'hand'} can be played this way`, [ctx.source], ctx.controller, rule('1.3.2'));
        // The rest of the ability that does not name the played card still resolves (1.3.2; compiler/templates/played.ts).
        if (effect.then && !effect.as) run.then({ t: 'swu.effect', effect: effect.then, scope: scopeId });
        return;
      }
      const [card] = run.ask({
        player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a card to play${effect.zone === 'discard' ? ' from your discard pile' : ''}`,
        options: options.map((c) => cardOption(run, c.id)), min: 1, max: 1,
      });
      // 6.2.1A / 7.5.17C: "play a unit" is played as a unit, never with Piloting.
      startPlay(run, { player: ctx.controller, card: card!, from: effect.zone === 'discard' ? 'discard' : 'hand', ignoreAspectPenalty: effect.ignoreAspectPenalty, free: effect.free, costReduction: reductionOf(hand.find((c) => c.id === card)!.card), ...(effect.ignorePenaltyIcons ? { ignorePenaltyIcons: effect.ignorePenaltyIcons } : {}), ...(f.type && /unit/i.test(f.type) ? { piloting: false } : {}), ...playedRequest(ctx, effect, card!, scopeId) });
      return;
    }
    case 'playWithPlot':
      return playWithPlot(ctx);
    default:
      if (runV2EffectStep(ctx, effect, scopeId) || runCaptureEffectStep(ctx, effect, scopeId) || runPlayersEffectStep(ctx, effect, scopeId) || runCostatkEffectStep(ctx, effect, scopeId) || runAmounts2EffectStep(ctx, effect, scopeId)) return;
      run.unsupported('ABILITY', JSON.stringify(effect).slice(0, 80), 'unknown effect in the ability language');
  }
}

/** "Choose N:" (8.4.4): the player resolves the chosen options in the order of their choice, one per step. */
export function runOptionStep(run: SwuRun, scopeId: string, options: { label: string; effect: Effect }[], remaining: number[]): void {
  const ctx = contextOf(run, scopeId);
  let next = remaining[0];
  if (next === undefined) return;
  if (remaining.length > 1) {
    const [picked] = run.ask({
      player: ctx.controller, kind: 'OPTION_ORDER', text: `${ctx.label}: choose which option resolves next`,
      options: remaining.map((i) => ({ id: `option-${i}`, label: options[i]!.label, ref: null })), min: 1, max: 1,
    });
    next = Number(picked!.slice('option-'.length));
  }
  run.step('OPTION_RESOLVED', `${ctx.label}: ${options[next]!.label}`, [ctx.source], ctx.controller, rule('8.4.4'));
  run.then({ t: 'swu.effect', effect: options[next]!.effect, scope: scopeId });
  if (remaining.length > 1) run.then({ t: 'swu.options', scope: scopeId, options, remaining: remaining.filter((i) => i !== next) });
}

export function scopeFor(controller: PlayerId, source: { id: string; card: string }, label: string): AbilityScope {
  return { controller, source: source.id, sourceCard: source.card, refs: {}, amount: 0, label };
}

/** The context of a scope kept in the state: what its choices bind lands in the state's copy. */
export function contextOf(run: SwuRun, scopeId: string): AbilityContext {
  const scope = run.progress.scopes[scopeId];
  if (!scope) return run.unsupported('RULE', '7.6', `no ability is being resolved under scope "${scopeId}"`);
  return contextFor(run, scope, scope);
}

/** Schedules an ability's effect under a new scope, which ends with it. */
export function runAbility(run: SwuRun, effect: Effect, scope: AbilityScope): void {
  const id = run.machine.newId('scope');
  run.progress.scopes[id] = scope;
  run.then({ t: 'swu.effect', effect, scope: id }, { t: 'swu.scopeEnd', scope: id });
}

/** The ability is done: its scope leaves the state. */
export function endScope(run: SwuRun, scopeId: string): void {
  delete run.progress.scopes[scopeId];
}

/** Resolves one triggered ability: the machine hands it over from a window. */
export function resolveTrigger(run: SwuRun, t: SwuTrigger): void {
  const label = triggerLabel(run, t);
  // The resource zone is an in-play zone too (4.9.1): a Plot card resolves from there.
  const inPlay = isInPlay(run, t.source) || run.state[t.controller].resources.some((r) => r.id === t.source);
  run.step('ABILITY_RESOLVED', `${t.controller} resolves "${label}"${inPlay ? '' : ' (its card has left play)'}`, [t.source], t.controller, rule(inPlay ? '7.6.8' : '7.6.3'));
  const scope: AbilityScope = { controller: t.controller, source: t.source, sourceCard: t.sourceCard, refs: { ...t.refs }, amount: t.amount, label };
  if (t.ability.resolvedBy === 'opponent') scope.bounty = true;
  if (usedThisRound(run, t.source, t.ability)) {
    run.step('NO_EFFECT', `${label}: already used this round`, [t.source], t.controller, rule('8.32.3'));
    return;
  }
  // 10.5: collecting a Bounty is optional.
  const effect: Effect = t.ability.resolvedBy === 'opponent' ? { do: 'may', text: 'collect this Bounty?', effect: t.ability.effect } : withUseRecorded(t.ability.effect, t.ability);
  runAbility(run, effect, scope);
}
