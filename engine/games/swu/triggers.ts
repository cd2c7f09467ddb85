// Which triggered abilities (and delayed effects) an applied SWU event fires, with the context they bind.
import type { TriggeredAbility, TriggerSpec } from './abilities/types.js';
import { cardOfInstance, displayName, findBase, findUpgrade, opponentOf, type UnitView } from './model.js';
import { rule } from './rules.js';
import type { SwuEvent, SwuRun, SwuTrigger } from './run.js';
import { attachedAbilities, hpOf, printedAbilities, triggeredAbilitiesOf, unitMatches } from './stats.js';
import { requireSupported } from './support.js';
import { conditionHolds, contextFor, scopeFor } from './abilities/interpreter.js';
import type { PlayerId } from './state/types.js';
import { plotTriggers } from './keywords/plot.js';
import { collectDataTriggers } from './v2/watchers.js';
import { collectPhaseTriggers } from './v2/phase-triggers.js';
import { requireDelayedFirst, sourceLeft } from './lasting/effects.js';
import { playedWay } from './v2/smuggle.js';

function matchesTrigger(when: TriggerSpec, kinds: TriggerSpec['on'][]): boolean {
  return kinds.includes(when.on);
}

type Source = { id: string; card: string; controller: PlayerId };

export function trigger(run: SwuRun, source: Source, ability: TriggeredAbility, refs: Record<string, string>, amount = 0): SwuTrigger {
  const controller = ability.resolvedBy === 'opponent' ? opponentOf(source.controller) : source.controller;
  const t: SwuTrigger = { id: run.newTriggerId(), controller, source: source.id, sourceCard: source.card, ability, refs, amount };
  run.step('TRIGGERED', `${displayName(run.def(source.card))}: "${ability.text}" triggers (controlled by ${controller})`, [source.id], controller, rule(ability.resolvedBy ? '7.5.13' : '7.6.8'));
  return t;
}

/** A trigger condition ("When Played: If you control ...") is checked when the ability triggers (7.6). */
export function conditionMet(run: SwuRun, source: Source, ability: TriggeredAbility, refs: Record<string, string>): boolean {
  if (!ability.condition) return true;
  const ctx = contextFor(run, { ...scopeFor(source.controller, source, `${displayName(run.def(source.card))}: ${ability.text}`), refs: { ...refs } });
  if (conditionHolds(ctx, ability.condition)) return true;
  run.step('NO_EFFECT', `${ctx.label}: its condition is not met, it does not trigger`, [source.id], source.controller, rule('1.3.2'));
  return false;
}

function selfTriggers(run: SwuRun, unit: Source & { abilities: TriggeredAbility[] }, kinds: TriggerSpec['on'][], refs: Record<string, string> = {}): SwuTrigger[] {
  return unit.abilities.filter((a) => matchesTrigger(a.when, kinds) && conditionMet(run, unit, a, refs)).map((a) => trigger(run, unit, a, { ...refs }));
}

/** Delayed effects (7.7.4) waiting for this kind of event fire through the same window, and leave the state. */
function delayedTriggers(run: SwuRun, event: SwuEvent): SwuTrigger[] {
  const fired: SwuTrigger[] = [];
  for (const d of [...run.state.delayed]) {
    const when = d.when as { event?: string } | null;
    if (!when || (when.event !== event.kind && !sourceLeft(when.event, event, d.source))) continue;
    run.state.delayed = run.state.delayed.filter((x) => x.id !== d.id);
    const ability: TriggeredAbility = { kind: 'triggered', id: `delayed:${d.id}`, text: `delayed effect ${d.id}`, when: { on: 'played' }, effect: d.effect as TriggeredAbility['effect'] };
    const sourceCard = cardOfInstance(run.state, d.source) ?? run.lkiOf(d.source)?.card ?? run.unsupported('RULE', '7.7.4', `delayed effect ${d.id}: its source ${d.source} is not in the state`);
    run.step('DELAYED_EFFECT', `delayed effect ${d.id} fires`, [d.source], d.controller, rule('7.7.4'));
    fired.push({ id: run.newTriggerId(), controller: d.controller, source: d.source, sourceCard, ability, refs: { ...d.refs }, amount: 0, delayedId: d.id });
  }
  return fired;
}

function withAbilities(run: SwuRun, unit: UnitView): Source & { abilities: TriggeredAbility[] } {
  return { id: unit.id, card: unit.card, controller: unit.controller, abilities: triggeredAbilitiesOf(run, unit) };
}

