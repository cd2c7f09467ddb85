// Play a Card (6.2, with Smuggle 7.5.14), Deploy a Leader (3.4.4) and Use an Action Ability (6.4), as steps of the
// timing machine.
import { markUsed, usedThisRound } from './v2/once-per-round.js';
import type { CardDefinition } from '../../api.js';
import { invalid } from '../../core/interrupts.js';
import { conditionHolds, contextFor, runAbility, scopeFor } from './abilities/interpreter.js';
import { costAdjustment } from './restrictions.js';
import { chooseCredits, creditsOf, spendCreditsEvent } from './credits.js';
import type { ActionAbility, AttachRestriction, Condition } from './abilities/types.js';
import { leaderDeploy } from './leaders.js';
import { chooseExploited, exploitDiscount } from './keywords/exploit.js';
import { choosePiloting, pilotHosts, playsAsPilot, requirePilotModifiers } from './keywords/piloting.js';
import { chooseDeployment } from './v2/pilots.js';
import { displayName, opponentOf, type UnitView } from './model.js';
import { rule } from './rules.js';
import { cardOption } from './labels.js';
import type { PlayRequestData, SwuEvent, SwuRun } from './run.js';
import { definedAbilities, grantsOn, printedAbilities, unitMatches } from './stats.js';
import { requireKeywordsSupported, requireSupported, requireUpgradeSupported } from './support.js';
import { withCostParts } from './v2/costs.js';
import { ignoredPenalty } from './v2/penalty.js';
import { afterPlayTasks, entering, usedCostModifiers } from './v2/played.js';
import { penaltyIgnoredBy } from './v2/grants.js';
import { abilitiesLost } from './v2/noabil.js';
import { costDependsOnHost, ownPenaltyIgnoredBy } from './v2/costatk.js';
import type { PlayerId, ResourceInstance } from './state/types.js';

/** 8.1: +2 cost per aspect icon the player's leader and base don't provide (each of their icons counts once). */
export function aspectPenalty(run: SwuRun, player: PlayerId, aspects: readonly string[]): { penalty: number; missing: string[] } {
  const p = run.state[player];
  const provided = [...run.def(p.leader.card).aspects, ...run.def(p.base.card).aspects].map((a) => a.toLowerCase());
  const missing: string[] = [];
  for (const aspect of aspects) {
    const i = provided.indexOf(aspect.toLowerCase());
    if (i >= 0) provided.splice(i, 1);
    else missing.push(aspect);
  }
  return { penalty: 2 * missing.length, missing };
}

function readyResources(run: SwuRun, player: PlayerId): ResourceInstance[] {
  return run.state[player].resources.filter((r) => !r.exhausted);
}

/** Exhausts `amount` ready resources, `preferred` first (a smuggled card pays for itself, 7.5.14E). */
export function payResources(run: SwuRun, player: PlayerId, amount: number, what: string, preferred?: string): void {
  const ready = readyResources(run, player);
  if (ready.length + creditsOf(run, player) < amount) invalid('ILLEGAL_ACTION', '$.action', `${player} can't pay ${amount} resources for ${what}: only ${ready.length} ready (6.2.4A)`);
  const credits = chooseCredits(run, player, amount, ready.length, what);
  if (credits > 0) run.emit([spendCreditsEvent(player, credits)]);
  const rest = amount - credits;
  const order = preferred ? [...ready.filter((r) => r.id === preferred), ...ready.filter((r) => r.id !== preferred)] : ready;
  if (rest > 0) run.emit([{ kind: 'payResources', player, resources: order.slice(0, rest).map((r) => r.id), what }]);
}

interface Smuggle {
  cost: number;
  aspects: string[];
}

/**
 * Every Smuggle [cost aspects] on the card (each is its own ability, 11.2), from the keyword's value and text, or
 * else the n-th "Smuggle [...]" of the printed text. A cost or aspect icons the data doesn't give are UNSUPPORTED:
 * guessing them would guess the cost (11.1: aspect penalties apply).
 */
