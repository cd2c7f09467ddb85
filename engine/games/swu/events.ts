// SWU's half of the timing pipeline: which events are legal, which replacement effects apply to them (Shield
// tokens, "would ... instead" abilities), last-known information, and the state-based checks (0 HP, unique rule,
// game end). What events do is in apply.ts; what they trigger is in triggers.ts.
import { GameEnded } from '../../core/interrupts.js';
import type { EventRules, Replacement } from '../../core/machine.js';
import { findBase, findUpgrade, isShield, opponentOf, PLAYERS, type UnitView } from './model.js';
import { rule } from './rules.js';
import { cardLabel, cardOption } from './labels.js';
import type { SwuEvent, SwuRun, SwuTrigger, UnitSnapshot } from './run.js';
import { hpOf, keywordInstances, powerOf, replacementAbilitiesOf, triggeredAbilitiesOf } from './stats.js';
import { atomicEvents, contextFor, scopeFor } from './abilities/interpreter.js';
import { applyEvent } from './apply.js';
import { collectTriggers } from './triggers.js';
import type { UnitInstance } from './state/types.js';
import { costEventLegal } from './v2/events.js';
import { isLeaderByUpgrade, pilotEventLegal } from './v2/pilots.js';
import { forceEventLegal } from './force/events.js';
import { playersEventLegal } from './v2/players.js';
import { resourceEventLegal } from './v2/resources.js';
import { noteLeaving } from './v2/watchers.js';
import { zoneEventLegal } from './apply-effects.js';
import { restricted } from './restrictions.js';
import { preventionReplacements } from './v2/prevention.js';
import { immunityAllows, survivesNoRemainingHp } from './v2/immunity.js';

export function snapshot(run: SwuRun, unit: UnitView): UnitSnapshot {
  return {
    id: unit.id,
    card: unit.card,
    controller: unit.controller,
    owner: unit.isLeader ? unit.controller : (unit.inst as UnitInstance).owner,
    arena: unit.arena,
    // 3.4.7: "leader" / "non-leader" filters on the snapshot see a unit made a leader unit by an upgrade too.
    isLeader: unit.isLeader || isLeaderByUpgrade(run, unit),
    power: powerOf(run, unit),
    hp: hpOf(run, unit),
    damage: unit.inst.damage,
    keywords: keywordInstances(run, unit),
    abilities: triggeredAbilitiesOf(run, unit),
    upgrades: unit.inst.upgrades.map((u) => u.card),
  };
}

/** Groups a unique card's in-play copies by name (8.29.3A); most cards are not unique, and most states have none. */
function addUnique(run: SwuRun, groups: Map<string, string[]> | undefined, id: string, card: string): Map<string, string[]> | undefined {
  const def = run.def(card);
  if (!def.unique) return groups;
  const key = `${def.name}|${def.subtitle ?? ''}`;
  const out = groups ?? new Map<string, string[]>();
  const copies = out.get(key);
  if (copies) copies.push(id);
  else out.set(key, [id]);
  return out;
}

