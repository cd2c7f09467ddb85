// "Can't ..." (8.3.2) and cost modifiers (6.2.3) as data: what constant abilities and lasting effects say about a
// unit, a base, a player or a card in hand. Read by the pipeline's legality checks, combat and Play a Card.
import type { CardDefinition } from '../../api.js';
import type { CardFilter, Condition, CostModifier, CostModifierAbility, Grant } from './abilities/types.js';
import { constantScope, scopeAmountOf } from './v2/amounts.js';
import { PLAYERS } from './model.js';
import type { SwuRun } from './run.js';
import { firstEachApplies } from './v2/first-each.js';
import { abilitiesLost } from './v2/noabil.js';
import { grantsOn, isInPlay, printedAbilities } from './stats.js';
import type { LastingEffectState, PlayerId } from './state/types.js';

export type RestrictionKey = 'cantAttack' | 'cantAttackBases' | 'cantBeAttacked' | 'cantBeDefeated' | 'cantBeDealtDamage' | 'cantReady' | 'cantBeHealed';

function active(run: SwuRun, effect: LastingEffectState): boolean {
  return effect.duration !== 'whileSourceInPlay' || isInPlay(run, effect.source);
}

/** Lasting effects on anything that is not a unit in play: bases, leaders on their leader side, players, cards in hand. */
function lastingGrants(run: SwuRun, id: string): Grant[] {
  const out: Grant[] = [];
  for (const effect of run.state.effects) if (effect.targets.includes(id) && active(run, effect)) out.push(effect.effect as Grant);
  return out;
}

/** Whether a unit, base or player is under this restriction now (units: constant abilities, upgrades and lasting effects). */
export function restricted(run: SwuRun, id: string, key: RestrictionKey): boolean {
  const unit = run.unit(id);
  const grants = unit ? grantsOn(run, unit) : lastingGrants(run, id);
  for (const g of grants) if (g[key] === true) return true;
  return false;
}

export function cardMatches(def: CardDefinition, filter: CardFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.type && !new RegExp(filter.type, 'i').test(def.type)) return false;
  if (filter.notType && new RegExp(filter.notType, 'i').test(def.type)) return false;
  if (filter.types && !filter.types.some((t) => new RegExp(t, 'i').test(def.type))) return false;
  if (filter.trait && !def.traits.some((t) => t.toLowerCase() === filter.trait!.toLowerCase())) return false;
  if (filter.aspect && !def.aspects.some((a) => a.toLowerCase() === filter.aspect!.toLowerCase())) return false;
  if (filter.maxCost !== undefined && (def.cost ?? 0) > filter.maxCost) return false;
  if (filter.minCost !== undefined && (def.cost ?? 0) < filter.minCost) return false;
  if (filter.name && def.name.toLowerCase() !== filter.name.toLowerCase()) return false;
  if (filter.unique !== undefined && !!def.unique !== filter.unique) return false;
  if (filter.anyOf && !filter.anyOf.some((f) => cardMatches(def, f))) return false;
  return true;
}

export interface CostAdjustment {
  /** Sum of the increases (applied first, 6.2.3A). */
  increase: number;
  /** Sum of the decreases, as a positive number. */
  decrease: number;
  /** "The next card ... costs N less" effects this play uses up. */
  used: string[];
  notes: string[];
}

/**
 * What modifies the cost of `def` played by `player` (6.2.3): its own "this costs N less/more", constant abilities
 * of cards in play ("<cards> you play cost 1 less"), and lasting effects on the player or on the card itself.
 * Conditions on cost-modifier abilities are evaluated by `holds` (the interpreter's conditions).
 */
export function costAdjustment(run: SwuRun, player: PlayerId, def: CardDefinition, cardId: string, holds: (run: SwuRun, controller: PlayerId, source: { id: string; card: string }, condition: Condition) => boolean): CostAdjustment {
  const out: CostAdjustment = { increase: 0, decrease: 0, used: [], notes: [] };
  const add = (m: CostModifier, note: string) => {
    if (!cardMatches(def, m.filter)) return false;
    if (m.amount > 0) out.increase += m.amount;
    else out.decrease -= m.amount;
    out.notes.push(`${m.amount > 0 ? '+' : ''}${m.amount} (${note})`);
    return true;
  };
  // "costs 1 less to play for each friendly damaged unit": the modifier times the amount, read now (v2/amounts.ts).
  const per = (a: CostModifierAbility, controller: PlayerId, source: string): CostModifier =>
    a.per === undefined ? a.modifier : { ...a.modifier, amount: a.modifier.amount * scopeAmountOf(constantScope(run, controller, source), a.per) };
  for (const a of printedAbilities(def)) {
    // Its own "ignore its aspect penalty" changes the penalty, not the cost (play.ts, v2/costatk.ts).
    if (a.kind === 'costModifier' && a.affects === 'self' && !a.ignoreAspectPenalty && (!a.condition || holds(run, player, { id: cardId, card: def.id }, a.condition))) add(per(a, player, cardId), a.text);
  }
  for (const source of sourcesInPlay(run)) {
    for (const a of printedAbilities(run.def(source.card), source.side)) {
      // "Ignore the aspect penalty on ..." changes the penalty, not the cost (v2/grants.ts penaltyIgnoredBy).
      if (a.kind !== 'costModifier' || a.affects === 'self' || a.ignoreAspectPenalty) continue;
      const affected = a.affects === 'you' ? source.controller : PLAYERS.find((p) => p !== source.controller);
      if (affected !== player || (a.condition && !holds(run, source.controller, source, a.condition))) continue;
      if (a.firstEach && (!cardMatches(def, a.modifier.filter) || !firstEachApplies(run, a, player))) continue;
      add(per(a, source.controller, source.id), a.text);
    }
  }
  for (const effect of run.state.effects) {
    if (!(effect.targets.includes(player) || effect.targets.includes(cardId)) || !active(run, effect)) continue;
    const m = (effect.effect as Grant).costModifier;
    if (m && add(m, `lasting effect ${effect.id}`) && m.uses !== undefined) out.used.push(effect.id);
  }
  return out;
}

/** Cards in play whose constant abilities may modify costs: units (their face), leaders on their leader side, bases. */
export function sourcesInPlay(run: SwuRun): { id: string; card: string; controller: PlayerId; side?: 'leader' | 'unit' }[] {
  const out: { id: string; card: string; controller: PlayerId; side?: 'leader' | 'unit' }[] = [];
  // 8.14.1: a unit that lost all abilities has no cost-modifying ability (v2/noabil.ts).
  for (const u of run.units()) if (!abilitiesLost(run, u.id)) out.push({ id: u.id, card: u.card, controller: u.controller, side: u.isLeader ? 'unit' : undefined });
  for (const p of PLAYERS) {
    const s = run.state[p];
    out.push({ id: s.base.id, card: s.base.card, controller: p });
    if (!s.leader.deployed) out.push({ id: s.leader.id, card: s.leader.card, controller: p, side: 'leader' });
  }
  return out;
}
