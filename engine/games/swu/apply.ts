// What each SWU event does to the state (the "apply" step of the pipeline), and the zone moves it needs.
// Every change to cards, counters and effects goes through here, reached only through the timing pipeline
// (turn bookkeeping - active player, passing, phases - lives in turn.ts).
import { shuffleInPlace } from '../../core/random.js';
import { skipsRegroupReady } from './v2/immunity.js';
import { allUnits, displayName, findBase, findUpgrade, isTokenCard, PLAYERS, type UnitView } from './model.js';
import { rule } from './rules.js';
import type { SwuEvent, SwuRun } from './run.js';
import type { PlayerId, UnitInstance } from './state/types.js';
import type { TriggeredAbility } from './abilities/types.js';
import { printedAbilities } from './stats.js';
import { requireKeywordsSupported, requireSupported } from './support.js';
import { markEntered } from './keywords/hidden.js';
import { requireNoEntersReadyText } from './v2/enters-ready.js';
import { recordDrawn, recordHistory, recordLeftPlay } from './v2/history.js';
import { applyCostEvent } from './v2/events.js';
import { applyForceEvent } from './force/events.js';
import { applyPlayersEvent } from './v2/players.js';
import { applyResourceEvent } from './v2/resources.js';
import { applyDeployAsUpgrade, applyPilotEvent, returnLeaderUpgrade } from './v2/pilots.js';
import { applyZoneEvent, putInZone } from './apply-effects.js';
import { restricted } from './restrictions.js';
import { applyEntering } from './v2/played.js';
import { applyCaptureEvent } from './v2/capture.js';

function removeUnitFromArena(run: SwuRun, unit: UnitView): void {
  if (unit.isLeader) return;
  const zone = run.state[unit.controller][unit.arena];
  const i = zone.findIndex((u) => u.id === unit.id);
  if (i >= 0) zone.splice(i, 1);
}

/**
 * 1.5.5D / 3.6.11: a defeated upgrade's own "When Defeated" (or Bounty) abilities would trigger, but the engine only
 * collects them for units: such an upgrade answers UNSUPPORTED rather than being silently ignored.
 */
function requireUpgradeDefeatSupported(run: SwuRun, card: string): void {
  requireSupported(run, card, 'defeated');
  const def = run.def(card);
  const ability = printedAbilities(def).find((a): a is TriggeredAbility => a.kind === 'triggered' && ['defeated', 'bounty', 'captured'].includes(a.when.on));
  if (ability) run.unsupported('ABILITY', `${def.id}:${ability.id}`, `${displayName(def)}: "${ability.text}" - an upgrade's own When Defeated abilities are not supported yet (rule 1.5.5D)`);
}

/** Upgrades leave with their unit (1.5.5D): tokens are set aside, cards go to their owner's discard pile. */
function discardUpgrades(run: SwuRun, unit: UnitView): void {
  for (const upgrade of unit.inst.upgrades) requireUpgradeDefeatSupported(run, upgrade.card);
  for (const upgrade of unit.inst.upgrades) {
    // A Leader Upgrade returns to its base zone instead (3.4.5).
    if (!isTokenCard(run.def(upgrade.card)) && !returnLeaderUpgrade(run, upgrade)) run.state[upgrade.owner].discard.push({ id: upgrade.id, card: upgrade.card });
  }
  unit.inst.upgrades = [];
}

function rescueAll(run: SwuRun, unit: UnitView): void {
  if (unit.isLeader) return;
  const guard = unit.inst as UnitInstance;
  for (const captured of guard.capturedUnits) {
    requireNoEntersReadyText(run, captured.card, 'is rescued');
    putIntoPlay(run, captured.owner, { id: captured.id, card: captured.card, owner: captured.owner });
    run.step('RESCUED', `${run.name(captured.id)} is rescued and returns to play exhausted`, [captured.id], captured.owner, rule('8.33.4'));
  }
  guard.capturedUnits = [];
}

export function putIntoPlay(run: SwuRun, controller: PlayerId, card: { id: string; card: string; owner: PlayerId }, exhausted = true): UnitInstance {
  // A unit entering play mid-action (rescue) brings constant text checkConstants never saw.
  requireSupported(run, card.card, 'constant');
  requireKeywordsSupported(run, run.def(card.card));
  const def = run.def(card.card);
  const unit: UnitInstance = { id: card.id, card: card.card, owner: card.owner, damage: 0, exhausted, upgrades: [], capturedUnits: [] };
  run.state[controller][/space/i.test(def.arena ?? '') ? 'spaceArena' : 'groundArena'].push(unit);
  return unit;
}

