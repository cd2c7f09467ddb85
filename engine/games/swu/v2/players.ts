// Effects on other players' things (issue 7, family "players"): Credit tokens defeated or taken by an effect (3.7.13,
// 4.5.4: counted in each player's `credits`, in the resource zone but not resources), a player's Credit tokens as an
// amount, and token units created then readied. The language is in ../abilities/defs/players.ts.
import { int, lit, obj, ref, type SchemaNode } from '../../../core/schema.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { atomicEvents, resolveTarget, who } from '../abilities/interpreter.js';
import type { Effect, Target, Who } from '../abilities/types.js';
import { opponentOf, PLAYERS } from '../model.js';
import { payResources } from '../play.js';
import { restricted } from '../restrictions.js';
import { DECLINE, RESOLVE } from '../optional.js';
import { X_REF } from './amounts.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';

/** The events of this module (spread into the event union of state/timing.ts). */
export const PLAYERS_EVENTS: SchemaNode[] = [
  obj({ kind: lit('defeatCredits'), player: ref('playerId'), count: int({ minimum: 1 }) }, 'An effect defeats Credit tokens of this player (3.7.13): they leave play.'),
  obj({ kind: lit('moveCredits'), from: ref('playerId'), to: ref('playerId'), count: int({ minimum: 1 }) }, '"Take control of an enemy Credit token": it moves to its new controller\'s resource zone (4.5.4).'),
];

const credits = (run: SwuRun, player: PlayerId): number => run.state[player].credits ?? 0;
const plural = (n: number) => `${n} Credit token${n === 1 ? '' : 's'}`;

/** "Defeat a Credit token (belonging to any player)": the controller chooses whose, among the players who have one. */
function creditOwner(ctx: AbilityContext, player: 'you' | 'opponent' | 'any'): PlayerId | undefined {
  const { run } = ctx;
  const eligible = player === 'any' ? [ctx.controller, opponentOf(ctx.controller)].filter((p) => credits(run, p) > 0) : [who(ctx, player)].filter((p) => credits(run, p) > 0);
  if (eligible.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no Credit token to defeat`, [ctx.source], ctx.controller, rule('1.3.2'));
    return undefined;
  }
  if (eligible.length === 1) return eligible[0];
  const [picked] = run.ask({
    player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: choose whose Credit token to defeat`,
    options: eligible.map((p) => ({ id: p, label: `${p}'s Credit token (${p} has ${credits(run, p)})`, ref: p })), min: 1, max: 1,
  });
  run.step('CHOICE_MADE', `${ctx.controller} chooses a Credit token of ${picked}`, [], ctx.controller, rule('8.4.1'));
  return picked as PlayerId;
}

