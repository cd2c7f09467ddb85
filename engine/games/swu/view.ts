// The derived view of a state: what a client needs to draw the board and offer only legal moves without a rules
// engine of its own. Every number comes from the functions the engine itself resolves with (stats.ts, combat.ts,
// play.ts), so the view can't disagree with a resolution. Computed on request only: it is not part of the hot path.
import { usedThisRound } from './v2/once-per-round.js';
import type { CardDefinition, CardLookup } from '../../api.js';
import { Decisions } from '../../core/decisions.js';
import type { Ability, Grant, KeywordGrant } from './abilities/types.js';
import { legalDefenders } from './combat.js';
import { exploitDiscount } from './keywords/exploit.js';
import { leaderDeploy } from './leaders.js';
import { displayName, isExperience, PLAYERS, type UnitView } from './model.js';
import { aspectPenalty, canPlayFromHand } from './play.js';
import { SwuRun } from './run.js';
import { normalizeState, withCustomCards } from './state/index.js';
import { abilitiesLost } from './v2/noabil.js';
import { hpOf, keywordAbilities, keywordInstances, powerOf, printedAbilities, sourcedGrants, stackingOf, type GrantSource } from './stats.js';
import type { PlayerId } from './state/types.js';

/** Where a number, keyword or ability comes from. */
export type ViewSource =
  | { kind: 'printed'; card: string }
  | { kind: 'keyword'; card: string; keyword: string }
  | GrantSource;

export interface ViewModifier {
  source: ViewSource | { kind: 'rule'; rule: string; what: string };
  power: number;
  hp: number;
}

export interface UnitViewData {
  id: string;
  card: string;
  name: string;
  controller: PlayerId;
  owner: PlayerId;
  arena: 'ground' | 'space';
  leader: boolean;
  exhausted: boolean;
  /** Current power (Grit included; Raid only while attacking). */
  power: number;
  /** Power this unit attacks with (Raid added when it is not already attacking). */
  attackPower: number;
  hp: number;
  damage: number;
  remainingHp: number;
  /** The printed values and every modifier, with its source: power and hp are their sums (never below 0). */
  modifiers: ViewModifier[];
  /** Merged by stacking (7.5.4): Raid 1 + Raid 2 is Raid 3; every instance's source listed. */
  keywords: { name: string; value: number | null; sources: ViewSource[] }[];
  /** The abilities the unit has now: printed (its face), gained, and the ones its keywords stand for. */
  abilities: { id: string; kind: string; text: string; source: ViewSource }[];
  upgrades: { id: string; card: string; name: string; owner: PlayerId }[];
}

export interface HandCardView {
  id: string;
  card: string;
  name: string;
  printedCost: number | null;
  /** After modifiers: the aspect penalty (8.1). */
  cost: number;
  /** Exploit (7.5.16): the most the cost can go down by defeating friendly units while playing it. */
  exploitDiscount: number;
  /** The owner could play it now from hand (their turn, enough ready resources, somewhere to attach an upgrade). */
  playable: boolean;
}

export interface LegalActions {
  player: PlayerId;
  attack: { attacker: string; targets: string[] }[];
  play: string[];
  useAbility: { card: string; ability: string; text: string }[];
  deployLeader: boolean;
  takeInitiative: boolean;
  pass: boolean;
}

export interface SwuView {
  phase: string;
  activePlayer: PlayerId;
  units: UnitViewData[];
  bases: { id: string; card: string; name: string; owner: PlayerId; hp: number; damage: number; remainingHp: number }[];
  players: Record<PlayerId, { readyResources: number; resources: number; hand: HandCardView[] }>;
  /** What the active player may do next; null while a resolution is under way (answer the prompt instead). */
  legal: LegalActions | null;
}

function grantSource(source: GrantSource): ViewSource {
  return source.effect ? { kind: 'lasting', card: source.card, effect: source.effect } : { kind: source.kind, card: source.card };
}

function modifiersOf(run: SwuRun, unit: UnitView, def: CardDefinition, grants: { grant: Grant; source: GrantSource }[], keywords: readonly KeywordGrant[]): ViewModifier[] {
  const out: ViewModifier[] = [{ source: { kind: 'printed', card: unit.id }, power: def.power ?? 0, hp: def.hp ?? 0 }];
  for (const upgrade of unit.inst.upgrades) {
    const u = run.def(upgrade.card);
    const fallback = isExperience(u) ? 1 : 0;
    out.push({ source: { kind: 'upgrade', card: upgrade.id }, power: u.upgradePower ?? fallback, hp: u.upgradeHp ?? fallback });
  }
  for (const { grant, source } of grants) {
    if (grant.power || grant.hp) out.push({ source: grantSource(source), power: grant.power ?? 0, hp: grant.hp ?? 0 });
  }
  if (keywords.some((k) => k.name.toLowerCase() === 'grit') && unit.inst.damage > 0) {
    out.push({ source: { kind: 'rule', rule: '7.5.6', what: 'Grit: +1 power per damage' }, power: unit.inst.damage, hp: 0 });
  }
  return out;
}