function smugglesOf(run: SwuRun, def: CardDefinition): Smuggle[] {
  const out: Smuggle[] = [];
  const printed = [...(def.text ?? '').matchAll(/smuggle\s*\[([^\]]*)\]/gi)].map((m) => m[1]!);
  let n = 0;
  for (const keyword of def.keywords) {
    if (keyword.name.toLowerCase() !== 'smuggle') continue;
    const source = keyword.text ?? printed[n];
    n += 1;
    const cost = keyword.value ?? Number(/(\d+)/.exec(source ?? '')?.[1] ?? NaN);
    if (source === undefined || !Number.isFinite(cost)) {
      run.unsupported('CARD', def.id, `${displayName(def)}: its Smuggle ${source === undefined ? 'cost and aspect icons are' : 'cost is'} not in the card data (rule 11.1)`);
    }
    const aspects = (source.match(/Vigilance|Command|Aggression|Cunning|Villainy|Heroism/gi) ?? []).map((a) => a[0]!.toUpperCase() + a.slice(1).toLowerCase());
    out.push({ cost, aspects });
  }
  return out;
}

function chooseSmuggle(run: SwuRun, player: PlayerId, def: CardDefinition): Smuggle | undefined {
  const all = smugglesOf(run, def);
  if (all.length <= 1) return all[0];
  const [picked] = run.ask({
    player, kind: 'OPTION', text: `${displayName(def)} has ${all.length} Smuggle abilities: choose which one to use (11.2)`,
    options: all.map((s, i) => ({ id: `smuggle-${i}`, label: `Smuggle [${s.cost}${s.aspects.length ? ` ${s.aspects.join(' ')}` : ''}]`, ref: null })), min: 1, max: 1,
  });
  return all[Number(picked!.slice('smuggle-'.length))];
}

export type PlayRequest = PlayRequestData;

/** What a card from hand is played as, unless it is played as a Pilot upgrade (7.5.17). */
function playedAs(def: CardDefinition): 'unit' | 'upgrade' | 'event' {
  return /unit/i.test(def.type) ? 'unit' : /upgrade/i.test(def.type) ? 'upgrade' : 'event';
}

/** A cost modifier's condition ("costs 1 less if you control ..."), read from its controller and card. */
function costConditionHolds(run: SwuRun, controller: PlayerId, source: { id: string; card: string }, condition: Condition): boolean {
  return conditionHolds(contextFor(run, scopeFor(controller, source, displayName(run.def(source.card)))), condition);
}

/** costConditionHolds, with "while playing this upgrade on <unit>" read on the unit chosen for it (6.2.1). */
function hostCostConditionHolds(host: UnitView): typeof costConditionHolds {
  return (run, controller, source, condition) => ('playedOn' in condition ? unitMatches(run, host, condition.playedOn, controller, null) : costConditionHolds(run, controller, source, condition));
}

/** Schedules Play a Card: its steps run after the current one. */
export function startPlay(run: SwuRun, req: PlayRequest): void {
  run.then({ t: 'swu.play', req });
}