/** "Defeat any number of friendly Credit tokens" (8.4.5A): the controller chooses how many, 0 up to all that player has. */
function defeatAnyNumber(ctx: AbilityContext, whose: 'you' | 'opponent' | 'any'): SwuEvent[] {
  const { run } = ctx;
  if (whose === 'any') return run.unsupported('ABILITY', ctx.label, '"any number of Credit tokens" of any player is not supported');
  const player = who(ctx, whose);
  const max = credits(run, player);
  if (max === 0) {
    run.step('NO_TARGET', `${ctx.label}: ${player} has no Credit token to defeat`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const [picked] = run.ask({
    player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: defeat how many of ${player}'s Credit tokens (0-${max})?`,
    options: Array.from({ length: max + 1 }, (_, i) => ({ id: `n-${i}`, label: String(i), ref: `n-${i}` })), min: 1, max: 1,
  });
  const n = Number(picked!.slice(2));
  run.step('CHOICE_MADE', `${ctx.controller} chooses to defeat ${plural(n)}`, [ctx.source], ctx.controller, rule(n ? '8.4.1' : '8.4.5A'));
  return n > 0 ? [{ kind: 'defeatCredits', player, count: n }] : [];
}

/** The events of this module's atomic effects, or undefined for any other effect. */
export function playersEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  const { run } = ctx;
  if (effect.do === 'defeatCredits' && effect.anyNumber) return defeatAnyNumber(ctx, effect.player);
  if (effect.do === 'defeatCredits') {
    const player = creditOwner(ctx, effect.player);
    return player ? [{ kind: 'defeatCredits', player, count: 1 }] : [];
  }
  if (effect.do === 'createTokenForController') {
    const id = ctx.refs[effect.controllerOf];
    const controller = id ? run.unit(id)?.controller ?? run.lkiOf(id)?.controller : undefined;
    if (!controller) {
      run.step('NO_EFFECT', `${ctx.label}: no unit is bound, so nobody creates the token`, [ctx.source], ctx.controller, rule('1.3.2'));
      return [];
    }
    return atomicEvents(ctx, { do: 'createToken', token: effect.token, ...(effect.count !== undefined ? { count: effect.count } : {}), player: controller === ctx.controller ? 'you' : 'opponent' }) ?? [];
  }
  if (effect.do === 'giveControl') {
    // 8.27.1: the opponent becomes its controller (a unit they already control does not change).
    const to = opponentOf(ctx.controller);
    return resolveTarget(ctx, effect.target).filter((t) => run.unit(t) && run.unit(t)!.controller !== to).map((t) => ({ kind: 'takeControl', target: t, player: to }));
  }
  if (effect.do === 'takeCredits') {
    const from = opponentOf(ctx.controller);
    if (credits(run, from) === 0) {
      run.step('NO_TARGET', `${ctx.label}: ${from} has no Credit token`, [ctx.source], ctx.controller, rule('1.3.2'));
      return [];
    }
    return [{ kind: 'moveCredits', from, to: ctx.controller, count: 1 }];
  }
  return undefined;
}

/**
 * "Create N tokens and ready them": the tokens are created (one batch), then readied (a second batch, prepared once
 * the tokens are in play). Runs this module's composite effects; false for any other effect.
 */
export function runPlayersEffectStep(ctx: AbilityContext, effect: Effect, scopeId: string): boolean {
  if (effect.do === 'choosePlayer') return choosePlayer(ctx, effect, scopeId);
  if (effect.do === 'unlessController') return unlessController(ctx, effect, scopeId);
  if (effect.do === 'createAndGrant') return createAndGrant(ctx, effect, scopeId);
  if (effect.do === 'eachPlayerMayReturn') return eachPlayerMayReturn(ctx, effect);
  if (effect.do === 'payAnyNumber') return payAnyNumber(ctx, effect, scopeId);
  if (effect.do === 'forEachThisWay') return forEachThisWay(ctx, effect, scopeId);
  if (effect.do !== 'createAndReady') return false;
  const { run } = ctx;
  const created = atomicEvents(ctx, { do: 'createToken', token: effect.token, ...(effect.count !== undefined ? { count: effect.count } : {}), ...(effect.player ? { player: effect.player } : {}) }) ?? [];
  run.emit(created);
  const ready: SwuEvent[] = created.flatMap((e) => (e.kind === 'createToken' ? [{ kind: 'ready', target: e.id }] : []));
  run.emit(ready);
  return true;
}

/** "The number of friendly Credit tokens": the Credit tokens that player has (the amount `countCredits`). */
export function creditsOf(ctx: Pick<AbilityContext, 'run' | 'controller'>, player: Who): number {
  return credits(ctx.run, who(ctx, player));
}

/** Applies an event of this module; false for any other kind. */
export function applyPlayersEvent(run: SwuRun, event: SwuEvent): boolean {
  if (event.kind === 'defeatCredits') {
    run.state[event.player].credits = credits(run, event.player) - event.count;
    run.step('DEFEATED', `${plural(event.count)} of ${event.player} ${event.count === 1 ? 'is' : 'are'} defeated (${credits(run, event.player)} left)`, [], event.player, rule('3.7.13'));
    return true;
  }
  if (event.kind === 'moveCredits') {
    run.state[event.from].credits = credits(run, event.from) - event.count;
    run.state[event.to].credits = credits(run, event.to) + event.count;
    run.step('CONTROL_CHANGED', `${event.to} takes control of ${plural(event.count)} of ${event.from} (now in ${event.to}'s resource zone)`, [], event.to, rule('3.7.13'));
    return true;
  }
  return false;
}

/** Legality: only Credit tokens a player has can be defeated or taken. */
export function playersEventLegal(run: SwuRun, event: SwuEvent): boolean | undefined {
  if (event.kind === 'defeatCredits') return credits(run, event.player) >= event.count;
  if (event.kind === 'moveCredits') return event.from !== event.to && credits(run, event.from) >= event.count && PLAYERS.includes(event.to);
  return undefined;
}

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

/** "Choose a player.": the controller chooses either player; `then` resolves with that player as "chosen". */
function choosePlayer(ctx: AbilityContext, effect: Of<'choosePlayer'>, scopeId: string): true {
  const { run } = ctx;
  const [picked] = run.ask({
    player: ctx.controller, kind: 'PLAYERS', text: `${ctx.label}: choose a player`,
    options: PLAYERS.map((p) => ({ id: p, label: p === ctx.controller ? `You (${p})` : `Opponent (${p})`, ref: p })), min: 1, max: 1,
  });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked}`, [], ctx.controller, rule('8.4.1'));
  ctx.update({ chosenPlayers: [picked as PlayerId] });
  run.then({ t: 'swu.effect', effect: effect.then, scope: scopeId });
  return true;
}

/** The name under which "unless" binds the unit it chose, when the effect's target does not name it. */
const UNLESS_REF = '#unless';

function targetOf(effect: Effect): Target | undefined {
  return 'target' in effect && typeof effect.target === 'object' && !('chooseUpgrade' in effect.target) ? effect.target : undefined;
}

/**
 * "<effect> unless its controller pays 2 / discards a card from their hand / says "no"", "Choose an enemy unit. Its
 * controller may deal 2 damage to it. If they don't, ...", "Choose an opponent. They may discard a random card from
 * their hand. If they don't, ...": the unit is chosen first (by the ability's controller), then the deciding player
 * (its controller, or the opponent) chooses; the effect happens only if they don't (or can't) pay.
 */
function unlessController(ctx: AbilityContext, effect: Of<'unlessController'>, scopeId: string): true {
  const { run } = ctx;
  let unit: string | undefined;
  let rest: Effect = effect.effect;
  if (effect.unit || !effect.payer) {
    const target = effect.unit ?? targetOf(effect.effect) ?? run.unsupported('ABILITY', ctx.label, '"unless its controller ..." needs an effect on one unit');
    if ('choose' in target) {
      const as = target.as ?? UNLESS_REF;
      unit = resolveTarget(ctx, { ...target, as })[0];
      if (!effect.unit) rest = { ...effect.effect, target: { ref: as } } as Effect;
    } else if ('ref' in target) unit = ctx.refs[target.ref];
    else if ('self' in target) unit = ctx.source;
    else if ('refs' in target) run.unsupported('ABILITY', ctx.label, '"unless its controller ..." on several chosen units is not supported');
    if (!unit || !run.unit(unit)) {
      run.step('NO_TARGET', `${ctx.label}: no unit, so nothing happens and nobody is asked`, [ctx.source], ctx.controller, rule('1.3.2'));
      return true;
    }
  }
  const payer = unit ? run.unit(unit)!.controller : opponentOf(ctx.controller);
  const pays = effect.pays;
  const p = run.state[payer];
  const can = 'resources' in pays ? p.resources.filter((r) => !r.exhausted).length + (p.credits ?? 0) >= pays.resources
    : 'discard' in pays ? p.hand.length >= pays.discard
      : 'damage' in pays ? !restricted(run, unit!, 'cantBeDealtDamage') : true;
  const what = 'resources' in pays ? `pay ${pays.resources} resource${pays.resources === 1 ? '' : 's'}`
    : 'discard' in pays ? `discard ${pays.discard} ${pays.random ? 'random ' : ''}card${pays.discard === 1 ? '' : 's'} from their hand`
      : 'damage' in pays ? `deal ${pays.damage} damage to ${run.name(unit!)}` : `say "${pays.say}"`;
  let paid = false;
  if (!can) {
    run.step('NO_EFFECT', `${ctx.label}: ${payer} can't ${what}`, unit ? [unit] : [ctx.source], payer, rule('1.3.2'));
  } else {
    const [answer] = run.ask({
      player: payer, kind: 'MAY', text: `${ctx.label}: ${what}? If you don't, the rest of the ability happens`,
      options: [{ id: RESOLVE, label: `Yes: ${what}`, ref: unit ?? ctx.source, card: unit ?? ctx.source }, { id: DECLINE, label: 'No', ref: null, card: null }], min: 1, max: 1,
    });
    paid = answer === RESOLVE;
    // Paying may ask more (Credit tokens, which card): asked before the choice is logged and anything changes.
    const as: Who = payer === ctx.controller ? 'you' : 'opponent';
    if (paid && 'resources' in pays) payResources(run, payer, pays.resources, ctx.label);
    const events: SwuEvent[] = !paid ? []
      : 'discard' in pays ? atomicEvents(ctx, { do: 'discardFromHand', player: as, count: pays.discard, ...(pays.random ? { random: true } : {}) }) ?? []
        : 'damage' in pays ? [{ kind: 'damage', target: unit!, amount: pays.damage, byPlayer: payer }] : [];
    run.step('CHOICE_MADE', `${payer} ${paid ? 'chooses to' : 'does not'} ${what}`, unit ? [unit] : [ctx.source], payer, rule('8.32.1'));
    run.emit(events);
  }
  if (!paid) run.then({ t: 'swu.effect', effect: rest, scope: scopeId });
  else if (effect.then) run.then({ t: 'swu.effect', effect: effect.then, scope: scopeId });
  return true;
}

