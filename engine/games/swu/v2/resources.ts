// Effects on resources (1.7): ready or exhaust some, resource the top card of a deck or the ability's own card. A
// player's resources are interchangeable (1.7.4: the number of ready and exhausted ones is what counts), so readying
// or exhausting "a resource" asks nothing. A card resourced by an ability enters exhausted unless the ability says
// otherwise (1.5.4B, 1.7.7) and is not played (no "When Played").
import { arr, bool, int, lit, obj, oneOfStrings, opt, ref, str, type SchemaNode } from '../../../core/schema.js';
import { cardOption } from '../labels.js';
import { DECLINE, optionalResolve, optionalTargets, RESOLVE } from '../optional.js';
import { amountOf, who, type AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { displayName, PLAYERS } from '../model.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';

/** Event kinds (spread into the event union of state/timing.ts). */
export const RESOURCE_EVENTS: SchemaNode[] = [
  obj({ kind: lit('readyResources'), player: ref('playerId'), count: int({ minimum: 0 }) }, 'Up to `count` exhausted resources of the player become ready (1.7.4).'),
  obj({ kind: lit('exhaustResources'), player: ref('playerId'), count: int({ minimum: 0 }) }, 'Up to `count` ready resources of the player become exhausted (1.7.4).'),
  obj({ kind: lit('resourceTopOfDeck'), player: ref('playerId'), ready: opt(bool()) }, 'The top card of the player\'s deck becomes a resource (1.7.7: exhausted unless `ready`).'),
  obj({ kind: lit('resourcesLeave'), player: ref('playerId'), targets: arr(str()), to: oneOfStrings(['hand', 'discard']), readyLeaving: int({ minimum: 0 }) }, 'Resources of the player go to their hand or discard pile; `readyLeaving` of them were ready (1.7.4: the others keep the count of ready ones).'),
  obj({ kind: lit('resourceFromDiscard'), player: ref('playerId'), target: str(), ready: opt(bool()) }, 'A card in a discard pile becomes a resource of `player` (1.7.7: exhausted unless `ready`).'),
];

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

function chooseUpTo(ctx: AbilityContext, max: number, player: PlayerId): number {
  const [picked] = ctx.run.ask({
    player, kind: 'OPTION', text: `${ctx.label}: how many resources to ready (0-${max})?`,
    options: Array.from({ length: max + 1 }, (_, i) => ({ id: `n-${i}`, label: String(i), ref: `n-${i}` })), min: 1, max: 1,
  });
  return Number(picked!.slice(2));
}

function readyResources(ctx: AbilityContext, effect: Of<'readyResources'>): SwuEvent[] {
  const { run } = ctx;
  const player = who(ctx, effect.player);
  const exhausted = run.state[player].resources.filter((r) => r.exhausted).length;
  const max = Math.min(amountOf(ctx, effect.count), exhausted);
  if (max === 0) {
    run.step('NO_EFFECT', `${ctx.label}: no resource to ready`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  if (effect.optional) {
    // "Each opponent may ready a resource": the one optional prompt shape (optional.ts), asked of that player.
    const [answer] = run.ask({ ...optionalResolve(ctx, `ready ${max === 1 ? 'a resource' : `${max} resources`}?`), player });
    if (answer !== RESOLVE) {
      run.step('CHOICE_MADE', `${player} does not ready a resource`, [ctx.source], player, rule('8.32.1'));
      return [];
    }
  }
  const count = effect.upTo ? chooseUpTo(ctx, max, player) : max;
  return count > 0 ? [{ kind: 'readyResources', player, count }] : [];
}

/** "Exhaust a resource" (anyone's): the controller chooses among the players with a ready resource (8.4.1). */
function chooseResourcePlayer(ctx: AbilityContext): PlayerId | undefined {
  const { run } = ctx;
  const players = PLAYERS.filter((p) => run.state[p].resources.some((r) => !r.exhausted));
  if (players.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no ready resource to exhaust`, [ctx.source], ctx.controller, rule('1.3.2'));
    return undefined;
  }
  const [picked] = run.ask({
    player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: exhaust a resource of which player?`,
    options: players.map((p) => ({ id: p, label: `${p}'s resources`, ref: p })), min: 1, max: 1,
  });
  return players.find((p) => p === picked);
}

/** Where the ability's own card is, in a discard pile: an event resolving (7.4.2), a unit after it was defeated. */
function selfInDiscard(run: SwuRun, id: string): boolean {
  return PLAYERS.some((p) => run.state[p].discard.some((c) => c.id === id));
}

/** "Put a card from your hand into play as a resource [and ready it]": the controller chooses which card. */
function resourceFromHand(ctx: AbilityContext, ready: boolean): SwuEvent[] {
  const { run } = ctx;
  const hand = run.state[ctx.controller].hand;
  if (hand.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no card in hand to resource`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const [card] = run.ask({
    player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a card from your hand to put into play as a resource`,
    options: hand.map((c) => cardOption(run, c.id)), min: 1, max: 1,
  });
  return [{ kind: 'resourceCard', player: ctx.controller, target: card!, ...(ready ? { ready: true } : {}) }];
}

/** The events of a resource effect, or undefined for any other effect. */
export function resourceEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  const { run } = ctx;
  switch (effect.do) {
    case 'readyResources':
      return readyResources(ctx, effect);
    case 'exhaustResources': {
      const player = effect.player === 'chosen' ? chooseResourcePlayer(ctx) : who(ctx, effect.player);
      return player ? [{ kind: 'exhaustResources', player, count: effect.count }] : [];
    }
    case 'resourceTopOfDeck':
      return [{ kind: 'resourceTopOfDeck', player: ctx.controller, ...(effect.ready ? { ready: true } : {}) }];
    case 'resourceFromHand':
      return resourceFromHand(ctx, effect.ready === true);
    case 'moveResources':
      return moveResourcesEvents(ctx, effect);
    case 'resourceSelf':
      if (!selfInDiscard(run, ctx.source)) {
        run.step('NO_EFFECT', `${ctx.label}: the card is not in a discard pile, so it can't be resourced`, [ctx.source], ctx.controller, rule('1.3.2'));
        return [];
      }
      return [{ kind: 'resourceFromDiscard', player: ctx.controller, target: ctx.source, ...(effect.ready ? { ready: true } : {}) }];
    default:
      return undefined;
  }
}

