// The effects of the TI4 ability language. Each call is one step: it asks every question first, then emits its
// events (a state saved at one of its prompts reruns the step from its start). Control words schedule their parts.
import { DECLINE } from '../../core/decisions.js';
import type { PromptOption } from '../../api.js';
import type { Effect, Modifier, UnitType } from './abilities/types.js';
import { systemMatches, unitMatches } from './filters.js';
import type { Ti4Run, UnitPlace } from './run.js';
import type { Event, Planet, Scope, System } from './state/types.js';
import { conditionHolds } from './windows.js';

function choose(run: Ti4Run, player: string, kind: string, text: string, options: PromptOption[], min: number, max: number): string[] {
  if (options.length === 0) return [];
  return run.machine.ask({ player, kind, text, options, min: Math.min(min, options.length), max: Math.min(max, options.length) });
}

function chooseOne(run: Ti4Run, player: string, text: string, options: PromptOption[]): string | undefined {
  return choose(run, player, 'TARGET', text, options, 1, 1)[0];
}

const unitOption = (u: UnitPlace): PromptOption => ({ id: u.unit.id, label: `${u.unit.type} of ${u.unit.owner} (${u.unit.id}) in ${u.planet ? `${u.planet.id}, ` : ''}${u.system.id}`, ref: u.unit.id });
const systemOption = (s: System): PromptOption => ({ id: s.id, label: `system ${s.id}`, ref: s.id });
const planetOption = (p: Planet): PromptOption => ({ id: p.id, label: `planet ${p.id}`, ref: p.id });

function nothing(run: Ti4Run, scope: Scope, what: string): void {
  run.step('NO_EFFECT', `${run.cards.get(scope.card).name}: ${what}`, [scope.source], scope.controller, null);
}

function playerFor(run: Ti4Run, who: string, scope: Scope): string | null {
  switch (who) {
    case 'you': return scope.controller;
    case 'eventPlayer': return scope.context.player ?? null;
    case 'opponent': return run.opponentOf(scope.controller);
    case 'noteOwner': return ownerOf(run, scope);
    default: return null;
  }
}

/** The player whose promissory note this is (the note's owner), read from the note wherever it now is. */
function ownerOf(run: Ti4Run, scope: Scope): string | null {
  for (const p of run.state.players) {
    for (const c of [...p.promissoryNotes, ...p.playArea]) if (c.id === scope.source) return c.owner ?? null;
  }
  return scope.context.player ?? null;
}

function newUnit(run: Ti4Run, type: UnitType, owner: string): Event & { kind: 'placeUnit' } {
  return { kind: 'placeUnit', unit: { id: run.newId(`${owner}-${type}-`), type, owner }, system: '' };
}

function reinforcementsLeft(run: Ti4Run, player: string, type: UnitType): number {
  return run.player(player).reinforcements?.[type] ?? Number.POSITIVE_INFINITY;
}