/** Raid X (7.5.8) of every instance: what powerOf adds once the unit is attacking. */
function raidTotal(keywords: readonly KeywordGrant[]): number {
  return keywords.filter((k) => k.name.toLowerCase() === 'raid').reduce((sum, k) => sum + (k.value ?? 0), 0);
}

function keywordsOf(unit: UnitView, printed: readonly KeywordGrant[], grants: { grant: Grant; source: GrantSource }[]): UnitViewData['keywords'] {
  const instances: { k: KeywordGrant; source: ViewSource }[] = [
    ...printed.map((k) => ({ k, source: { kind: 'printed', card: unit.id } as ViewSource })),
    ...grants.filter((g) => g.grant.keyword).map((g) => ({ k: g.grant.keyword!, source: grantSource(g.source) })),
  ];
  const merged: UnitViewData['keywords'] = [];
  for (const { k, source } of instances) {
    const stacking = stackingOf(k.name);
    const existing = stacking === 'INDEPENDENT' ? undefined : merged.find((m) => m.name.toLowerCase() === k.name.toLowerCase());
    if (!existing) merged.push({ name: k.name, value: k.value ?? null, sources: [source] });
    else {
      if (stacking === 'SUM') existing.value = (existing.value ?? 0) + (k.value ?? 0);
      existing.sources.push(source);
    }
  }
  return merged;
}

function abilitiesOf(unit: UnitView, def: CardDefinition, grants: { grant: Grant; source: GrantSource }[], keywords: readonly KeywordGrant[], lost = false): UnitViewData['abilities'] {
  const out: UnitViewData['abilities'] = [];
  const add = (a: Ability, source: ViewSource) => out.push({ id: a.id, kind: a.kind, text: a.text, source });
  if (lost) return out;
  for (const a of printedAbilities(def, unit.isLeader ? 'unit' : undefined)) if (a.kind !== 'deploy') add(a, { kind: 'printed', card: unit.id });
  for (const { grant, source } of grants) if (grant.ability) add(grant.ability as Ability, grantSource(source));
  for (const a of keywordAbilities(unit, keywords)) add(a, { kind: 'keyword', card: unit.id, keyword: a.id.split(':')[1] ?? a.id });
  return out;
}

function unitView(run: SwuRun, unit: UnitView): UnitViewData {
  const def = run.def(unit.card);
  const grants = sourcedGrants(run, unit);
  const printed = keywordInstances(run, unit, []);
  const all = keywordInstances(run, unit);
  const power = powerOf(run, unit);
  const hp = hpOf(run, unit);
  const raid = run.isAttacking(unit.id) ? 0 : raidTotal(all);
  return {
    id: unit.id, card: unit.card, name: displayName(def), controller: unit.controller,
    owner: unit.isLeader ? unit.controller : (unit.inst as { owner: PlayerId }).owner,
    arena: unit.arena === 'spaceArena' ? 'space' : 'ground', leader: unit.isLeader, exhausted: unit.inst.exhausted,
    power, attackPower: power + raid, hp, damage: unit.inst.damage, remainingHp: Math.max(0, hp - unit.inst.damage),
    modifiers: modifiersOf(run, unit, def, grants, all),
    keywords: keywordsOf(unit, printed, grants),
    abilities: abilitiesOf(unit, def, grants, all, abilitiesLost(run, unit.id)),
    upgrades: unit.inst.upgrades.map((u) => ({ id: u.id, card: u.card, name: displayName(run.def(u.card)), owner: u.owner })),
  };
}

function myTurn(run: SwuRun, player: PlayerId): boolean {
  return run.state.phase === 'action' && run.state.activePlayer === player && !run.state[player].initiativeTaken;
}

function handView(run: SwuRun, player: PlayerId): HandCardView[] {
  return run.state[player].hand.map((c) => {
    const def = run.def(c.card);
    const cost = (def.cost ?? 0) + aspectPenalty(run, player, def.aspects).penalty;
    return {
      id: c.id, card: c.card, name: displayName(def), printedCost: def.cost ?? null, cost, exploitDiscount: exploitDiscount(run, player, def),
      playable: myTurn(run, player) && canPlayFromHand(run, player, def, {}),
    };
  });
}