export function createRules(run: SwuRun): EventRules<SwuEvent, SwuTrigger> {
  return {
    // 7.7.5E: several replacements chain, each at most once per event.
    replacementMode: 'eachOnce',
    legal(event) {
      // "Can't be ... by enemy card abilities", "Bases can't be healed", "Opponents can't take control" (v2/immunity.ts).
      if (!immunityAllows(run, event)) return false;
      const cost = costEventLegal(run, event) ?? forceEventLegal(run, event) ?? resourceEventLegal(run, event) ?? pilotEventLegal(run, event) ?? playersEventLegal(run, event);
      if (cost !== undefined) return cost;
      switch (event.kind) {
        case 'damage':
          // 8.35.2: unpreventable damage ignores "can't be dealt damage".
          return event.amount > 0 && (!!run.unit(event.target) || !!findBase(run.state, event.target)) && (!!event.unpreventable || !restricted(run, event.target, 'cantBeDealtDamage'));
        case 'heal': {
          const unit = run.unit(event.target);
          const base = findBase(run.state, event.target);
          return event.amount > 0 && ((unit?.inst.damage ?? base?.base.damage ?? 0) > 0) && !restricted(run, event.target, 'cantBeHealed');
        }
        case 'defeat':
          return (!!run.unit(event.target) && !restricted(run, event.target, 'cantBeDefeated')) || !!findUpgrade(run.state, event.target, run.defOf);
        case 'exhaust':
        case 'ready':
          return (!!run.unit(event.target) || PLAYERS.some((p) => run.state[p].leader.id === event.target)) && zoneEventLegal(run, event);
        case 'capture':
          // 8.33.1A: no captor, no capture; a unit can't hold itself captive.
          return !!run.unit(event.target) && !!run.unit(event.by) && event.by !== event.target;
        case 'giveToken':
        case 'takeControl':
          return !!run.unit(event.target);
        default:
          return zoneEventLegal(run, event);
      }
    },

    replacements(event, used) {
      // Damage prevention and "plus N instead" on units and bases first (v2/prevention.ts), then the abilities below.
      const out: Replacement<SwuEvent>[] = preventionReplacements(run, event, used);
      if (event.kind !== 'damage' && event.kind !== 'defeat' && event.kind !== 'capture') return out;
      const unit = run.unit(event.target);
      if (!unit) return out;
      const would = event.kind === 'damage' ? 'dealtDamage' : event.kind === 'defeat' ? 'defeated' : 'captured';
      if (!(event.kind === 'damage' && event.unpreventable)) {
        for (const ability of replacementAbilitiesOf(run, unit)) {
          const id = `replacement:${unit.id}:${ability.id}`;
          if (ability.would !== would || used.has(id)) continue;
          out.push({
            id,
            label: `${run.name(unit.id)}: ${ability.text}`,
            replace: () => {
              run.step('REPLACED', `${run.name(unit.id)}: "${ability.text}" replaces the event`, [unit.id], unit.controller, rule('7.7.5'));
              // What happens instead is events of its own, in the same batch: the rest of the batch (the defender's
              // own combat damage...) still happens with it.
              const ctx = contextFor(run, scopeFor(unit.controller, unit, `${run.name(unit.id)}: ${ability.text}`));
              // "defeat him and deal 3 damage to each enemy ground unit instead": a sequence of atomic effects is one batch.
              const parts = ability.instead.do === 'sequence' ? ability.instead.steps.map((step) => atomicEvents(ctx, step)) : [atomicEvents(ctx, ability.instead)];
              const instead = (parts.every((p) => p !== undefined) ? parts.flat() : undefined)
                ?? run.unsupported('ABILITY', `${unit.card}:${ability.id}`, `${ability.text}: a replacement effect that is not a single effect is not supported yet`);
              return { instead, remaining: null };
            },
          });
        }
      }
      if (event.kind !== 'damage' || event.unpreventable) return out;
      for (const upgrade of unit.inst.upgrades) {
        const def = run.def(upgrade.card);
        if (!isShield(def)) continue;
        const id = `shield:${upgrade.id}`;
        if (used.has(id)) continue;
        out.push({
          id,
          label: cardLabel(run, upgrade.id),
          replace: (e) => {
            run.step('REPLACED', `${unit.controller} uses Shield to defeat Shield instead of ${run.name(unit.id)} taking damage (${(e as { amount: number }).amount} prevented)`, [unit.id, upgrade.id], unit.controller, rule('3.7.6'));
            return { instead: [{ kind: 'defeat', target: upgrade.id, reason: 'shield' }], remaining: null };
          },
        });
        // 3.7.6A: one Shield per instance of damage; identical shields are interchangeable, so offer one.
        break;
      }
      return out;
    },

    chooseReplacement(event, options) {
      const affected = 'target' in event ? run.unit(event.target)?.controller ?? run.state.activePlayer : run.state.activePlayer;
      const [picked] = run.ask({
        player: affected, kind: 'REPLACEMENT', text: 'Choose which replacement effect applies first (7.7.5E)',
        options: options.map((o) => ({ id: o.id, label: o.label, ref: o.id, card: null })), min: 1, max: 1,
      });
      return options.find((o) => o.id === picked)!;
    },

    beforeApply(events) {
      noteLeaving(run, events);
      for (const e of events) {
        if (e.kind === 'defeat' || e.kind === 'capture' || (e.kind === 'moveCard' && e.from === 'play')) {
          const unit = run.unit(e.target);
          if (unit) run.remember(snapshot(run, unit));
        }
      }
    },

    apply: (event) => applyEvent(run, event),

    triggers: (event) => collectTriggers(run, event),

    stateChecks() {
      // 1.9.7 / 5.6: a base with no remaining HP ends the game at once; nothing else resolves.
      const losers = PLAYERS.filter((p) => run.state[p].base.damage >= (run.def(run.state[p].base.card).hp ?? Infinity));
      if (losers.length > 0) {
        const text = losers.length === 2 ? "both bases are defeated: the game is a draw" : `${losers[0]}'s base is defeated: ${opponentOf(losers[0]!)} wins`;
        run.step('GAME_OVER', text, losers.map((p) => run.state[p].base.id), null, rule(losers.length === 2 ? '5.6.3' : '5.6.1'));
        throw new GameEnded(losers);
      }
      const forced: SwuEvent[] = [];
      for (const unit of run.units()) {
        // A unit that "can't be defeated" stays in play with no remaining HP (8.3.2 overrides 1.16.5E).
        if (unit.inst.damage >= hpOf(run, unit) && !restricted(run, unit.id, 'cantBeDefeated') && !survivesNoRemainingHp(run, unit)) forced.push({ kind: 'defeat', target: unit.id, reason: 'noRemainingHp' });
      }
      for (const player of PLAYERS) {
        // 8.29.3A: every in-play copy counts, units and upgrades alike. An upgrade is controlled by the player who
        // played it (1.5.2B); the state records that player as the upgrade's owner (upgrades never change control here).
        let groups: Map<string, string[]> | undefined;
        for (const unit of run.units()) {
          if (forced.some((f) => f.kind === 'defeat' && f.target === unit.id)) continue;
          if (unit.controller === player) groups = addUnique(run, groups, unit.id, unit.card);
          for (const upgrade of unit.inst.upgrades) {
            if (upgrade.owner === player) groups = addUnique(run, groups, upgrade.id, upgrade.card);
          }
        }
        if (!groups) continue;
        for (const copies of groups.values()) {
          if (copies.length < 2) continue;
          const picked = run.ask({
            player, kind: 'UNIQUE', text: `You control ${copies.length} copies of a unique card: choose ${copies.length - 1} to defeat (8.29.3)`,
            options: copies.map((id) => cardOption(run, id)), min: copies.length - 1, max: copies.length - 1,
          });
          for (const id of picked) forced.push({ kind: 'defeat', target: id, reason: 'unique' });
        }
      }
      return forced;
    },
  };
}