export function runEffect(run: Ti4Run, effect: Effect, scope: Scope): void {
  const me = scope.controller;
  const ctx = scope.context;
  const sys = ctx.system ? run.system(ctx.system) : undefined;
  const then = (e: Effect) => run.schedule({ t: 'ti4.effect', effect: e, scope });
  switch (effect.do) {
    case 'sequence':
      for (const step of effect.steps) then(step);
      return;
    case 'may': {
      // The one prompt shape for an optional ability (as in SWU and X-Wing): "resolve" (its source) or "decline".
      const [answer] = run.machine.ask({
        player: me, kind: 'MAY', text: `${run.cards.get(scope.card).name}: ${effect.text ?? 'use this effect?'}`,
        options: [{ id: 'resolve', label: 'Resolve', ref: scope.source, card: scope.source }, { id: DECLINE, label: 'Decline', ref: null, card: null }], min: 1, max: 1,
      }, { forced: false });
      if (answer === 'resolve') then(effect.effect);
      else run.step('DECLINED', `${me} chooses not to: ${effect.text ?? 'the optional effect'}`, [scope.source], me, null);
      return;
    }
    case 'ifYouDo':
      // Whether the cost "happened" is not tracked yet: never guess at the "then".
      return run.unsupported('ABILITY', `${scope.card}`, `${run.cards.get(scope.card).name}: "if you do" is not supported in TI4 abilities yet`);
    case 'if':
      if (conditionHolds(run, effect.condition, me, ctx)) then(effect.then);
      else if (effect.else) then(effect.else);
      return;
    case 'gainTradeGoods':
      run.emit({ kind: 'tradeGoods', player: me, count: effect.count });
      run.step('TRADE_GOODS', `${me} gains ${effect.count} trade good${effect.count === 1 ? '' : 's'}`, [scope.source], me, null);
      return;
    case 'replenishCommodities': {
      const p = run.player(me);
      run.emit({ kind: 'commodities', player: me, count: p.maxCommodities - p.commodities });
      run.step('COMMODITIES', `${me} replenishes commodities to ${p.maxCommodities}`, [scope.source], me, null);
      return;
    }
    case 'takeCommodities': {
      const from = run.opponentOf(me);
      if (!from) return nothing(run, scope, 'there is no opponent');
      const n = run.player(from).commodities;
      run.emit({ kind: 'commodities', player: from, count: -n, to: me });
      run.step('COMMODITIES', `${from} gives ${me} ${n} commodities (they become trade goods)`, [scope.source], me, null);
      return;
    }
    case 'gainCommandTokens': {
      const p = run.player(me);
      const n = Math.min(effect.count, p.reinforcementTokens ?? effect.count);
      const pools: ('tactic' | 'fleet' | 'strategy')[] = [];
      for (let i = 0; i < n; i += 1) {
        const [pool] = choose(run, me, 'COMMAND_POOL', `Place command token ${i + 1} of ${n} in a pool`, ['tactic', 'fleet', 'strategy'].map((id) => ({ id, label: id })), 1, 1);
        pools.push(pool as 'tactic' | 'fleet' | 'strategy');
      }
      for (const pool of pools) run.emit({ kind: 'commandTokens', player: me, pool, count: 1 });
      run.step('COMMAND_TOKENS', `${me} gains ${n} command token${n === 1 ? '' : 's'} (${pools.join(', ')})`, [scope.source], me, null);
      return;
    }
    case 'removeFromPool': {
      let who = playerFor(run, effect.player, scope);
      if (effect.player === 'another') {
        const others = run.state.players.filter((p) => p.id !== me && p.commandTokens[effect.pool] > 0);
        who = chooseOne(run, me, `Choose a player to remove 1 token from their ${effect.pool} pool`, others.map((p) => ({ id: p.id, label: p.id, ref: p.id }))) ?? null;
      }
      if (!who || run.player(who).commandTokens[effect.pool] === 0) return nothing(run, scope, `no token in the ${effect.pool} pool to remove`);
      run.emit({ kind: 'commandTokens', player: who, pool: effect.pool, count: -1 });
      run.step('COMMAND_TOKENS', `${who} returns 1 token from their ${effect.pool} pool to their reinforcements`, [scope.source], who, null);
      return;
    }
    case 'placeCommandToken': {
      const who = playerFor(run, effect.player, scope);
      if (!who) return nothing(run, scope, 'no such player');
      const systems = run.state.systems.filter((s) => systemMatches(run, s, effect.system, me) && !(s.commandTokens ?? []).includes(who));
      const target = chooseOne(run, me, `Choose a system for ${who}'s command token`, systems.map(systemOption));
      if (!target) return nothing(run, scope, 'no system can take the token');
      run.emit({ kind: 'placeCommandToken', player: who, system: target });
      run.step('COMMAND_TOKENS', `${who}'s command token is placed in ${target}`, [scope.source], me, null);
      return;
    }
    case 'removeCommandToken': {
      const systems = effect.where === 'eventSystem'
        ? (sys && (sys.commandTokens ?? []).includes(me) ? [sys] : [])
        : run.state.systems.filter((s) => (s.commandTokens ?? []).includes(me));
      const target = effect.where === 'eventSystem' ? systems[0]?.id : chooseOne(run, me, 'Choose a system to remove your command token from', systems.map(systemOption));
      if (!target) return nothing(run, scope, 'no command token of yours to remove');
      run.emit({ kind: 'removeCommandToken', player: me, system: target });
      run.step('COMMAND_TOKENS', `${me}'s command token in ${target} returns to their reinforcements`, [scope.source], me, null);
      return;
    }
    case 'placeUnits': return placeUnits(run, effect, scope);
    case 'replaceUnits': {
      const places = (sys ? run.unitsIn(sys) : []).filter((u) => effect.from.includes(u.unit.type) && unitMatches(run, u.unit, { owner: effect.owner }, me, ctx) && (effect.where !== 'eventPlanet' || u.planet?.id === ctx.planet));
      const chosen = effect.count ? choose(run, me, 'TARGET', `Choose ${effect.count} unit(s) to replace`, places.map(unitOption), effect.count, effect.count) : places.map((u) => u.unit.id);
      if (chosen.length === 0) return nothing(run, scope, 'no unit to replace');
      for (const id of chosen) {
        const place = places.find((u) => u.unit.id === id)!;
        const type = effect.to === 'matching' ? place.unit.type : effect.to;
        if (reinforcementsLeft(run, me, type) <= 0) continue;
        const placed = newUnit(run, type, me);
        run.emit({ kind: 'removeUnit', unit: id }, { ...placed, system: place.system.id, ...(place.planet ? { planet: place.planet.id } : {}) });
        run.step('REPLACED', `${place.unit.type} ${id} is replaced with ${me}'s ${type}`, [scope.source, id], me, null);
      }
      return;
    }
    case 'replaceTokens': {
      if (!sys) return nothing(run, scope, 'no system');
      const holders = [{ planet: null as Planet | null, tokens: sys.tokens ?? [] }, ...sys.planets.map((p) => ({ planet: p as Planet | null, tokens: p.tokens ?? [] }))];
      let n = 0;
      for (const h of holders) {
        for (const t of h.tokens) {
          if (t !== effect.token) continue;
          n += 1;
          run.emit({ kind: 'token', token: t, system: sys.id, ...(h.planet ? { planet: h.planet.id } : {}), remove: true }, { ...newUnit(run, effect.with, me), system: sys.id, ...(h.planet ? { planet: h.planet.id } : {}) });
        }
      }
      if (n === 0) return nothing(run, scope, `no ${effect.token} token left in ${sys.id}`);
      run.step('REPLACED', `${n} ${effect.token} token(s) in ${sys.id} replaced with ${effect.with}`, [scope.source], me, null);
      return;
    }
    case 'destroyUnits': return destroyUnits(run, effect, scope);
    case 'destroySelf':
      run.emit({ kind: 'destroy', unit: scope.source });
      run.step('DESTROYED', `${scope.source} is destroyed`, [scope.source], me, null);
      return;
    case 'repairUnits': {
      const units = (sys ? run.unitsIn(sys) : []).filter((u) => u.unit.damaged && unitMatches(run, u.unit, effect.units, me, ctx));
      if (units.length === 0) return nothing(run, scope, 'no damaged unit to repair');
      run.emit(...units.map((u) => ({ kind: 'repair' as const, unit: u.unit.id })));
      run.step('REPAIRED', `${units.map((u) => u.unit.id).join(', ')} repaired`, [scope.source], me, null);
      return;
    }
    case 'placeOrMoveToken': {
      const token = effect.tokens.length === 1 ? effect.tokens[0] : chooseOne(run, me, 'Choose a token to place or move', effect.tokens.map((t) => ({ id: t, label: t })));
      const systems = run.state.systems.filter((s) => systemMatches(run, s, effect.system, me));
      const target = chooseOne(run, me, `Choose a system for ${token}`, systems.map(systemOption));
      if (!token || !target) return nothing(run, scope, 'no system qualifies');
      const from = run.state.systems.find((s) => (s.tokens ?? []).includes(token));
      if (from) run.emit({ kind: 'token', token, system: from.id, remove: true });
      run.emit({ kind: 'token', token, system: target });
      run.step('TOKEN', `${token} ${from ? `moves from ${from.id} ` : 'is placed '}to ${target}`, [scope.source], me, null);
      return;
    }
    case 'addModifier': return addModifier(run, effect.modifier, scope);
    case 'takeActionCard': {
      const owner = ownerOf(run, scope);
      const hand = owner ? run.player(owner).actionCards : [];
      const picked = chooseOne(run, me, `Look at ${owner}'s action cards: choose 1 to add to your hand`, hand.map((c) => ({ id: c.id, label: run.cards.get(c.card).name, ref: c.id })));
      if (!picked) return nothing(run, scope, `${owner} has no action card`);
      run.emit({ kind: 'moveCard', card: picked, to: me, zone: 'actionCards' });
      run.step('CARD_TAKEN', `${me} takes an action card from ${owner}'s hand`, [scope.source, picked], me, null);
      return;
    }
    case 'readyPlanet': {
      const mine = run.state.systems.flatMap((s) => s.planets).filter((p) => p.controller === me && p.exhausted);
      const planet = effect.which === 'eventPlanet' ? ctx.planet : chooseOne(run, me, 'Choose a planet of yours to ready', mine.map(planetOption));
      if (!planet) return nothing(run, scope, 'no planet to ready');
      run.emit({ kind: 'planet', planet, exhausted: false });
      run.step('READIED', `${planet} is readied`, [scope.source], me, null);
      return;
    }
    case 'exhaustPlanet': {
      const theirs = run.state.systems.flatMap((s) => s.planets).filter((p) => p.controller === ctx.player && !p.exhausted);
      const planet = chooseOne(run, me, `Choose a planet ${ctx.player} controls to exhaust`, theirs.map(planetOption));
      if (!planet) return nothing(run, scope, 'no planet to exhaust');
      run.emit({ kind: 'planet', planet, exhausted: true });
      run.step('EXHAUSTED', `${planet} is exhausted`, [scope.source], me, null);
      return;
    }
    case 'placeToken': {
      const planets = sys ? sys.planets : [];
      const planet = chooseOne(run, me, `Choose a planet in ${sys?.id ?? 'the system'} for a ${effect.token} token`, planets.map(planetOption));
      if (!sys || !planet) return nothing(run, scope, 'no planet');
      run.emit({ kind: 'token', token: effect.token, system: sys.id, planet });
      run.step('TOKEN', `a ${effect.token} token is placed on ${planet}`, [scope.source], me, null);
      return;
    }
    case 'readyPlanetOrTechnology': {
      const planets = effect.planetWithSpecialty ? run.state.systems.flatMap((s) => s.planets).filter((p) => p.controller === me && p.exhausted && p.techSpecialty) : [];
      const techs = effect.otherTechnology ? run.player(me).technologies.filter((t) => t.exhausted && t.id !== scope.source) : [];
      const picked = chooseOne(run, me, 'Choose a planet with a technology specialty or another technology of yours to ready', [
        ...planets.map(planetOption), ...techs.map((t) => ({ id: t.id, label: run.cards.get(t.card).name, ref: t.id })),
      ]);
      if (!picked) return nothing(run, scope, 'nothing exhausted to ready');
      run.emit(planets.some((p) => p.id === picked) ? { kind: 'planet', planet: picked, exhausted: false } : { kind: 'exhaust', card: picked, ready: true });
      run.step('READIED', `${picked} is readied`, [scope.source, picked], me, null);
      return;
    }
    case 'cancelPlayedCard':
      if (!ctx.card) return nothing(run, scope, 'no action card is being played');
      run.emit({ kind: 'cancel', card: ctx.card });
      run.step('CANCELLED', `${ctx.cardName ?? ctx.card} is cancelled`, [scope.source, ctx.card], me, null);
      return;
  }
}