/** 6.2.1-6.2.3: check restrictions and determine the cost; paying and putting the card into play are the next steps. */
export function playCard(run: SwuRun, req: PlayRequest): void {
  const p = run.state[req.player];
  const zone = req.from === 'hand' ? p.hand : req.from === 'discard' ? p.discard : p.resources;
  const index = zone.findIndex((c) => c.id === req.card);
  const entry = zone[index];
  if (!entry || !entry.card) invalid('ILLEGAL_ACTION', '$.action.card', `${req.card} is not in ${req.player}'s ${req.from === 'hand' ? 'hand' : req.from === 'discard' ? 'discard pile' : 'resource zone'}`);
  const def = run.def(entry.card);
  const name = displayName(def);
  if (/leader|base|token/i.test(def.type)) invalid('ILLEGAL_ACTION', '$.action.card', `${name} (${def.type}) can't be played`);
  // 6.2.1A: the intent is declared first - a unit with Piloting may be played as an upgrade (7.5.17).
  const piloting = req.from === 'hand' && playsAsPilot(run, req.player, def, req.piloting, req.attachTo);

  // 6.2.2 Check restrictions: an enemy "can't play" constant ability we can't evaluate makes the answer unsupported.
  for (const unit of run.units()) {
    if (unit.controller === opponentOf(req.player)) requireSupported(run, unit.card, 'opponentPlays');
  }
  requireSupported(run, def.id, 'played');
  // A unit or upgrade entering play brings its constant text into play for the rest of this action (checkConstants
  // only saw the cards in play when the request started).
  if (!/event/i.test(def.type)) requireSupported(run, def.id, 'constant');
  if (/upgrade/i.test(def.type) || piloting) requireUpgradeSupported(run, def.id);
  if (piloting) requirePilotModifiers(run, def);
  requireKeywordsSupported(run, def);
  if (/event/i.test(def.type) && definedAbilities(def) === undefined && (def.text ?? '').trim()) {
    run.unsupported('CARD', def.id, `${name}: event text without defined abilities`);
  }

  // 6.2.1: "While playing this upgrade on General Grievous, it costs 2 less": the unit it is played on is chosen with
  // the intent, before the cost (v2/costatk.ts); putting it into play attaches it there.
  const host = !piloting && /upgrade/i.test(def.type) && costDependsOnHost(def) ? chooseHost(run, req, name, def) ?? invalid('ILLEGAL_ACTION', '$.action.target', `${name} needs a unit to attach to`) : undefined;
  if (host) req = { ...req, attachTo: host.id };
  const holds = host ? hostCostConditionHolds(host) : costConditionHolds;

  // 6.2.3 Determine cost.
  let base: number;
  let aspects: readonly string[];
  if (req.plot) {
    base = def.cost ?? 0;
    aspects = def.aspects;
  } else if (req.from === 'resources') {
    const smuggle = chooseSmuggle(run, req.player, def);
    if (!smuggle) invalid('ILLEGAL_ACTION', '$.action.card', `${name} has no Smuggle ability: it can't be played from resources`);
    base = smuggle.cost;
    aspects = smuggle.aspects;
  } else if (piloting) {
    ({ cost: base, aspects } = choosePiloting(run, req.player, def));
  } else {
    base = def.cost ?? 0;
    aspects = def.aspects;
  }
  const { penalty: rawPenalty, missing } = aspectPenalty(run, req.player, aspects);
  // 8.10.2: "Ignore the aspect penalty on <cards> you play" of a card the player controls (v2/grants.ts).
  // SHD The Darksaber: "While playing this upgrade on a Mandalorian unit, ignore its aspect penalty" (v2/costatk.ts).
  const ignoredBy = rawPenalty > 0 && !req.ignoreAspectPenalty ? penaltyIgnoredBy(run, req.player, def, piloting ? 'upgrade' : playedAs(def), costConditionHolds) ?? (host ? ownPenaltyIgnoredBy(run, req.player, def, entry.id, holds) : undefined) : undefined;
  const penalty = req.ignoreAspectPenalty || ignoredBy ? 0 : rawPenalty - ignoredPenalty(missing, req.ignorePenaltyIcons);
  const exploited = req.free ? [] : chooseExploited(run, req.player, def);
  const adjust = req.free ? undefined : costAdjustment(run, req.player, def, entry.id, holds);
  // 6.2.3A-B: increases first, then decreases (Exploit's 2 per defeated unit among them), never below 0; "for free"
  // bypasses every modifier (8.1.3).
  const cost = req.free ? 0 : Math.max(0, base + penalty + adjust!.increase - adjust!.decrease - (req.costReduction ?? 0) - 2 * exploited.length);
  const notes = [
    req.plot ? ' (Plot)' : req.from === 'resources' ? ' (Smuggle)' : '',
    piloting ? ' (Piloting, as an upgrade)' : '',
    adjust?.notes.length ? ` with ${adjust.notes.join(', ')}` : '',
    penalty ? ` including +${penalty} aspect penalty (missing ${missing.join(', ')})` : '',
    req.ignoreAspectPenalty && rawPenalty ? ` ignoring the aspect penalty (+${rawPenalty}, missing ${missing.join(', ')})` : '',
    ignoredBy ? ` ignoring the aspect penalty (+${rawPenalty}, missing ${missing.join(', ')}: "${ignoredBy}")` : '',
    !req.ignoreAspectPenalty && !ignoredBy && penalty < rawPenalty ? ` ignoring +${rawPenalty - penalty} of the aspect penalty` : '',
    req.free ? ' (played for free)' : '',
  ].join('');
  run.step('COST_DETERMINED', `${name} costs ${cost}${notes}`, [entry.id], req.player, rule(ignoredBy ? '8.10.2' : req.ignoreAspectPenalty || penalty < rawPenalty ? '8.10.2' : penalty ? '8.1.1' : '6.2.3'));
  // Everything the play triggers resolves after it (7.6.8), the Exploit defeats' triggers included (7.5.16D).
  const window = run.openWindow('action');
  if (exploited.length > 0) run.emit(exploited.map((target) => ({ kind: 'defeat', target, reason: 'exploit' })));
  // "The next card you play ... costs less" is used up by this play.
  if (adjust?.used.length) run.emit(usedCostModifiers(run, adjust.used, name));
  run.then(
    { t: 'swu.playPay', player: req.player, cost, what: name, ...(req.from === 'resources' ? { preferred: entry.id } : {}) },
    { t: 'swu.playPut', req: piloting ? { ...req, piloting } : req, card: { id: entry.id, card: entry.card } },
    ...afterPlayTasks(req),
    { t: 'window', id: window },
  );
}

