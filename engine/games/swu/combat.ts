// Attack With a Unit (6.3), as steps of the timing machine: declare (check restrictions: Sentinel, Saboteur; choose
// the defender), begin (exhaust the attacker, modifiers, On Attack window), deal simultaneous combat damage (Grit fixed
// before damage, Overwhelm excess, Shields), end (expire "for this attack" effects, When Attack Ends window).
import { invalid } from '../../core/interrupts.js';
import { opponentOf, type UnitView } from './model.js';
import { rule } from './rules.js';
import { cardOption } from './labels.js';
import type { AttackContext, AttackRequestData, SwuEvent, SwuRun } from './run.js';
import { cantBeAttacked, hasKeyword, hpOf, powerOf, unitMatches } from './stats.js';
import { requireSupported } from './support.js';
import { hiddenProtects } from './keywords/hidden.js';
import { restricted } from './restrictions.js';
import { defenderModifierEffects } from './target-effects.js';
import { dealsCombatDamageFirst, firstStrikeDealt } from './attack-modifiers.js';
import { constantScope, scopeAmountOf } from './v2/amounts.js';
import { cantDealCombatDamage, combatPower, conditionalModifierEffects, defenderStrikesFirst, otherArenaDefenders } from './v2/attacks-more.js';

export type AttackRequest = AttackRequestData;

/** Legal defenders for this attacker (6.3.2): enemy units in its arena and the enemy base, narrowed by Sentinel. */
export function legalDefenders(run: SwuRun, attacker: UnitView, opts: { unitsOnly?: boolean } = {}): string[] {
  const enemy = opponentOf(attacker.controller);
  const p = run.state[enemy];
  const inArena: UnitView[] = [];
  for (const u of p[attacker.arena]) inArena.push(run.unit(u.id)!);
  if (p.leader.deployed && !p.leader.asUpgrade) {
    const leaderUnit = run.unit(p.leader.id);
    if (leaderUnit && leaderUnit.arena === attacker.arena) inArena.push(leaderUnit);
  }
  const sentinels = inArena.filter((u) => hasKeyword(run, u, 'Sentinel'));
  // "This unit can attack units in the ground arena" (v2/attacks-more.ts): enemy units there too; only Sentinels in
  // the attacker's own arena restrict it (ruling on SOR Strafing Gunship).
  const reachable = [...inArena, ...otherArenaDefenders(run, attacker)];
  // "Can't be attacked" (and Hidden, 7.5.18) removes a unit from the choices, except a Sentinel (8.4, 7.5.18B).
  const attackable = reachable.filter((u) => !(cantBeAttacked(run, u) || hiddenProtects(run, u)) || hasKeyword(run, u, 'Sentinel'));
  // Sentinel (8.2) unless the attacker has Saboteur (7.1, 8.3).
  if (sentinels.length > 0 && !hasKeyword(run, attacker, 'Saboteur')) return sentinels.map((u) => u.id);
  const out = attackable.map((u) => u.id);
  if (!opts.unitsOnly && !restricted(run, p.base.id, 'cantBeAttacked') && !restricted(run, attacker.id, 'cantAttackBases')) out.push(p.base.id);
  return out;
}

/** Schedules an attack: its steps run after the current one. */
export function startAttack(run: SwuRun, req: AttackRequest): void {
  run.then({ t: 'swu.attack', req });
}