function placeUnits(run: Ti4Run, effect: Extract<Effect, { do: 'placeUnits' }>, scope: Scope): void {
  const me = scope.controller;
  const left = reinforcementsLeft(run, me, effect.unit);
  const mine = run.state.systems.flatMap((s) => s.planets.filter((p) => p.controller === me).map((p) => ({ s, p })));
  let targets: { system: string; planet?: string; count: number }[] = [];
  if (effect.where === 'eventPlanet') {
    const found = scope.context.planet ? run.planet(scope.context.planet) : undefined;
    if (found) targets = [{ system: found.system.id, planet: found.planet.id, count: effect.count }];
  } else if (effect.where === 'planetYouControl') {
    const planet = chooseOne(run, me, `Choose a planet you control for ${effect.count} ${effect.unit}`, mine.map(({ p }) => planetOption(p)));
    const found = mine.find(({ p }) => p.id === planet);
    if (found) targets = [{ system: found.s.id, planet: found.p.id, count: effect.count }];
  } else if (effect.where === 'eachPlanetYouControl') {
    targets = mine.map(({ s, p }) => ({ system: s.id, planet: p.id, count: effect.count }));
  } else {
    const systems = run.state.systems.filter((s) => systemMatches(run, s, { containsYourShips: true }, me));
    const system = chooseOne(run, me, `Choose a system that contains your ships for ${effect.count} ${effect.unit}`, systems.map(systemOption));
    if (system) targets = [{ system, count: effect.count }];
  }
  if (targets.length === 0) return nothing(run, scope, 'nowhere to place units');
  let placed = 0;
  for (const t of targets) {
    for (let i = 0; i < t.count && placed < left; i += 1, placed += 1) {
      run.emit({ ...newUnit(run, effect.unit, me), system: t.system, ...(t.planet ? { planet: t.planet } : {}) });
    }
  }
  run.step('PLACED', `${me} places ${placed} ${effect.unit}${placed < targets.reduce((n, t) => n + t.count, 0) ? ' (all that is left in reinforcements)' : ''}`, [scope.source], me, null);
}