/** 6.2.5: put the card into play (onto the chosen unit, for an upgrade) or, for an event, resolve its ability. */
export function putIntoPlayStep(run: SwuRun, req: PlayRequest, card: { id: string; card: string }): void {
  const def = run.def(card.card);
  const name = displayName(def);
  const as = req.piloting ? 'upgrade' : /unit/i.test(def.type) ? 'unit' : /upgrade/i.test(def.type) ? 'upgrade' : 'event';
  const attachTo = as === 'upgrade' ? chooseHost(run, req, name, def)?.id : undefined;
  if (as === 'upgrade' && !attachTo) invalid('ILLEGAL_ACTION', '$.action.target', `${name} needs a unit to attach to`);
  const enters = entering(run, req, card, as);
  const played: SwuEvent = { kind: 'played', target: card.id, player: req.player, from: req.from, as, attachTo, ...(req.from === 'resources' && !req.plot ? { smuggle: true } : {}), ...enters.props };
  // 7.5.14G: a smuggled card and the resource replacing it enter play simultaneously.
  run.emit(req.from === 'resources' ? [played, { kind: 'replaceResource', player: req.player }, ...enters.used] : [played, ...enters.used]);
  if (as === 'event') {
    for (const ability of printedAbilities(def)) {
      if (ability.kind === 'event') runAbility(run, ability.effect, scopeFor(req.player, card, name));
    }
  }
}

/**
 * Whether `player` could pay for and place this card from hand with these modifiers (6.2.3-6.2.5): what an ability's
 * "play a card from your hand" may offer (offering more would let an answer make the whole request INVALID).
 */
export function canPlayFromHand(run: SwuRun, player: PlayerId, def: CardDefinition, mods: Pick<PlayRequest, 'ignoreAspectPenalty' | 'free' | 'costReduction' | 'ignorePenaltyIcons'>, cardId?: string): boolean {
  if (/leader|base|token/i.test(def.type)) return false;
  // Its cost depends on the unit chosen for it (v2/costatk.ts): which plays could be paid for is not worked out here.
  if (costDependsOnHost(def)) return run.unsupported('ABILITY', def.id, `${displayName(def)}: a cost that depends on the unit it is played on, offered by a "play a card" ability`);
  const raw = aspectPenalty(run, player, def.aspects);
  const ignoredBy = raw.penalty > 0 && !mods.ignoreAspectPenalty ? penaltyIgnoredBy(run, player, def, playedAs(def), costConditionHolds) : undefined;
  const penalty = mods.ignoreAspectPenalty || ignoredBy ? 0 : raw.penalty - ignoredPenalty(raw.missing, mods.ignorePenaltyIcons);
  const adjust = mods.free ? undefined : costAdjustment(run, player, def, cardId ?? def.id, costConditionHolds);
  const cost = mods.free ? 0 : Math.max(0, (def.cost ?? 0) + penalty + adjust!.increase - adjust!.decrease - (mods.costReduction ?? 0) - exploitDiscount(run, player, def));
  if (cost > readyResources(run, player).length + creditsOf(run, player)) return false;
  if (!/upgrade/i.test(def.type)) return true;
  const restrictions = printedAbilities(def).filter((a): a is AttachRestriction => a.kind === 'attachTo');
  return run.units().some((u) => restrictions.every((r) => unitMatches(run, u, r.filter, player, null)));
}