/** Whether the event changes anything (the pipeline's legality check); undefined for other kinds. */
export function resourceEventLegal(run: SwuRun, event: SwuEvent): boolean | undefined {
  switch (event.kind) {
    case 'readyResources':
      return event.count > 0 && run.state[event.player].resources.some((r) => r.exhausted);
    case 'exhaustResources':
      return event.count > 0 && run.state[event.player].resources.some((r) => !r.exhausted);
    case 'resourceTopOfDeck':
      return run.state[event.player].deck.length > 0;
    case 'resourceFromDiscard':
      return selfInDiscard(run, event.target);
    case 'resourcesLeave':
      return event.targets.every((id) => run.state[event.player].resources.some((r) => r.id === id));
    default:
      return undefined;
  }
}

/** Applies a resource event; false for any other kind. */
export function applyResourceEvent(run: SwuRun, event: SwuEvent): boolean {
  const s = run.state;
  switch (event.kind) {
    case 'readyResources':
    case 'exhaustResources': {
      const readying = event.kind === 'readyResources';
      const changed = s[event.player].resources.filter((r) => r.exhausted === readying).slice(0, event.count);
      for (const r of changed) r.exhausted = !readying;
      run.step(readying ? 'RESOURCES_READIED' : 'RESOURCES_EXHAUSTED', `${event.player} ${readying ? 'readies' : 'exhausts'} ${changed.length} resource${changed.length === 1 ? '' : 's'}`, [], event.player, rule('1.7.4'));
      return true;
    }
    case 'resourceTopOfDeck': {
      const top = s[event.player].deck.shift();
      if (top) s[event.player].resources.push({ id: top.id, card: top.card, exhausted: !event.ready });
      run.step('RESOURCED', `${event.player} puts the top card of their deck into play as a resource, ${event.ready ? 'ready' : 'exhausted'}`, top ? [top.id] : [], event.player, rule('1.7.7'));
      return true;
    }
    case 'resourcesLeave': {
      const p = s[event.player];
      const readyBefore = p.resources.filter((r) => !r.exhausted).length;
      const leaving = p.resources.filter((r) => event.targets.includes(r.id));
      p.resources = p.resources.filter((r) => !event.targets.includes(r.id));
      // 1.7.4: the remaining resources keep readyBefore - readyLeaving ready ones.
      let diff = readyBefore - event.readyLeaving - p.resources.filter((r) => !r.exhausted).length;
      for (const r of p.resources) {
        if (diff > 0 && r.exhausted) { r.exhausted = false; diff -= 1; }
        else if (diff < 0 && !r.exhausted) { r.exhausted = true; diff += 1; }
      }
      for (const r of leaving) p[event.to].push({ id: r.id, card: r.card! });
      const names = leaving.map((r) => displayName(run.def(r.card!))).join(', ');
      run.step('RESOURCES_LEFT', `${event.player} ${event.to === 'hand' ? 'returns' : 'defeats'} ${leaving.length} resource${leaving.length === 1 ? '' : 's'} (${names})${event.to === 'hand' ? ' to their hand' : ''}`, leaving.map((r) => r.id), event.player, rule('1.7.4'));
      return true;
    }
    case 'resourceFromDiscard': {
      for (const p of PLAYERS) {
        const i = s[p].discard.findIndex((c) => c.id === event.target);
        if (i < 0) continue;
        const [card] = s[p].discard.splice(i, 1);
        s[event.player].resources.push({ id: card!.id, card: card!.card, exhausted: !event.ready });
        run.step('RESOURCED', `${event.player} puts ${displayName(run.def(card!.card))} into play as a resource, ${event.ready ? 'ready' : 'exhausted'}`, [card!.id], event.player, rule('1.7.7'));
      }
      return true;
    }
    default:
      return false;
  }
}