/** "Create 2 Spy tokens and give those tokens Sentinel for this phase": created, then each gains the keyword. */
function createAndGrant(ctx: AbilityContext, effect: Of<'createAndGrant'>, scopeId: string): true {
  const { run } = ctx;
  const created = atomicEvents(ctx, { do: 'createToken', token: effect.token, ...(effect.count !== undefined ? { count: effect.count } : {}) }) ?? [];
  run.emit(created);
  const steps: Effect[] = [];
  created.forEach((e, i) => {
    if (e.kind !== 'createToken') return;
    const name = `#created${i + 1}`;
    ctx.refs[name] = e.id;
    steps.push({ do: 'gainKeyword', target: { ref: name }, keyword: effect.keyword, duration: effect.duration });
  });
  if (steps.length > 0) run.then({ t: 'swu.effect', effect: { do: 'sequence', steps }, scope: scopeId });
  return true;
}

/**
 * "Each player may return a non-leader unit to its owner's hand": the controller chooses (or declines), then the
 * opponent; the chosen units return together, one batch (a unit both chose returns once).
 */
function eachPlayerMayReturn(ctx: AbilityContext, effect: Of<'eachPlayerMayReturn'>): true {
  const { run } = ctx;
  const picks: string[] = [];
  for (const chooser of ['you', 'opponent'] as const) {
    const [picked] = resolveTarget(ctx, { choose: 'unit', ...(effect.filter ? { filter: effect.filter } : {}), optional: true, chooser });
    if (picked && !picks.includes(picked)) picks.push(picked);
  }
  const events = picks.flatMap((id, i) => {
    const name = `#returned${i + 1}`;
    ctx.refs[name] = id;
    return atomicEvents(ctx, { do: 'returnToHand', target: { ref: name } }) ?? [];
  });
  run.emit(events);
  return true;
}