/** 6.3.1-6.3.2: declare the attack and check restrictions; the defender is asked for when not given. */
export function declareAttack(run: SwuRun, req: AttackRequest): void {
  const attacker = run.unit(req.attacker);
  if (!attacker || attacker.controller !== req.player) invalid('ILLEGAL_ACTION', '$.action.attacker', `${run.name(req.attacker)} is not a unit ${req.player} controls in play`);
  if (attacker.inst.exhausted && !req.evenIfExhausted) invalid('ILLEGAL_ACTION', '$.action.attacker', `${run.name(attacker.id)} is exhausted and can't attack (6.3.2A)`);
  if (restricted(run, attacker.id, 'cantAttack')) invalid('ILLEGAL_ACTION', '$.action.attacker', `${run.name(attacker.id)} can't attack (8.3.2)`);
  requireSupported(run, attacker.card, 'attack', attacker.isLeader ? 'unit' : undefined);
  if (req.modifiers && !req.effectIds) {
    // 7.1.6: a modified attack's "for this attack" effects are active as it is declared (Saboteur gained for this
    // attack ignores Sentinel when the defender is chosen); the declaration continues once they are in play.
    run.then({ t: 'swu.attack', req: { ...req, effectIds: applyModifiers(run, attacker.id, req) } });
    return;
  }
  const legal = legalDefenders(run, attacker, { unitsOnly: req.unitsOnly }).filter((id) => {
    const u = run.unit(id);
    return !u || !req.defenderFilter || unitMatches(run, u, req.defenderFilter, req.player, attacker.id);
  });
  let defender = req.defender;
  if (defender !== undefined) {
    if (!legal.includes(defender)) {
      const sentinelNote = legal.length > 0 && legal.every((id) => { const u = run.unit(id); return u && hasKeyword(run, u, 'Sentinel'); }) ? ' (an enemy Sentinel must be attacked, 6.3.2B)' : '';
      invalid('ILLEGAL_ACTION', req.path ?? '$.action.target', `${run.name(attacker.id)} can't attack ${run.name(defender)}${sentinelNote}; legal: ${legal.map((id) => run.name(id)).join(', ') || 'none'}`);
    }
  } else {
    if (legal.length === 0) {
      run.step('NO_TARGET', `${run.name(attacker.id)} has nothing it can attack`, [attacker.id], req.player, rule('6.3.2'));
      if (req.effectIds?.length) run.emit([{ kind: 'expireEffects', ids: req.effectIds, text: 'no attack: its effects for this attack expire' }]);
      return;
    }
    [defender] = run.ask({
      player: req.player, kind: 'DEFENDER', text: `Choose what ${run.name(attacker.id)} attacks`,
      options: legal.map((id) => cardOption(run, id)), min: 1, max: 1,
    });
  }
  const target = defender!;
  run.step('ATTACK_DECLARED', `${req.player} attacks ${run.name(target)} with ${run.name(attacker.id)}`, [attacker.id, target], req.player, rule('6.3.1'));
  if (hasKeyword(run, attacker, 'Saboteur')) {
    run.step('KEYWORD', `${run.name(attacker.id)} has Saboteur: it may ignore Sentinel`, [attacker.id], req.player, rule('7.5.10'));
  }
  // 6.3.3 Begin attack: exhaust the attacker first; "while attacking" becomes active.
  run.emit([{ kind: 'exhaust', target: attacker.id, reason: 'attack' }]);
  const defenderEffects = defenderModifierEffects(run, req.modifiers, target, req.source ?? attacker.id, req.player, req.sourceLabel);
  // "If it's attacking a unit, it gets +1/+0 for this attack" (v2/attacks-more.ts): applied now the defender is known.
  defenderEffects.push(...conditionalModifierEffects(run, req, target, (m) => [
    ...applyModifiers(run, attacker.id, { ...req, modifiers: m }),
    ...defenderModifierEffects(run, m, target, req.source ?? attacker.id, req.player, req.sourceLabel),
  ]));
  const attack: AttackContext = {
    id: run.newAttackId(), attacker: attacker.id, attackerController: req.player, defender: target, defenderIsBase: !run.unit(target),
    defendingPlayer: opponentOf(req.player), effectIds: [...(req.effectIds ?? []), ...defenderEffects],
  };
  run.then({ t: 'swu.attackBegin', attack, req });
}

/** 6.3.3: the attack is under way: its modifiers apply, then the On Attack / On Defense window (7.6.15). */
export function beginAttack(run: SwuRun, attack: AttackContext): void {
  run.attacks.push(attack);
  const onAttack = run.openWindow('onAttack');
  run.emit([{ kind: 'attackDeclared', attacker: attack.attacker, defender: attack.defender }]);
  run.then({ t: 'window', id: onAttack }, { t: 'swu.attackDamage', attack: attack.id });
}

/** 6.3.4-6.3.5: combat damage and the end of the attack; what they trigger waits for the attack's end. */
export function attackDamageStep(run: SwuRun, attackId: string): void {
  const attack = attackById(run, attackId);
  const end = run.openWindow('attackEnd');
  run.then({ t: 'swu.combatDamage', attack: attackId }, { t: 'swu.attackFinish', attack: attackId, player: attack.attackerController }, { t: 'window', id: end });
}

