// Runs ability-language effects against the state, through the timing pipeline. Choices become prompts.
import { attack, legalDefenders } from '../combat.js';
import { allUnits, displayName, findBase, isShield, opponentOf, PLAYERS, type UnitView } from '../model.js';
import { canPlayFromHand, playCard } from '../play.js';
import { triggerLabel } from '../policy.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun, SwuTrigger } from '../run.js';
import { isInPlay, powerOf as powerOfUnit, unitMatches } from '../stats.js';
import type { LastingEffectState, PlayerId } from '../state/types.js';
import type { Amount, Condition, Effect, Target, Who } from './types.js';
import { requireGainedAbilitySupported } from '../support.js';

export interface AbilityContext {
  run: SwuRun;
  controller: PlayerId;
  /** Instance id of the card whose ability this is; it may have left play (7.6.3). */
  source: string;
  sourceCard: string;
  refs: Record<string, string>;
  amount: number;
  label: string;
  chosenPlayers?: PlayerId[];
  /** A "may" folded into the next target choice: choosing nothing declines. */
  optionalNext?: boolean;
}

function who(ctx: AbilityContext, w: Who | undefined): PlayerId {
  return w === 'opponent' ? opponentOf(ctx.controller) : ctx.controller;
}

function candidates(ctx: AbilityContext, target: Extract<Target, { choose: string }>): { id: string; label: string }[] {
  const { run } = ctx;
  const out: { id: string; label: string }[] = [];
  if (target.choose !== 'base') {
    for (const unit of allUnits(run.state, run.defOf)) {
      if (unitMatches(run, unit, target.filter, ctx.controller, ctx.source, ctx.refs)) out.push({ id: unit.id, label: `${run.name(unit.id)} (${unit.controller})` });
    }
  }
  if (target.choose !== 'unit') {
    for (const p of PLAYERS) {
      const c = target.filter?.controller;
      if (c === 'friendly' && p !== ctx.controller) continue;
      if (c === 'enemy' && p === ctx.controller) continue;
      out.push({ id: run.state[p].base.id, label: run.name(run.state[p].base.id) });
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
  if ('all' in target) return allUnits(run.state, run.defOf).filter((u) => unitMatches(run, u, target.filter, ctx.controller, ctx.source, ctx.refs)).map((u) => u.id);
  const options = candidates(ctx, target);
  const optional = target.optional === true || ctx.optionalNext === true;
  ctx.optionalNext = false;
  if (options.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: nothing to choose, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const count = Math.min(target.count ?? 1, options.length);
  const chooser = who(ctx, target.chooser);
  const picked = run.ask({
    player: chooser, kind: 'TARGET', text: `${ctx.label}: choose ${count === 1 ? 'a' : count} ${target.choose === 'unitOrBase' ? 'unit or base' : target.choose}${optional ? ' (or none)' : ''}`,
    options: options.map((o) => ({ id: o.id, label: o.label, ref: o.id })), min: optional ? 0 : count, max: count,
  });
  if (picked.length > 0) run.step('CHOICE_MADE', `${chooser} chooses ${picked.map((id) => run.name(id)).join(', ')}`, picked, chooser, rule('8.4.1'));
  else run.step('CHOICE_MADE', `${chooser} chooses nothing`, [], chooser, rule('8.32.1'));
  if (target.as && picked[0]) ctx.refs[target.as] = picked[0];
  return picked;
}

function amountOf(ctx: AbilityContext, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  const { run } = ctx;
  if ('event' in amount) return ctx.amount;
  const key = 'damageOn' in amount ? amount.damageOn : amount.powerOf;
  const id = key === 'self' ? ctx.source : ctx.refs[key] ?? key;
  const unit = run.unit(id);
  const snap = run.lki.get(id);
  if ('damageOn' in amount) return unit ? unit.inst.damage : snap?.damage ?? 0;
  return unit ? powerOfUnit(run, unit) : snap?.power ?? 0;
}


export function conditionHolds(ctx: AbilityContext, c: Condition): boolean {
  const { run } = ctx;
  if ('not' in c) return !conditionHolds(ctx, c.not);
  if ('youControl' in c) {
    const n = allUnits(run.state, run.defOf).filter((u) => unitMatches(run, u, { ...c.youControl, controller: 'friendly' }, ctx.controller, ctx.source, ctx.refs)).length;
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
    case 'dealDamage': case 'heal': case 'defeat': case 'giveToken': case 'exhaust': case 'ready': case 'modifyStats': case 'gainKeyword': case 'gainAbility': case 'capture': case 'takeControl': case 'rescue': case 'defeatShields':
      return 'choose' in effect.target;
    case 'attackWith':
      return 'choose' in effect.attacker;
    default:
      return false;
  }
}

function addLasting(ctx: AbilityContext, targets: string[], duration: LastingEffectState['duration'], grant: Record<string, unknown>): void {
  const { run } = ctx;
  if (targets.length === 0) return;
  const attack = run.currentAttack;
  // 7.7.3: a lasting effect ends when its duration says; one the engine would never end can't be answered honestly.
  if (duration === 'untilNextTurn') run.unsupported('RULE', '7.7.3', `${ctx.label}: the duration "untilNextTurn" has no end in the engine (SWU has no turns, 1.15)`);
  if (duration === 'thisAttack' && !attack) run.unsupported('RULE', '7.7.3', `${ctx.label}: an effect "for this attack" created outside an attack would never end`);
  const id = run.newId('effect');
  if (duration === 'thisAttack' && attack) attack.effectIds.push(id);
  run.timing.emit([{
    kind: 'addEffect', effect: { id, source: ctx.source, controller: ctx.controller, duration, targets, effect: grant },
    text: `${ctx.label}: ${targets.map((t) => run.name(t)).join(', ')} ${describeGrant(grant)} (${duration})`,
  }]);
}

function describeGrant(grant: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof grant.power === 'number' || typeof grant.hp === 'number') parts.push(`gets ${signed(grant.power)}/${signed(grant.hp)}`);
  if (grant.keyword) parts.push(`gains ${(grant.keyword as { name: string; value?: number }).name}${(grant.keyword as { value?: number }).value ? ` ${(grant.keyword as { value?: number }).value}` : ''}`);
  if (grant.ability) parts.push(`gains "${(grant.ability as { text: string }).text}"`);
  return parts.join(' and ');
}

function signed(n: unknown): string {
  const v = typeof n === 'number' ? n : 0;
  return v >= 0 ? `+${v}` : `${v}`;
}

export function runEffect(effect: Effect, ctx: AbilityContext): void {
  const { run } = ctx;
  const emit = (events: SwuEvent[]) => run.timing.emit(events);
  switch (effect.do) {
    case 'sequence':
      for (const step of effect.steps) runEffect(step, ctx);
      return;
    case 'dealDamage': {
      const targets = resolveTarget(ctx, effect.target);
      const amount = amountOf(ctx, effect.amount);
      let by: string | undefined;
      if (effect.by) by = 'ref' in effect.by ? ctx.refs[effect.by.ref] : 'self' in effect.by ? ctx.source : resolveTarget(ctx, effect.by)[0];
      emit(targets.map((t) => ({ kind: 'damage', target: t, amount, by, byPlayer: ctx.controller })));
      return;
    }
    case 'heal': {
      const targets = resolveTarget(ctx, effect.target);
      const amount = amountOf(ctx, effect.amount);
      if (amount <= 0 || targets.every((t) => (run.unit(t)?.inst.damage ?? findBase(run.state, t)?.base.damage ?? 0) === 0)) {
        run.step('NO_EFFECT', `${ctx.label}: nothing to heal`, [ctx.source, ...targets], ctx.controller, rule('1.3.2'));
      }
      emit(targets.map((t) => ({ kind: 'heal', target: t, amount })));
      return;
    }
    case 'defeat':
      emit(resolveTarget(ctx, effect.target).map((t) => ({ kind: 'defeat', target: t })));
      return;
    case 'defeatShields': {
      const events: SwuEvent[] = [];
      for (const id of resolveTarget(ctx, effect.target)) {
        const unit = run.unit(id);
        for (const upgrade of unit?.inst.upgrades ?? []) if (isShield(run.def(upgrade.card))) events.push({ kind: 'defeat', target: upgrade.id, reason: 'saboteur' });
      }
      if (events.length === 0) run.step('NO_EFFECT', `${ctx.label}: no Shield tokens to defeat`, [ctx.source], ctx.controller, rule('7.5.10'));
      emit(events);
      return;
    }
    case 'draw': {
      const players = effect.player === 'chosen' ? ctx.chosenPlayers ?? [] : [who(ctx, effect.player)];
      emit(players.map((p) => ({ kind: 'draw', player: p, count: effect.count ?? 1 })));
      return;
    }
    case 'giveToken': {
      const targets = resolveTarget(ctx, effect.target);
      const events: SwuEvent[] = [];
      for (const t of targets) for (let i = 0; i < (effect.count ?? 1); i += 1) events.push({ kind: 'giveToken', target: t, token: effect.token, player: ctx.controller });
      emit(events);
      return;
    }
    case 'exhaust':
    case 'ready':
      emit(resolveTarget(ctx, effect.target).map((t) => ({ kind: effect.do, target: t })));
      return;
    case 'attackWith': {
      const attackerTarget: Target = 'choose' in effect.attacker ? { ...effect.attacker, filter: { ...effect.attacker.filter, controller: 'friendly', canAttack: true } } : effect.attacker;
      const [attacker] = resolveTarget(ctx, attackerTarget);
      if (!attacker) return;
      const unit = run.unit(attacker);
      if (!unit || unit.inst.exhausted || unit.controller !== ctx.controller) {
        // 1.3.2: an exhausted (or no longer friendly) unit can't attack (6.3.2A); this part of the ability does nothing.
        run.step('NO_EFFECT', `${ctx.label}: ${run.name(attacker)} can't attack (${unit?.inst.exhausted ? 'exhausted' : 'not a friendly unit'})`, [attacker], ctx.controller, rule('1.3.2'));
        return;
      }
      if (effect.as) ctx.refs[effect.as] = attacker;
      const { unitsOnly, ...defenderFilter } = effect.defender ?? {};
      attack(run, { player: ctx.controller, attacker, unitsOnly, defenderFilter: Object.keys(defenderFilter).length ? defenderFilter : undefined, modifiers: effect.forThisAttack, sourceLabel: ctx.label, source: ctx.source });
      return;
    }
    case 'modifyStats':
      addLasting(ctx, resolveTarget(ctx, effect.target), effect.duration, { power: effect.power ?? 0, hp: effect.hp ?? 0 });
      return;
    case 'gainKeyword':
      addLasting(ctx, resolveTarget(ctx, effect.target), effect.duration, { keyword: effect.keyword });
      return;
    case 'gainAbility':
      requireGainedAbilitySupported(run, effect.ability, ctx.label);
      addLasting(ctx, resolveTarget(ctx, effect.target), effect.duration, { ability: effect.ability });
      return;
    case 'chooseAnyNumberOfPlayers': {
      const picked = run.ask({
        player: ctx.controller, kind: 'PLAYERS', text: `${ctx.label}: choose any number of players`,
        options: PLAYERS.map((p) => ({ id: p, label: p === ctx.controller ? 'You' : 'Opponent', ref: p })), min: 0, max: PLAYERS.length,
      });
      run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked.length ? picked.join(', ') : 'no players'}`, [], ctx.controller, rule('8.4.5A'));
      const inner = { ...ctx, chosenPlayers: picked as PlayerId[] };
      runEffect(effect.then, inner);
      return;
    }
    case 'may': {
      if (startsWithChoice(effect.effect)) {
        runEffect(effect.effect, { ...ctx, optionalNext: true, refs: ctx.refs });
        return;
      }
      const [answer] = run.ask({
        player: ctx.controller, kind: 'MAY', text: `${ctx.label}: ${effect.text ?? 'resolve this ability?'}`,
        options: [{ id: 'yes', label: 'Trigger', ref: null }, { id: 'no', label: 'Pass', ref: null }], min: 1, max: 1,
      });
      run.step('CHOICE_MADE', `${ctx.controller} ${answer === 'yes' ? 'resolves' : 'declines'} "${ctx.label}"`, [ctx.source], ctx.controller, rule('8.32.1'));
      if (answer === 'yes') runEffect(effect.effect, ctx);
      return;
    }
    case 'if':
      if (conditionHolds(ctx, effect.condition)) runEffect(effect.then, ctx);
      else if (effect.else) runEffect(effect.else, ctx);
      else run.step('NO_EFFECT', `${ctx.label}: condition not met`, [ctx.source], ctx.controller, rule('1.3.2'));
      return;
    case 'capture': {
      const [by] = resolveTarget(ctx, effect.by);
      const targets = resolveTarget(ctx, effect.target);
      if (by) emit(targets.map((t) => ({ kind: 'capture', target: t, by })));
      return;
    }
    case 'rescue':
      emit(resolveTarget(ctx, effect.target).map((t) => ({ kind: 'rescue', target: t })));
      return;
    case 'takeControl':
      emit(resolveTarget(ctx, effect.target).map((t) => ({ kind: 'takeControl', target: t, player: ctx.controller })));
      return;
    case 'chooseOptions': {
      const count = Math.min(effect.count, effect.options.length);
      const chosen = run.ask({
        player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: choose ${count}`,
        options: effect.options.map((o, i) => ({ id: `option-${i}`, label: o.label, ref: null })), min: count, max: count,
      });
      let remaining = chosen.map((id) => Number(id.slice('option-'.length)));
      // The player resolves the chosen options in the order of their choice (8.4.4).
      while (remaining.length > 0) {
        let next = remaining[0]!;
        if (remaining.length > 1) {
          const [picked] = run.ask({
            player: ctx.controller, kind: 'OPTION_ORDER', text: `${ctx.label}: choose which option resolves next`,
            options: remaining.map((i) => ({ id: `option-${i}`, label: effect.options[i]!.label, ref: null })), min: 1, max: 1,
          });
          next = Number(picked!.slice('option-'.length));
        }
        remaining = remaining.filter((i) => i !== next);
        run.step('OPTION_RESOLVED', `${ctx.label}: ${effect.options[next]!.label}`, [ctx.source], ctx.controller, rule('8.4.4'));
        runEffect(effect.options[next]!.effect, ctx);
      }
      return;
    }
    case 'shuffleDeck':
      emit([{ kind: 'shuffleDeck', player: who(ctx, effect.player) }]);
      return;
    case 'delay': {
      const id = run.newId('delayed');
      run.timing.emit([{
        kind: 'addDelayed', delayed: { id, source: ctx.source, controller: ctx.controller, when: effect.when, effect: effect.effect },
        text: `${ctx.label}: a delayed effect waits for the next ${effect.when.event} event${effect.text ? ` (${effect.text})` : ''}`,
      }]);
      return;
    }
    case 'playFromHand': {
      const hand = run.state[ctx.controller].hand;
      const f = effect.filter ?? {};
      const options = hand.filter((c) => {
        const def = run.def(c.card);
        return (!f.type || new RegExp(f.type, 'i').test(def.type)) && (!f.aspect || def.aspects.includes(f.aspect)) && (f.maxCost === undefined || (def.cost ?? 0) <= f.maxCost)
          && canPlayFromHand(run, ctx.controller, def, { ignoreAspectPenalty: effect.ignoreAspectPenalty, free: effect.free, costReduction: effect.costReduction });
      });
      if (options.length === 0) {
        run.step('NO_TARGET', `${ctx.label}: no card in hand can be played this way`, [ctx.source], ctx.controller, rule('1.3.2'));
        return;
      }
      const [card] = run.ask({
        player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a card to play`,
        options: options.map((c) => ({ id: c.id, label: run.name(c.id) === c.id ? displayName(run.def(c.card)) : run.name(c.id), ref: c.id })), min: 1, max: 1,
      });
      playCard(run, { player: ctx.controller, card: card!, from: 'hand', ignoreAspectPenalty: effect.ignoreAspectPenalty, free: effect.free, costReduction: effect.costReduction });
      return;
    }
    default:
      run.unsupported('ABILITY', JSON.stringify(effect).slice(0, 80), 'unknown effect in the ability language');
  }
}

export function contextFor(run: SwuRun, controller: PlayerId, source: UnitView | { id: string; card: string }, label: string): AbilityContext {
  return { run, controller, source: source.id, sourceCard: source.card, refs: {}, amount: 0, label };
}

/** Resolves one triggered ability: the core calls this for each trigger its window hands over. */
export function resolveTrigger(run: SwuRun, t: SwuTrigger): void {
  const label = triggerLabel(run, t);
  const inPlay = isInPlay(run, t.source);
  run.step('ABILITY_RESOLVED', `${t.controller} resolves "${label}"${inPlay ? '' : ' (its card has left play)'}`, [t.source], t.controller, rule(inPlay ? '7.6.8' : '7.6.3'));
  const ctx: AbilityContext = { run, controller: t.controller, source: t.source, sourceCard: t.sourceCard, refs: { ...t.refs }, amount: t.amount, label };
  if (t.ability.resolvedBy === 'opponent') {
    // 10.5: collecting a Bounty is optional.
    runEffect({ do: 'may', text: 'collect this Bounty?', effect: t.ability.effect }, ctx);
    return;
  }
  runEffect(t.ability.effect, ctx);
}