/** 6.2.5B / 8.19.2: an upgrade attaches to an eligible unit (its "Attach to" restriction, if any). */
function chooseHost(run: SwuRun, req: PlayRequest, name: string, def: CardDefinition): UnitView | undefined {
  const restrictions = req.piloting ? [{ text: 'a friendly Vehicle unit without a Pilot on it (Piloting, 7.5.17)' }] : printedAbilities(def).filter((a): a is AttachRestriction => a.kind === 'attachTo');
  const units = req.piloting ? pilotHosts(run, req.player) : run.units().filter((u) => restrictions.every((r) => unitMatches(run, u, (r as AttachRestriction).filter, req.player, null)));
  if (req.attachTo) return units.find((u) => u.id === req.attachTo) ?? invalid('ILLEGAL_ACTION', '$.action.target', `${run.name(req.attachTo)} is not a unit ${name} can attach to${restrictions.length ? ` (${restrictions.map((r) => r.text).join('; ')})` : ''}`);
  const [id] = run.ask({ player: req.player, kind: 'TARGET', text: `Choose a unit to attach ${name} to`, options: units.map((u) => cardOption(run, u.id)), min: 1, max: 1 });
  return units.find((u) => u.id === id);
}

/**
 * Deploy a Leader (3.4.4). A JTL Pilot leader's Epic Action also offers deploying as an upgrade on a friendly Vehicle
 * without a Pilot (3.4.4A, v2/pilots.ts): `as` / `attachTo` from the action, else asked when there is such a Vehicle.
 */
export function deployLeader(run: SwuRun, player: PlayerId, as?: 'unit' | 'upgrade', attachTo?: string): void {
  const leader = run.state[player].leader;
  const def = run.def(leader.card);
  if (leader.deployed) invalid('ILLEGAL_ACTION', '$.action', `${displayName(def)} is already deployed`);
  if (leader.epicActionUsed) invalid('ILLEGAL_ACTION', '$.action', `${displayName(def)}'s Epic Action was already used (7.2.4)`);
  const deploy = leaderDeploy(run, def);
  requireSupported(run, def.id, 'played', 'unit');
  requireSupported(run, def.id, 'constant', 'unit');
  requireKeywordsSupported(run, def, def.keywords, def.backText);
  const count = run.state[player].resources.length;
  if (count < deploy.minResources) invalid('ILLEGAL_ACTION', '$.action', `${displayName(def)} deploys with ${deploy.minResources} or more resources; ${player} controls ${count}`);
  const host = chooseDeployment(run, player, def, deploy.asUpgrade, as, attachTo);
  const window = run.openWindow('action');
  run.emit([{ kind: 'deployed', target: leader.id, player, ...(host ? { attachTo: host } : {}) }]);
  run.then({ t: 'window', id: window });
}