type MoveResources = Extract<Effect, { do: 'moveResources' }>;

/**
 * "Return a friendly resource to its owner's hand" / "defeat a friendly resource": the controller chooses the cards
 * (they may look at their facedown resources, 1.7.3). Which resources are ready may be rearranged (1.7.4), so the
 * player also chooses how many of those leaving are ready when that can differ.
 */
export function moveResourcesEvents(ctx: AbilityContext, effect: MoveResources): SwuEvent[] {
  const { run } = ctx;
  const player = ctx.controller;
  const resources = run.state[player].resources;
  if (resources.length === 0) {
    run.step('NO_EFFECT', `${ctx.label}: ${player} controls no resource`, [ctx.source], player, rule('1.3.2'));
    return [];
  }
  if (resources.some((r) => r.card === null)) run.unsupported('RULE', '1.7.3', `${ctx.label}: which cards ${player}'s resources are is not in the state (send them as cards)`);
  const count = Math.min(effect.count, resources.length);
  const options = resources.map((r) => cardOption(run, r.id));
  const what = `${effect.upTo ? 'up to ' : ''}${count} of your resources (${effect.to === 'hand' ? 'to return to hand' : 'to defeat'})`;
  const optional = ctx.optionalNext === true;
  const picked = run.ask(optional
    ? optionalTargets(ctx, player, what, options, count)
    : { player, kind: 'TARGET', text: `${ctx.label}: choose ${what}`, options, min: effect.upTo ? 0 : count, max: count },
  ).filter((id) => id !== DECLINE);
  ctx.update({ optionalNext: false });
  if (picked.length === 0) {
    run.step('CHOICE_MADE', `${player} chooses no resource`, [], player, rule('8.32.1'));
    return [];
  }
  run.step('CHOICE_MADE', `${player} chooses ${picked.map((id) => cardOption(run, id).label).join(', ')}`, picked, player, rule('8.4.1'));
  const ready = resources.filter((r) => !r.exhausted).length;
  const exhausted = resources.length - ready;
  const least = Math.max(0, picked.length - exhausted);
  const most = Math.min(picked.length, ready);
  let readyLeaving = least;
  if (most > least) {
    const [n] = run.ask({
      player, kind: 'OPTION', text: `${ctx.label}: how many of the resources leaving are ready (1.7.4)?`,
      options: Array.from({ length: most - least + 1 }, (_, i) => ({ id: `ready-${least + i}`, label: String(least + i), ref: `ready-${least + i}` })), min: 1, max: 1,
    });
    readyLeaving = Number(n!.slice('ready-'.length));
  }
  return [{ kind: 'resourcesLeave', player, targets: picked, to: effect.to, readyLeaving }];
}