/** A unit leaves play (8.12.1): to its owner's discard pile, captured, or (returned, 8.24) to a hand or deck. */
export function leavePlay(run: SwuRun, unit: UnitView, to: 'discard' | 'captured' | 'hand' | 'deckBottom' | 'deckTop', captor?: UnitView): void {
  recordLeftPlay(run, unit.id);
  discardUpgrades(run, unit);
  rescueAll(run, unit);
  const def = run.def(unit.card);
  // Effects on it end; so do those lasting "while this unit is in play" (7.7.3): a new copy of it is another card (8.5.4).
  run.state.effects = run.state.effects.filter((e) => !(e.targets.length === 1 && e.targets[0] === unit.id) && !(e.duration === 'whileSourceInPlay' && e.source === unit.id));
  // 8.5.4: if it comes back it is a new copy; a delayed effect's "it" (7.7.4) no longer names it.
  for (const d of run.state.delayed) for (const [name, id] of Object.entries(d.refs ?? {})) if (id === unit.id) delete d.refs![name];
  if (unit.isLeader) {
    // 3.4.5: a defeated Leader Unit flips back to its leader side in the base zone, exhausted.
    const leader = run.state[unit.controller].leader;
    leader.deployed = false;
    delete leader.enteredThisPhase;
    delete leader.usedThisRound;
    leader.exhausted = true;
    leader.damage = 0;
    leader.epicActionUsed = true;
    return;
  }
  removeUnitFromArena(run, unit);
  const inst = unit.inst as UnitInstance;
  if (isTokenCard(def)) return; // 1.5.5E, 8.33.5: tokens are set aside
  if (to === 'captured' && captor && !captor.isLeader) {
    (captor.inst as UnitInstance).capturedUnits.push({ id: inst.id, card: inst.card, owner: inst.owner });
  } else {
    putInZone(run, inst.owner, { id: inst.id, card: inst.card }, to === 'captured' ? 'discard' : to);
  }
}

function damageTargetName(run: SwuRun, id: string): string {
  return run.name(id);
}

export function applyEvent(run: SwuRun, event: SwuEvent): void {
  // Memoized reads are stale once the state changes; while it changes, nothing is cached.
  run.version += 1;
  run.applying = true;
  try {
    applyChange(run, event);
    recordHistory(run, event);
  } finally {
    run.applying = false;
  }
  run.version += 1;
}