/** "Pay any number of resources": 0 up to what the player can pay (ready resources and Credit tokens, 3.7.13). */
function payAnyNumber(ctx: AbilityContext, effect: Of<'payAnyNumber'>, scopeId: string): true {
  const { run } = ctx;
  const p = run.state[ctx.controller];
  const max = p.resources.filter((r) => !r.exhausted).length + (p.credits ?? 0);
  const [picked] = run.ask({
    player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: pay how many resources (0-${max})?`,
    options: Array.from({ length: max + 1 }, (_, i) => ({ id: `x-${i}`, label: String(i), ref: `x-${i}` })), min: 1, max: 1,
  });
  const n = Number(picked!.slice(2));
  // Every question (how many Credit tokens pay part of it) is asked before anything changes.
  if (n > 0) payResources(run, ctx.controller, n, ctx.label);
  ctx.refs[X_REF] = String(n);
  run.step('CHOICE_MADE', `${ctx.controller} chooses to pay ${n} resource${n === 1 ? '' : 's'}`, [ctx.source], ctx.controller, rule('8.4.1'));
  run.then({ t: 'swu.effect', effect: effect.then, scope: scopeId });
  return true;
}

/**
 * "For each unit exhausted this way, create ..." / "Give an Experience token to this unit for each Credit defeated this
 * way": counts the units the effect actually exhausts (1.5.4E) or the Credit tokens it defeats (3.7.13).
 */
function forEachThisWay(ctx: AbilityContext, effect: Of<'forEachThisWay'>, scopeId: string): true {
  const { run } = ctx;
  const events = atomicEvents(ctx, effect.effect) ?? run.unsupported('ABILITY', ctx.label, '"for each ... this way" after a composite effect is not supported');
  const prepared = run.prepare(events);
  const n = prepared.reduce((k, e) => {
    if (e.kind === 'exhaust') return k + (run.unit(e.target) && !run.unit(e.target)!.inst.exhausted ? 1 : 0);
    if (e.kind === 'defeatCredits') return k + (playersEventLegal(run, e) ? e.count : 0);
    return k;
  }, 0);
  run.emit(prepared, true);
  const then = effect.then;
  // "Deal 1 damage to the defending player's base for each unit exhausted this way": one damage of n.
  if (n > 0 && then.do === 'dealDamageToDefendingBase' && then.amount === 1) {
    run.then({ t: 'swu.effect', effect: { ...then, amount: n }, scope: scopeId });
    return true;
  }
  if (n === 0 || (then.do !== 'createToken' && then.do !== 'createCredits' && then.do !== 'giveToken')) {
    run.logLater('NO_EFFECT', `${ctx.label}: nothing was ${effect.effect.do === 'defeatCredits' ? 'defeated' : 'exhausted'} this way`, [ctx.source], ctx.controller, rule('1.3.2'));
    return true;
  }
  run.then({ t: 'swu.effect', effect: { ...then, count: n }, scope: scopeId });
  return true;
}
