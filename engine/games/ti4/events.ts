// Every change to a TI4 state is an event applied here, through the machine's one pipeline. TI4's "when" and "after"
// windows are opened by the step that emits an event (windows.ts), so the pipeline has no timing points of its own.
import type { EventRules } from '../../core/machine.js';
import type { Ti4Run } from './run.js';
import type { CardInstance, Event, PendingAbility, Player } from './state/types.js';

type Zone = 'actionCards' | 'promissoryNotes' | 'playArea' | 'discard';

function takeCard(run: Ti4Run, id: string): CardInstance | undefined {
  for (const p of run.state.players) {
    for (const zone of ['actionCards', 'promissoryNotes', 'playArea', 'technologies', 'abilities', 'leaders'] as const) {
      const i = p[zone].findIndex((c) => c.id === id);
      if (i >= 0) return p[zone].splice(i, 1)[0];
    }
  }
  const discard = run.state.actionDiscard ?? [];
  const i = discard.findIndex((c) => c.id === id);
  return i >= 0 ? discard.splice(i, 1)[0] : undefined;
}

function findCard(run: Ti4Run, id: string): CardInstance | undefined {
  for (const p of run.state.players) {
    for (const zone of ['actionCards', 'promissoryNotes', 'playArea', 'technologies', 'abilities', 'leaders'] as const) {
      const c = p[zone].find((x) => x.id === id);
      if (c) return c;
    }
  }
  return undefined;
}

function pool(p: Player, name: 'tactic' | 'fleet' | 'strategy', delta: number): void {
  p.commandTokens[name] = Math.max(0, p.commandTokens[name] + delta);
  if (p.reinforcementTokens !== undefined) p.reinforcementTokens = Math.max(0, p.reinforcementTokens - delta);
}

export function applyEvent(run: Ti4Run, e: Event): void {
  const s = run.state;
  switch (e.kind) {
    case 'activate': {
      const p = run.player(e.player);
      p.commandTokens.tactic -= 1;
      const system = run.system(e.system)!;
      system.commandTokens = [...(system.commandTokens ?? []), e.player];
      return;
    }
    case 'playActionCard': {
      const card = takeCard(run, e.card);
      if (card) s.actionDiscard = [...(s.actionDiscard ?? []), card];
      return;
    }
    case 'pass':
      run.player(e.player).passed = true;
      return;
    case 'tradeGoods':
      run.player(e.player).tradeGoods += e.count;
      return;
    case 'commodities': {
      const p = run.player(e.player);
      p.commodities += e.count;
      // Commodities given to another player become trade goods (LRR 58).
      if (e.to) run.player(e.to).tradeGoods -= e.count;
      return;
    }
    case 'commandTokens':
      pool(run.player(e.player), e.pool, e.count);
      return;
    case 'placeCommandToken': {
      const system = run.system(e.system)!;
      system.commandTokens = [...(system.commandTokens ?? []), e.player];
      const p = run.player(e.player);
      if (p.reinforcementTokens !== undefined) p.reinforcementTokens -= 1;
      return;
    }
    case 'removeCommandToken': {
      const system = run.system(e.system)!;
      const tokens = [...(system.commandTokens ?? [])];
      tokens.splice(tokens.indexOf(e.player), 1);
      system.commandTokens = tokens;
      const p = run.player(e.player);
      if (p.reinforcementTokens !== undefined) p.reinforcementTokens += 1;
      return;
    }
    case 'placeUnit': {
      const system = run.system(e.system)!;
      const where = e.planet ? system.planets.find((p) => p.id === e.planet)!.units : system.units;
      where.push(e.unit);
      const p = run.player(e.unit.owner);
      if (p.reinforcements?.[e.unit.type] !== undefined) p.reinforcements[e.unit.type]! -= 1;
      return;
    }
    case 'destroy': {
      const place = run.findUnit(e.unit);
      if (!place) return;
      const list = place.planet ? place.planet.units : place.system.units;
      list.splice(list.indexOf(place.unit), 1);
      const p = run.player(place.unit.owner);
      if (p.reinforcements?.[place.unit.type] !== undefined) p.reinforcements[place.unit.type]! += 1;
      return;
    }
    case 'removeUnit': {
      const place = run.findUnit(e.unit);
      if (!place) return;
      const list = place.planet ? place.planet.units : place.system.units;
      list.splice(list.indexOf(place.unit), 1);
      const p = run.player(place.unit.owner);
      if (p.reinforcements?.[place.unit.type] !== undefined) p.reinforcements[place.unit.type]! += 1;
      return;
    }
    case 'repair': {
      const place = run.findUnit(e.unit);
      if (place) place.unit.damaged = false;
      return;
    }
    case 'token': {
      const system = run.system(e.system)!;
      const holder = e.planet ? system.planets.find((p) => p.id === e.planet)! : system;
      const tokens = [...(holder.tokens ?? [])];
      if (e.remove) tokens.splice(tokens.indexOf(e.token), 1);
      else tokens.push(e.token);
      holder.tokens = tokens;
      return;
    }
    case 'moveCard': {
      const card = takeCard(run, e.card);
      if (!card) return;
      if (e.zone === 'discard') s.actionDiscard = [...(s.actionDiscard ?? []), card];
      else run.player(e.to)[e.zone as Exclude<Zone, 'discard'>].push(card);
      return;
    }
    case 'exhaust': {
      const card = findCard(run, e.card);
      if (card) card.exhausted = e.ready ? false : true;
      return;
    }
    case 'planet': {
      const found = run.planet(e.planet);
      if (!found) return;
      if (e.exhausted !== undefined) found.planet.exhausted = e.exhausted;
      if (e.controller !== undefined) found.planet.controller = e.controller;
      return;
    }
    case 'moveUnit': {
      const place = run.findUnit(e.unit);
      const to = run.system(e.system);
      if (!place || !to) return;
      const list = place.planet ? place.planet.units : place.system.units;
      list.splice(list.indexOf(place.unit), 1);
      to.units.push(place.unit);
      return;
    }
    case 'addEffect':
      s.effects = [...(s.effects ?? []), e.effect];
      return;
    case 'cancel':
      run.timing.cancelled.push(e.card);
      return;
    case 'strategyCard': {
      const sc = run.player(e.player).strategyCards.find((c) => c.card === e.card);
      if (sc) sc.exhausted = e.exhausted;
      return;
    }
    case 'activePlayer':
      s.activePlayer = e.player;
      if (e.phase) s.phase = e.phase;
      return;
  }
}

/** Where a unit is removed from, a token from, a card from: an event whose object is gone is skipped. */
function legal(run: Ti4Run, e: Event): boolean {
  switch (e.kind) {
    case 'destroy':
    case 'removeUnit':
    case 'repair':
      return run.findUnit(e.unit) !== undefined;
    default:
      return true;
  }
}

export function createRules(run: Ti4Run): EventRules<Event, PendingAbility> {
  return {
    legal: (e) => legal(run, e),
    replacements: () => [],
    replacementMode: 'one',
    chooseReplacement: (_e, options) => options[0]!,
    beforeApply: () => {},
    apply: (e) => applyEvent(run, e),
    triggers: () => [],
    stateChecks: () => [],
  };
}