export function useAbility(run: SwuRun, player: PlayerId, cardId: string, abilityId: string | undefined): void {
  const p = run.state[player];
  let source: { id: string; card: string; exhausted: boolean; side?: 'leader' | 'unit' } | undefined;
  if (p.leader.id === cardId) {
    const leader = p.leader;
    if (leader.asUpgrade) invalid('ILLEGAL_ACTION', '$.action.card', `${displayName(run.def(leader.card))} is deployed as an upgrade: what it gives is the attached unit's (3.4.4A)`);
    source = { id: leader.id, card: leader.card, exhausted: leader.exhausted, side: leader.deployed ? 'unit' : 'leader' };
  } else if (p.base.id === cardId) {
    source = { id: p.base.id, card: p.base.card, exhausted: false };
  } else {
    const unit = run.unit(cardId);
    if (unit && unit.controller === player) source = { id: unit.id, card: unit.card, exhausted: unit.inst.exhausted };
  }
  if (!source) invalid('ILLEGAL_ACTION', '$.action.card', `${cardId} is not a card ${player} controls with an action ability`);
  const def = run.def(source.card);
  requireSupported(run, def.id, 'action', source.side);
  // 8.14.1: a unit that lost all abilities has no action ability, printed or gained (v2/noabil.ts).
  const actions = abilitiesLost(run, source.id) ? [] : printedAbilities(def, source.side).filter((a): a is ActionAbility => a.kind === 'action');
  // Action abilities a unit gained (constant abilities, upgrades, lasting effects) are used the same way (7.3).
  const asUnit = run.unit(source.id);
  if (asUnit && source.side !== 'leader') for (const g of grantsOn(run, asUnit)) if (g.ability?.kind === 'action') actions.push(g.ability);
  const ability = abilityId ? actions.find((a) => a.id === abilityId) : actions[0];
  if (!ability) invalid('ILLEGAL_ACTION', '$.action.ability', `${displayName(def)} has no action ability${abilityId ? ` "${abilityId}"` : ''}`);
  if (ability.epic) {
    const holder = p.leader.id === source.id ? p.leader : p.base.id === source.id ? p.base : undefined;
    if (holder?.epicActionUsed) invalid('ILLEGAL_ACTION', '$.action.ability', `the Epic Action of ${displayName(def)} was already used (7.2.4)`);
    if (holder) holder.epicActionUsed = true;
  }
  // "Use this ability no more than N times each game": a base's uses are counted in its usedThisGame.
  if (ability.maxPerGame !== undefined) {
    const uses = p.base.id === source.id ? (p.base.usedThisGame ?? []).filter((a) => a === ability.id).length : run.unsupported('ABILITY', `${def.id}:${ability.id}`, 'a "times each game" limit on a card other than a base is not supported');
    if (uses >= ability.maxPerGame) invalid('ILLEGAL_ACTION', '$.action.ability', `${displayName(def)}: "${ability.text}" was already used ${uses} times this game (6.4.2)`);
  }
  if (usedThisRound(run, source.id, ability)) invalid('ILLEGAL_ACTION', '$.action.ability', `${displayName(def)}: "${ability.text}" was already used this round (8.32.3)`);
  // 6.4.4: pay every part of the cost, or nothing.
  if (ability.cost.exhaust && source.exhausted) invalid('ILLEGAL_ACTION', '$.action.card', `${displayName(def)} is exhausted: it can't pay [Exhaust] (6.4.4A)`);
  if ((ability.cost.resources ?? 0) > readyResources(run, player).length + creditsOf(run, player)) invalid('ILLEGAL_ACTION', '$.action', `${player} can't pay ${ability.cost.resources} resources (6.4.4A)`);
  const paidSomething = !!ability.cost.exhaust || (ability.cost.resources ?? 0) > 0 || !!ability.epic;
  const window = run.openWindow('action');
  if (ability.limit) run.emit([markUsed(source.id, ability)]);
  if (ability.cost.exhaust) run.emit([{ kind: 'exhaust', target: source.id, reason: 'cost' }]);
  if (ability.cost.resources) run.then({ t: 'swu.playPay', player, cost: ability.cost.resources, what: ability.text });
  run.logLater('ABILITY_USED', `${player} uses ${displayName(def)}: "${ability.text}"`, [source.id], player, rule('6.4.5'));
  const scope = scopeFor(player, source, `${displayName(def)}: ${ability.text}`);
  runAbility(run, withCostParts(run, ability, scope), scope);
  run.then({ t: 'window', id: window });
  // 6.4.0C-D: an ability whose cost changes nothing may be used only if its effect changes the game state.
  if (!paidSomething) run.then({ t: 'swu.abilityChanged', before: gameStateText(run), text: ability.text });
  // Counted once the ability is used (after the 6.4.0C check, which the count itself must not satisfy).
  if (ability.maxPerGame !== undefined) run.emit([{ kind: 'abilityUsedThisGame', source: source.id, ability: ability.id }]);
}

/** The game state without the resolution in progress, to tell whether an ability changed anything. */
export function gameStateText(run: SwuRun): string {
  return JSON.stringify(run.state, (key, value: unknown) => (key === 'timing' ? undefined : value));
}

export function requireChange(run: SwuRun, before: string, text: string): void {
  if (gameStateText(run) === before) invalid('ILLEGAL_ACTION', '$.action', `using "${text}" would not change the game state (6.4.0C)`);
}