function readyCount(run: SwuRun, player: PlayerId): number {
  return run.state[player].resources.filter((r) => !r.exhausted).length;
}

function usableActions(run: SwuRun, player: PlayerId): LegalActions['useAbility'] {
  const p = run.state[player];
  const out: LegalActions['useAbility'] = [];
  const sources: { id: string; card: string; exhausted: boolean; side?: 'leader' | 'unit'; epicUsed: boolean; gained: Ability[] }[] = [
    { id: p.leader.id, card: p.leader.card, exhausted: p.leader.exhausted, side: p.leader.deployed ? 'unit' : 'leader', epicUsed: p.leader.epicActionUsed, gained: [] },
    { id: p.base.id, card: p.base.card, exhausted: false, epicUsed: p.base.epicActionUsed, gained: [] },
  ];
  for (const unit of run.units()) {
    if (unit.controller !== player) continue;
    const gained = sourcedGrants(run, unit).flatMap((g) => (g.grant.ability?.kind === 'action' ? [g.grant.ability as Ability] : []));
    if (unit.isLeader) sources[0]!.gained = gained;
    else sources.push({ id: unit.id, card: unit.card, exhausted: unit.inst.exhausted, epicUsed: false, gained });
  }
  for (const s of sources) {
    // 8.14.1: a unit that lost all abilities has no action ability (v2/noabil.ts).
    if (abilitiesLost(run, s.id)) continue;
    for (const a of [...printedAbilities(run.def(s.card), s.side), ...s.gained]) {
      if (a.kind !== 'action') continue;
      // 6.4.4A: the whole cost must be payable; 7.2.4: an Epic Action once per game.
      if (a.cost.exhaust && s.exhausted) continue;
      if ((a.cost.resources ?? 0) > readyCount(run, player)) continue;
      if (a.epic && s.epicUsed) continue;
      if (usedThisRound(run, s.id, a)) continue;
      out.push({ card: s.id, ability: a.id, text: a.text });
    }
  }
  return out;
}

function canDeploy(run: SwuRun, player: PlayerId): boolean {
  const leader = run.state[player].leader;
  if (leader.deployed || leader.epicActionUsed) return false;
  try {
    return run.state[player].resources.length >= leaderDeploy(run, run.def(leader.card)).minResources;
  } catch {
    // A leader whose deploy ability the engine can't read: not offered (resolve answers UNSUPPORTED for it).
    return false;
  }
}

function legalActions(run: SwuRun): LegalActions | null {
  if ((run.state.timing?.tasks.length ?? 0) > 0 || run.state.phase !== 'action') return null;
  const player = run.state.activePlayer;
  if (!myTurn(run, player)) return { player, attack: [], play: [], useAbility: [], deployLeader: false, takeInitiative: false, pass: true };
  const attack: LegalActions['attack'] = [];
  for (const unit of run.units()) {
    if (unit.controller !== player || unit.inst.exhausted) continue;
    const targets = legalDefenders(run, unit);
    if (targets.length > 0) attack.push({ attacker: unit.id, targets });
  }
  return {
    player, attack,
    play: run.state[player].hand.filter((c) => canPlayFromHand(run, player, run.def(c.card), {})).map((c) => c.id),
    useAbility: usableActions(run, player),
    deployLeader: canDeploy(run, player),
    takeInitiative: !PLAYERS.some((p) => run.state[p].initiativeTaken),
    pass: true,
  };
}

/** The derived view of the run's state (read only: nothing is changed or asked). */
export function deriveView(run: SwuRun): SwuView {
  const bases = PLAYERS.map((owner) => {
    const base = run.state[owner].base;
    const def = run.def(base.card);
    const hp = def.hp ?? 0;
    return { id: base.id, card: base.card, name: displayName(def), owner, hp, damage: base.damage, remainingHp: Math.max(0, hp - base.damage) };
  });
  const players = {} as SwuView['players'];
  for (const p of PLAYERS) players[p] = { readyResources: readyCount(run, p), resources: run.state[p].resources.length, hand: handView(run, p) };
  return { phase: run.state.phase, activePlayer: run.state.activePlayer, units: run.units().map((u) => unitView(run, u)), bases, players, legal: legalActions(run) };
}

/**
 * The derived view of a submitted or returned state, or null when the state is invalid or its view depends on
 * something the engine can't compute (resolve answers UNSUPPORTED with the reason): never an exception.
 */
export function swuView(input: unknown, cards: CardLookup): SwuView | null {
  try {
    const { state } = normalizeState(input, cards);
    if (!state) return null;
    return deriveView(new SwuRun(state, withCustomCards(state.customCards, cards), new Decisions([], false)));
  } catch {
    return null;
  }
}