function destroyUnits(run: Ti4Run, effect: Extract<Effect, { do: 'destroyUnits' }>, scope: Scope): void {
  const me = scope.controller;
  const ctx = scope.context;
  const chooser = effect.chooser === 'you' ? me : run.opponentOf(me);
  if (!chooser) return nothing(run, scope, 'there is no opponent');
  const matches = (u: UnitPlace) => unitMatches(run, u.unit, effect.units, me, ctx) && u.unit.id !== scope.source;
  let candidates: UnitPlace[] = [];
  switch (effect.where) {
    case 'eventSystem': {
      const sys = ctx.system ? run.system(ctx.system) : undefined;
      candidates = sys ? run.unitsIn(sys).filter(matches) : [];
      break;
    }
    case 'chosenPlanet': {
      const planets = run.state.systems.flatMap((s) => s.planets);
      const planet = chooseOne(run, me, 'Choose a planet', planets.map(planetOption));
      candidates = run.allUnits().filter((u) => u.planet?.id === planet && matches(u));
      break;
    }
    case 'chosenSystem':
      candidates = run.allUnits().filter(matches);
      break;
    case 'systemWithPlanetYouControl':
      candidates = run.allUnits().filter((u) => u.system.planets.some((p) => p.controller === me) && matches(u));
      break;
    case 'nonHomeSystem':
      candidates = run.allUnits().filter((u) => u.system.home === undefined && matches(u));
      break;
  }
  const chosen = effect.all ? candidates.map((u) => u.unit.id)
    : choose(run, chooser, 'DESTROY', `Choose ${effect.upTo ? 'up to ' : ''}${effect.count} unit(s) to destroy`, candidates.map(unitOption), effect.upTo ? 0 : effect.count, effect.count);
  if (chosen.length === 0) return nothing(run, scope, 'no unit destroyed');
  run.emit(...chosen.map((unit) => ({ kind: 'destroy' as const, unit })));
  run.step('DESTROYED', `${chosen.join(', ')} destroyed (chosen by ${chooser})`, [scope.source, ...chosen], chooser, null);
}