function applyChange(run: SwuRun, event: SwuEvent): void {
  if (applyCostEvent(run, event) || applyForceEvent(run, event) || applyResourceEvent(run, event) || applyCaptureEvent(run, event) || applyPilotEvent(run, event) || applyPlayersEvent(run, event)) return;
  const s = run.state;
  switch (event.kind) {
    case 'damage': {
      const unit = run.unit(event.target);
      if (unit) unit.inst.damage += event.amount;
      else findBase(s, event.target)!.base.damage += event.amount;
      run.step('DAMAGE_DEALT', `${event.by ? `${run.name(event.by)} deals` : 'deal'} ${event.amount} ${event.combat ? 'combat ' : ''}damage to ${damageTargetName(run, event.target)}`, event.by ? [event.by, event.target] : [event.target], event.byPlayer ?? null, rule(event.combat ? '1.9.10' : '1.9.2'));
      return;
    }
    case 'heal': {
      const unit = run.unit(event.target);
      const holder = unit ? unit.inst : findBase(s, event.target)!.base;
      const healed = Math.min(event.amount, holder.damage);
      holder.damage -= healed;
      run.step('HEALED', `heal ${healed} damage from ${run.name(event.target)}`, [event.target], null, rule('1.9.3'));
      return;
    }
    case 'defeat': {
      const unit = run.unit(event.target);
      if (unit) {
        const why = event.reason === 'noRemainingHp' ? rule('1.16.5E') : event.reason === 'unique' ? rule('8.29.3') : rule('1.5.5C');
        run.step('DEFEATED', `${run.name(unit.id)} is defeated`, [unit.id], unit.controller, why);
        leavePlay(run, unit, 'discard');
        return;
      }
      const found = findUpgrade(s, event.target, run.defOf)!;
      requireUpgradeDefeatSupported(run, found.upgrade.card);
      found.host.inst.upgrades = found.host.inst.upgrades.filter((u) => u.id !== event.target);
      const def = run.def(found.upgrade.card);
      const leader = !isTokenCard(def) && returnLeaderUpgrade(run, found.upgrade);
      if (!isTokenCard(def) && !leader) s[found.upgrade.owner].discard.push({ id: found.upgrade.id, card: found.upgrade.card });
      run.step('DEFEATED', `${displayName(def)} on ${run.name(found.host.id)} is defeated`, [found.upgrade.id, found.host.id], found.upgrade.owner, rule(event.reason === 'unique' ? '8.29.3' : isTokenCard(def) ? '1.5.5E' : '1.5.5C'));
      return;
    }
    case 'draw': {
      const p = s[event.player];
      recordDrawn(run, event.player, Math.min(event.count, p.deck.length));
      for (let i = 0; i < event.count; i += 1) {
        const top = p.deck.shift();
        if (top) {
          p.hand.push(top);
          run.step('DRAW', `${event.player} draws a card`, [top.id], event.player, rule('1.13.1'));
        } else {
          p.base.damage += 3;
          run.step('DAMAGE_DEALT', `${event.player} can't draw from an empty deck: 3 damage to their base`, [p.base.id], event.player, rule('1.13.1'));
        }
      }
      return;
    }
    case 'giveToken': {
      const unit = run.unit(event.target)!;
      const tokenCard = event.token;
      unit.inst.upgrades.push({ id: run.newId('token'), card: tokenCard, owner: unit.controller });
      run.step('TOKEN_GIVEN', `${run.name(unit.id)} gets a${event.token === 'experience' ? 'n Experience' : ' Shield'} token`, [unit.id], event.player, rule(event.token === 'experience' ? '3.7.5' : '3.7.6'));
      return;
    }
    case 'exhaust':
    case 'ready': {
      const unit = run.unit(event.target);
      const leaderOwner = PLAYERS.find((p) => s[p].leader.id === event.target);
      const holder = unit ? unit.inst : s[leaderOwner!].leader;
      holder.exhausted = event.kind === 'exhaust';
      const reason = event.kind === 'exhaust' ? event.reason : undefined;
      const why = reason === 'attack' ? rule('6.3.3') : reason === 'cost' ? rule('6.4.4') : rule('1.5.4');
      const name = unit ? run.name(unit.id) : displayName(run.def(s[leaderOwner!].leader.card));
      run.step(event.kind === 'exhaust' ? 'EXHAUSTED' : 'READIED', `${name} is ${event.kind === 'exhaust' ? 'exhausted' : 'readied'}${reason === 'attack' ? ' (it attacks)' : reason === 'cost' ? ' (cost)' : ''}`, [event.target], unit?.controller ?? leaderOwner ?? null, why);
      return;
    }
    case 'payResources': {
      const ids = new Set(event.resources);
      for (const r of s[event.player].resources) if (ids.has(r.id)) r.exhausted = true;
      run.step('COST_PAID', `${event.player} exhausts ${ids.size} resource${ids.size === 1 ? '' : 's'} for ${event.what}`, [], event.player, rule('6.2.4'));
      return;
    }
    case 'played': {
      const p = s[event.player];
      const zone: { id: string; card: string | null }[] = event.from === 'hand' ? p.hand : event.from === 'discard' ? p.discard : p.resources;
      const i = zone.findIndex((c) => c.id === event.target);
      const entry = zone.splice(i, 1)[0]!;
      const card = { id: entry.id, card: entry.card!, owner: event.player };
      const def = run.def(card.card);
      if (event.as === 'unit') {
        const unit = putIntoPlay(run, event.player, card, !event.ready);
        markEntered(unit);
        run.step('PLAYED', `${event.player} plays ${displayName(def)} into the ${/space/i.test(def.arena ?? '') ? 'space' : 'ground'} arena, ${event.ready ? 'ready' : 'exhausted'}`, [card.id], event.player, rule('6.2.5'));
        applyEntering(run, event, unit);
      } else if (event.as === 'upgrade') {
        const host = run.unit(event.attachTo!)!;
        host.inst.upgrades.push(card);
        run.step('PLAYED', `${event.player} plays ${displayName(def)} on ${run.name(host.id)}`, [card.id, host.id], event.player, rule('6.2.5'));
      } else {
        // 7.4.2: the event goes to the discard pile before its ability resolves.
        p.discard.push({ id: card.id, card: card.card });
        run.step('PLAYED', `${event.player} plays ${displayName(def)}`, [card.id], event.player, rule('7.4.2'));
      }
      return;
    }
    case 'replaceResource': {
      const p = s[event.player];
      const top = p.deck.shift();
      if (top) {
        p.resources.push({ id: top.id, card: top.card, exhausted: true });
        run.step('RESOURCE_REPLACED', `the top card of ${event.player}'s deck replaces it as an exhausted resource`, [top.id], event.player, rule('7.5.14'));
      } else {
        run.step('RESOURCE_REPLACED', `${event.player}'s deck is empty: the smuggled card is not replaced`, [], event.player, rule('7.5.14'));
      }
      return;
    }
    case 'deployed': {
      if (event.attachTo) {
        applyDeployAsUpgrade(run, event, event.attachTo);
        return;
      }
      const leader = s[event.player].leader;
      const def = run.def(leader.card);
      leader.deployed = true;
      markEntered(leader);
      leader.exhausted = false;
      leader.epicActionUsed = true;
      leader.damage = 0;
      run.step('DEPLOYED', `${event.player} deploys ${displayName(def)} (ready, in the ${/space/i.test(def.arena ?? '') ? 'space' : 'ground'} arena)`, [leader.id], event.player, rule('3.4.4'));
      return;
    }
    case 'addEffect':
      s.effects.push(event.effect);
      run.step('LASTING_EFFECT', event.text, event.effect.targets, event.effect.controller, rule('7.7.3'));
      return;
    case 'expireEffects': {
      const gone = new Set(event.ids);
      s.effects = s.effects.filter((e) => !gone.has(e.id));
      run.step('EFFECT_EXPIRED', event.text, [], null, rule('7.7.3'));
      return;
    }
    case 'resourceCard': {
      const p = s[event.player];
      const i = p.hand.findIndex((c) => c.id === event.target);
      const [card] = p.hand.splice(i, 1);
      p.resources.push({ id: card!.id, card: card!.card, exhausted: !event.ready });
      run.step('RESOURCED', `${event.player} puts a card from their hand into play as a resource${event.ready ? ', ready' : ''}`, [card!.id], event.player, rule(event.ready ? '1.7.7' : '5.5.1C'));
      return;
    }
    case 'readyAll': {
      const p = s[event.player];
      for (const u of [...p.groundArena, ...p.spaceArena]) if (!restricted(run, u.id, 'cantReady') && !skipsRegroupReady(run, u.id)) u.exhausted = false;
      for (const r of p.resources) r.exhausted = false;
      p.leader.exhausted = false;
      run.step('READIED', `${event.player} readies all their exhausted cards`, [], event.player, rule('5.5.1D'));
      return;
    }
    case 'shuffleDeck':
      // The only source of randomness: the state's seed, advanced by each shuffle.
      s.seed = shuffleInPlace(s[event.player].deck, s.seed);
      run.step('SHUFFLED', `${event.player} shuffles their deck`, [], event.player, rule('8.22.1'));
      return;
    case 'addDelayed':
      s.delayed.push(event.delayed);
      run.step('DELAYED_EFFECT', event.text, [event.delayed.source], event.delayed.controller, rule('7.7.4'));
      return;
    case 'capture': {
      const unit = run.unit(event.target)!;
      const captor = run.unit(event.by);
      if (!captor) return; // 8.33.1A
      if (unit.isLeader || captor.isLeader) run.unsupported('RULE', '8.33', 'capturing with or by a leader unit is not supported yet');
      run.step('CAPTURED', `${run.name(captor.id)} captures ${run.name(unit.id)}`, [captor.id, unit.id], captor.controller, rule('8.33.1'));
      leavePlay(run, unit, 'captured', captor);
      return;
    }
    case 'rescue': {
      for (const guard of allUnits(s, run.defOf)) {
        if (guard.isLeader) continue;
        const inst = guard.inst as UnitInstance;
        const captured = inst.capturedUnits.find((c) => c.id === event.target);
        if (!captured) continue;
        inst.capturedUnits = inst.capturedUnits.filter((c) => c.id !== event.target);
        requireNoEntersReadyText(run, captured.card, 'is rescued');
        putIntoPlay(run, captured.owner, { id: captured.id, card: captured.card, owner: captured.owner });
        run.step('RESCUED', `${run.name(captured.id)} is rescued and returns to play exhausted`, [captured.id], captured.owner, rule('8.33.3'));
      }
      return;
    }
    case 'takeControl': {
      const unit = run.unit(event.target)!;
      if (unit.isLeader) run.unsupported('RULE', '3.4.6', 'taking control of a leader unit');
      if (unit.controller === event.player) return;
      removeUnitFromArena(run, unit);
      s[event.player][unit.arena].push(unit.inst as UnitInstance);
      run.step('CONTROL_CHANGED', `${event.player} takes control of ${run.name(unit.id)}`, [unit.id], event.player, rule('8.27.1'));
      return;
    }
    case 'createToken':
    case 'moveCard':
    case 'reveal':
    case 'createCredits':
    case 'spendCredits':
      applyZoneEvent(run, event);
      return;
    default:
      return; // timing points (played, deployed, attack declared/ended) change nothing by themselves
  }
}