export function collectTriggers(run: SwuRun, event: SwuEvent): SwuTrigger[] {
  const out: SwuTrigger[] = [];
  switch (event.kind) {
    case 'played':
    case 'deployed': {
      const unit = run.unit(event.target);
      if (unit) {
        out.push(...selfTriggers(run, playedWay(withAbilities(run, unit), event.kind === 'played' ? event.smuggle : undefined), [event.kind]));
        if (event.kind === 'deployed') out.push(...plotTriggers(run, event.player));
        break;
      }
      // A played upgrade: its own When Played abilities, controlled by the player who played it. A leader deployed as
      // an upgrade (3.4.4A): its "When deployed as an upgrade" abilities, and "When you deploy a leader" (Plot).
      const found = findUpgrade(run.state, event.target, run.defOf);
      if (found) {
        const abilities = attachedAbilities(run.def(found.upgrade.card)).filter((a): a is TriggeredAbility => a.kind === 'triggered');
        out.push(...selfTriggers(run, playedWay({ id: found.upgrade.id, card: found.upgrade.card, controller: event.player, abilities }, event.kind === 'played' ? event.smuggle : undefined), [event.kind], { attachedTo: found.host.id }));
        if (event.kind === 'deployed') out.push(...plotTriggers(run, event.player));
      }
      break;
    }
    case 'createToken': {
      // 3.7.2A: keywords that trigger "When Played" trigger "When Created" on a token unit (Shielded, Ambush).
      const unit = run.unit(event.id);
      if (unit) out.push(...selfTriggers(run, playedWay(withAbilities(run, unit), false), ['played']));
      break;
    }
    case 'defeat':
    case 'capture': {
      const snap = run.lkiOf(event.target);
      // Only units trigger When Defeated; LKI carries the abilities it had when it left (7.6.4, 8.11).
      if (snap && !run.unit(event.target)) {
        requireSupported(run, snap.card, 'defeated', snap.isLeader ? 'unit' : undefined);
        // 10.1-10.2: each Bounty is its own ability. One listed as a keyword without its effect counts only when the
        // card defines it as a printed 'bounty' ability; any more would be silently dropped.
        const bare = snap.keywords.filter((k) => k.name.toLowerCase() === 'bounty' && !k.effect).length;
        const printedBounties = (snap.abilities as TriggeredAbility[]).filter((a) => a.when.on === 'bounty' && !a.id.startsWith('keyword:')).length;
        if (bare > printedBounties) run.unsupported('CARD', snap.card, `${displayName(run.def(snap.card))}: a Bounty ability has no effect defined (rule 10.1)`);
        const kinds: TriggerSpec['on'][] = event.kind === 'defeat' ? ['defeated', 'bounty'] : ['captured', 'bounty'];
        out.push(...selfTriggers(run, { id: snap.id, card: snap.card, controller: snap.controller, abilities: snap.abilities as TriggeredAbility[] }, kinds));
      }
      break;
    }
    case 'attackDeclared': {
      const attacker = run.unit(event.attacker);
      if (attacker) out.push(...selfTriggers(run, withAbilities(run, attacker), ['attack'], { attacker: event.attacker, defender: event.defender }));
      const defender = run.unit(event.defender);
      if (defender) out.push(...selfTriggers(run, withAbilities(run, defender), ['defense'], { attacker: event.attacker, defender: event.defender }));
      const base = findBase(run.state, event.defender);
      if (base) {
        // 6.3.3: "On Defense" abilities of the defending base trigger as well.
        const abilities = printedAbilities(run.def(base.base.card)).filter((a): a is TriggeredAbility => a.kind === 'triggered');
        out.push(...selfTriggers(run, { id: base.base.id, card: base.base.card, controller: base.owner, abilities }, ['defense'], { attacker: event.attacker, defender: event.defender }));
      }
      break;
    }
    case 'attackEnded': {
      const attacker = run.unit(event.attacker);
      const source = attacker ? withAbilities(run, attacker) : (() => {
        const snap = run.lkiOf(event.attacker);
        return snap ? { id: snap.id, card: snap.card, controller: snap.controller, abilities: snap.abilities } : undefined;
      })();
      if (source) {
        const kinds: TriggerSpec['on'][] = event.attackerSurvived && attacker ? ['attackEnds', 'completesAttack'] : ['attackEnds'];
        out.push(...selfTriggers(run, source, kinds, { attacker: event.attacker, defender: event.defender }));
      }
      break;
    }
    case 'damage': {
      if (!event.combat) break;
      const dealer = event.by ? run.unit(event.by) : undefined;
      const target = run.unit(event.target);
      if (dealer) {
        for (const a of triggeredAbilitiesOf(run, dealer)) {
          if (a.when.on !== 'dealsCombatDamage') continue;
          const w = a.when;
          if (w.whileAttacking && !run.isAttacking(dealer.id)) continue;
          const to = w.to ?? 'any';
          if (to === 'unit' && !target) continue;
          if (to === 'base' && target) continue;
          if (w.toFilter && (!target || !unitMatches(run, target, w.toFilter, dealer.controller, dealer.id))) continue;
          if (conditionMet(run, dealer, a, { dealtTo: event.target })) out.push(trigger(run, dealer, a, { dealtTo: event.target }, event.amount));
        }
      }
      if (target) {
        for (const watcher of run.units()) {
          for (const a of triggeredAbilitiesOf(run, watcher)) {
            if (a.when.on !== 'unitDealtCombatDamage') continue;
            if (!unitMatches(run, target, a.when.unit, watcher.controller, watcher.id)) continue;
            // "and isn't defeated" is checked when the trigger happens (damage is on, defeat not yet applied).
            if (a.when.survives && target.inst.damage >= hpOf(run, target)) continue;
            if (conditionMet(run, watcher, a, { unit: target.id })) out.push(trigger(run, watcher, a, { unit: target.id }, event.amount));
          }
        }
      }
      break;
    }
    default:
      break;
  }
  out.push(...collectDataTriggers(run, event));
  if (event.kind === 'regroupStarted') out.push(...collectPhaseTriggers(run, event));
  requireDelayedFirst(run, event, out.length);
  out.push(...delayedTriggers(run, event));
  return out;
}