function addModifier(run: Ti4Run, m: Modifier, scope: Scope): void {
  const me = scope.controller;
  const player = m.player ? playerFor(run, m.player, scope) ?? me : me;
  let system: string | undefined;
  let unit: string | undefined;
  if (m.chooseSystem) system = chooseOne(run, me, 'Choose a system', run.state.systems.map(systemOption));
  if (m.chooseUnit) {
    const filter = m.chooseUnit;
    unit = chooseOne(run, me, 'Choose a unit', run.allUnits().filter((u) => unitMatches(run, u.unit, filter, me, scope.context)).map(unitOption));
  }
  const effect = {
    id: run.newId('effect-'), source: scope.source, card: scope.card, controller: me, player, modifier: m,
    ...(system ? { system } : scope.context.system && m.kind === 'cannotMoveIntoActiveSystem' ? { system: scope.context.system } : {}),
    ...(unit ? { unit } : {}),
  };
  run.emit({ kind: 'addEffect', effect });
  const amount = m.value !== undefined ? ` ${m.value >= 0 ? '+' : ''}${m.value}` : '';
  run.step('LASTING_EFFECT', `${run.cards.get(scope.card).name}: ${m.kind}${amount} for ${player}${unit ? ` (${unit})` : ''}${system ? ` in ${system}` : ''} during this ${m.duration}`, [scope.source], me, null);
}