function attackById(run: SwuRun, id: string): AttackContext {
  return run.attacks.find((a) => a.id === id) ?? run.unsupported('RULE', '6.3', `no attack "${id}" is in progress`);
}

export function applyModifiers(run: SwuRun, attacker: string, req: AttackRequest): string[] {
  const m = req.modifiers!;
  if (m.also) return [...applyModifiers(run, attacker, { ...req, modifiers: { ...m, also: undefined } }), ...applyModifiers(run, attacker, { ...req, modifiers: m.also })];
  // "If it's a Rebel unit, it gets +2/+0 for this attack": nothing applies to an attacker that doesn't match.
  if (m.onlyIf && !unitMatches(run, run.unit(attacker)!, m.onlyIf, req.player, req.source ?? null)) return [];
  const grants: Record<string, unknown>[] = [];
  // "it gets +1/+0 for each card in your hand": read now, as the attack is declared (v2/amounts.ts).
  const n = m.per === undefined ? 1 : scopeAmountOf(constantScope(run, req.player, req.source ?? attacker), m.per);
  if (m.power || m.hp) grants.push({ power: (m.power ?? 0) * n, hp: (m.hp ?? 0) * n });
  if (m.combatDamageFirst) grants.push({ combatDamageFirst: true });
  if (m.preventDamage) grants.push({ preventDamage: m.preventDamage });
  if (m.canAttackArena) grants.push({ canAttackArena: m.canAttackArena });
  if (m.damageFromRemainingHp) grants.push({ damageFromRemainingHp: true });
  for (const keyword of m.keywords ?? []) grants.push({ keyword });
  for (const ability of m.gain ?? []) grants.push({ ability });
  const text = `${req.sourceLabel ?? 'attack'}: for this attack ${run.name(attacker)}${m.power || m.hp ? ` gets +${(m.power ?? 0) * n}/+${(m.hp ?? 0) * n}` : ''}${(m.keywords ?? []).map((k) => ` and gains ${k.name}${k.value ? ` ${k.value}` : ''}`).join('')}${(m.gain ?? []).map((a) => ` and gains "${a.text}"`).join('')}${m.preventDamage ? ` and ${m.preventDamage.combat ? 'combat ' : ''}damage to it is prevented` : ''} (7.1.6)`;
  // A modified attack (7.1.6): its modifiers are lasting effects that end with this attack.
  const ids: string[] = [];
  run.emit(grants.map((effect) => {
    const id = run.newId('effect');
    ids.push(id);
    return { kind: 'addEffect', effect: { id, source: req.source ?? attacker, controller: req.player, duration: 'thisAttack', targets: [attacker], effect }, text };
  }));
  return ids;
}

/** 6.3.5: "while attacking" effects and effects "for this attack" end with the attack; When Attack Ends triggers. */
export function finishAttack(run: SwuRun, attackId: string, player: AttackContext['attackerController']): void {
  const attack = attackById(run, attackId);
  const survived = !!run.unit(attack.attacker);
  const live = attack.effectIds.filter((id) => run.state.effects.some((e) => e.id === id));
  if (live.length > 0) run.emit([{ kind: 'expireEffects', ids: live, text: 'effects for this attack expire' }]);
  run.attacks.splice(run.attacks.indexOf(attack), 1);
  run.emit([{ kind: 'attackEnded', attacker: attack.attacker, defender: attack.defender, attackerSurvived: survived }]);
  run.logLater('ATTACK_ENDED', `the attack of ${run.name(attack.attacker)} ends`, [attack.attacker], player, rule('6.3.5'));
}

export function dealCombatDamage(run: SwuRun, attackId: string, opts: { attackerOnly?: boolean } = {}): void {
  const ctx = attackById(run, attackId);
  const attacker = run.unit(ctx.attacker);
  if (!attacker) {
    run.step('NO_COMBAT_DAMAGE', `${run.name(ctx.attacker)} left play: no combat damage`, [ctx.attacker], ctx.attackerController, rule('6.3.4B'));
    return;
  }
  // "You may have the defending unit deal combat damage before this unit" (v2/attacks-more.ts): its damage first, the
  // attacker's back (this function again, attackerOnly) only if it survived.
  if (!opts.attackerOnly && defenderStrikesFirst(run, ctx, attacker)) return;
  const enemyBase = run.state[ctx.defendingPlayer].base.id;
  ctx.combatDamageDealt = true; // "attacks and defeats" (v2/watchers.ts): a defeat of the defender from here is by this damage
  const overwhelm = hasKeyword(run, attacker, 'Overwhelm');
  // Both powers are fixed before any damage is dealt: Grit does not count the new damage (3.3).
  const attackPower = combatPower(run, attacker);
  run.step('COMBAT_DAMAGE', `${run.name(attacker.id)} has ${attackPower} power`, [attacker.id], ctx.attackerController, rule('6.3.4'));
  // 6.3.0C: a unit that "can't deal combat damage" deals none (v2/attacks-more.ts), as attacker or defender.
  const attackerSilent = cantDealCombatDamage(run, attacker);
  if (attackerSilent) run.step('NO_COMBAT_DAMAGE', `${run.name(attacker.id)} can't deal combat damage`, [attacker.id], ctx.attackerController, rule('6.3.0C'));
  if (ctx.defenderIsBase) {
    if (!attackerSilent) run.emit([{ kind: 'damage', target: ctx.defender, amount: attackPower, combat: true, by: attacker.id, byPlayer: ctx.attackerController }]);
    return;
  }
  const defender = run.unit(ctx.defender);
  if (!defender) {
    if (overwhelm && !attackerSilent) {
      run.step('OVERWHELM', `the defender left play: all of ${run.name(attacker.id)}'s damage is excess (Overwhelm)`, [attacker.id], ctx.attackerController, rule('7.5.7'));
      run.emit([{ kind: 'damage', target: enemyBase, amount: attackPower, combat: true, by: attacker.id, byPlayer: ctx.attackerController }]);
    } else {
      run.step('NO_COMBAT_DAMAGE', `${run.name(ctx.defender)} left play: no combat damage`, [ctx.defender], ctx.attackerController, rule('6.3.4C'));
    }
    return;
  }
  // 6.3.5C: an attacker that deals its combat damage first; the defender's damage back waits (attack-modifiers.ts).
  const first = dealsCombatDamageFirst(run, attacker);
  const defensePower = powerOf(run, defender);
  const remaining = Math.max(0, hpOf(run, defender) - defender.inst.damage);
  const toDefender: SwuEvent = { kind: 'damage', target: defender.id, amount: attackPower, combat: true, by: attacker.id, byPlayer: ctx.attackerController };
  // Replacement choices are made here, before anything is dealt: the damage then happens all at once.
  const defenderSilent = cantDealCombatDamage(run, defender);
  if (defenderSilent && !opts.attackerOnly) run.step('NO_COMBAT_DAMAGE', `${run.name(defender.id)} can't deal combat damage`, [defender.id], defender.controller, rule('6.3.0C'));
  const preparedDefender = attackerSilent ? [] : run.prepare([toDefender]);
  const preparedAttacker = first || defenderSilent || opts.attackerOnly ? [] : run.prepare([{ kind: 'damage', target: attacker.id, amount: defensePower, combat: true, by: defender.id, byPlayer: defender.controller }]);
  let toBase: SwuEvent[] = [];
  if (overwhelm && !attackerSilent) {
    const unprevented = preparedDefender.includes(toDefender);
    const excess = attackPower - remaining;
    if (unprevented && excess > 0) {
      // 6.3.5D: enough damage to defeat the defender, the excess to the defending player's base, simultaneously.
      toDefender.amount = remaining;
      run.step('OVERWHELM', `${run.name(attacker.id)} deals ${excess} excess damage to the base (Overwhelm)`, [attacker.id, enemyBase], ctx.attackerController, rule('7.5.7'));
      toBase = run.prepare([{ kind: 'damage', target: enemyBase, amount: excess, combat: true, by: attacker.id, byPlayer: ctx.attackerController }]);
    } else if (!unprevented) {
      run.step('OVERWHELM', `the defender's damage was prevented: no excess damage (Overwhelm 4.5)`, [attacker.id], ctx.attackerController, rule('7.5.7'));
    }
  }
  run.emit([...preparedDefender, ...preparedAttacker, ...toBase], true);
  if (first && !opts.attackerOnly) firstStrikeDealt(run, ctx);
}
