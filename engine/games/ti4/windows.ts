// TI4's timing windows: which abilities a player can use at a moment (read live, so a card gained while the window
// is open can be used in it, ABILITIES.1), which were triggered as the window opened (conditions checked when
// triggering, ABILITIES.1a-1b), and the ordering policy: one ability at a time in turn order from the active player,
// closing after every player has declined in a row (ABILITIES.4-4e; the core's alternating policy).
import { NESTED_POINT } from '../../core/machine.js';
import { alternatingInTurnOrder } from '../../core/policies.js';
import type { WindowPolicy, WindowState, WindowView } from '../../core/window.js';
import type { Ability, Condition, Point, Trigger, WindowAbility } from './abilities/types.js';
import { unitMatches } from './filters.js';
import { rule } from './rules.js';
import type { Ti4Run } from './run.js';
import type { CardInstance, PendingAbility, WindowContext } from './state/types.js';

const base = alternatingInTurnOrder<PendingAbility>({
  text: (player) => `${player}: resolve one ability in this window, or decline (ABILITIES.4a)`,
  declineLabel: 'Decline',
  rule: rule('ABILITIES.4c'),
  declined: (player) => `${player} declines to resolve an ability`,
  closed: 'Every player has declined in a row: no more abilities can be resolved in this window (ABILITIES.4c)',
});

/**
 * The core's alternating policy; the window an ability opens for what it triggers while it resolves is empty in TI4
 * (its reactions are windows of their own, opened by the step that emits the event), so it closes without asking.
 */
export const ti4Policy: WindowPolicy<PendingAbility> = {
  next(window, view) {
    if (window.point === NESTED_POINT && window.pending.length === 0) return { kind: 'close' };
    // An ability that triggered as the window opened is gone with its object (a card given away, a unit destroyed).
    const held = window.pending.filter((p) => (view as Ti4WindowView).holds(p));
    if (held.length < window.pending.length) return { kind: 'advance', window: { ...window, pending: held } };
    return base.next(window, view);
  },
};

/** The window's context is kept in its cursor (plain data), under "ctx." keys the ordering policy leaves alone. */
export function contextOf(window: WindowState<PendingAbility>): WindowContext {
  const c: WindowContext = {};
  for (const key of ['player', 'system', 'planet', 'card', 'cardName', 'name', 'from'] as const) {
    const v = window.cursor[`ctx.${key}`];
    if (typeof v === 'string') c[key] = v;
  }
  return c;
}

/** Opens a window at a timing point: the abilities whose conditions are checked as it opens wait in it. */
export function openPointWindow(run: Ti4Run, point: Point, context: WindowContext): string {
  const id = run.machine.openWindow(point, 'collecting');
  const window = run.timing.windows.find((w) => w.id === id)!;
  for (const [k, v] of Object.entries(context)) if (typeof v === 'string') window.cursor[`ctx.${k}`] = v;
  const triggered = run.orderFromActive().flatMap((player) => usable(run, player, point, context, 'trigger'));
  window.pending.push(...triggered);
  const who = context.player ? ` (${context.player})` : '';
  run.step('WINDOW_OPENED', `Timing window "${point}${context.name ? `:${context.name}` : ''}"${who} opens${triggered.length > 0 ? `; triggered: ${triggered.map((t) => label(run, t)).join(', ')}` : ''}`, triggered.map((t) => t.source), null, rule('ABILITIES.4'));
  return id;
}

export interface Source {
  instance: CardInstance | null;
  unitId: string | null;
  card: string;
  /** The owner of a promissory note (who it returns to). */
  owner: string | null;
}

/** Every physical object a player could use an ability of: cards in hand and play, and their units on the board. */
export function sourcesOf(run: Ti4Run, player: string): Source[] {
  const p = run.player(player);
  const cards = [...p.actionCards, ...p.promissoryNotes, ...p.playArea, ...p.technologies, ...p.abilities, ...p.leaders];
  const out: Source[] = cards.map((c) => ({ instance: c, unitId: null, card: c.card, owner: c.owner ?? null }));
  for (const place of run.allUnits()) {
    if (place.unit.owner === player && place.unit.card) out.push({ instance: null, unitId: place.unit.id, card: place.unit.card, owner: null });
  }
  return out;
}

function matchesPoint(trigger: Trigger, point: Point, context: WindowContext): boolean {
  const points = [trigger.point, ...(trigger.also ?? [])];
  if (!points.includes(point)) return false;
  return point !== 'custom' || trigger.name === context.name;
}

function whoMatches(run: Ti4Run, trigger: Trigger, controller: string, source: Source, context: WindowContext): boolean {
  const about = context.player ?? run.state.activePlayer;
  switch (trigger.who ?? 'you') {
    case 'you': return about === controller;
    case 'another': return about !== controller;
    case 'any': return true;
    case 'noteOwner': return source.owner !== null && about === source.owner && controller !== source.owner;
    case 'participant': return run.state.combat?.attacker === controller || run.state.combat?.defender === controller;
  }
}

export function conditionHolds(run: Ti4Run, c: Condition, controller: string, context: WindowContext): boolean {
  if ('not' in c) return !conditionHolds(run, c.not, controller, context);
  if ('unitsInSystem' in c) {
    const system = context.system ? run.system(context.system) : undefined;
    if (!system) return false;
    return run.unitsIn(system).filter((u) => unitMatches(run, u.unit, c.unitsInSystem, controller, context)).length >= c.atLeast;
  }
  if ('tokenInSystem' in c) {
    const system = context.system ? run.system(context.system) : undefined;
    if (!system) return false;
    return [...(system.tokens ?? []), ...system.planets.flatMap((p) => p.tokens ?? [])].includes(c.tokenInSystem);
  }
  if ('playedCardNot' in c) return context.cardName !== c.playedCardNot;
  if ('combatRound' in c) return run.state.combat?.round === c.combatRound;
  if ('youControlledPlanet' in c) return context.from === controller;
  if ('yourCommandTokenInSystem' in c) return (context.system ? run.system(context.system)?.commandTokens ?? [] : []).includes(controller);
  return run.state.combat?.defender === controller;
}

function costPayable(run: Ti4Run, ability: WindowAbility, controller: string, source: Source): boolean {
  const p = run.player(controller);
  if (ability.cost?.exhaust && source.instance?.exhausted) return false;
  if (ability.cost?.strategyToken && p.commandTokens.strategy < ability.cost.strategyToken) return false;
  if (ability.cost?.tradeGoods && p.tradeGoods < ability.cost.tradeGoods) return false;
  return true;
}

/** What a same-name action card would affect in this window (ABILITIES.3). */
export function sameNameKey(ability: WindowAbility, cardName: string, controller: string, context: WindowContext): string | null {
  if (!ability.sameNameTarget) return null;
  const target = ability.sameNameTarget === 'controller' ? controller
    : ability.sameNameTarget === 'eventCard' ? context.card
    : ability.sameNameTarget === 'eventSystem' ? context.system : context.player;
  return `same:${cardName}:${target ?? ''}`;
}

/**
 * The abilities `player` can use at this point: `checked` "trigger" gives those whose condition is checked as the
 * window opens (they wait in it), "live" the others, read at the moment the player is asked.
 */
export function usable(run: Ti4Run, player: string, point: Point, context: WindowContext, checked: 'trigger' | 'live', window?: WindowState<PendingAbility>): PendingAbility[] {
  const out: PendingAbility[] = [];
  for (const source of sourcesOf(run, player)) {
    const card = run.cards.get(source.card);
    for (const ability of (card.abilities ?? []) as Ability[]) {
      if (ability.kind !== 'window' || !matchesPoint(ability.when, point, context)) continue;
      const atTrigger = ability.when.condition !== undefined && ability.when.checked === 'trigger';
      if (atTrigger !== (checked === 'trigger')) continue;
      if (!whoMatches(run, ability.when, player, source, context)) continue;
      if (ability.when.condition && !conditionHolds(run, ability.when.condition, player, context)) continue;
      if (!costPayable(run, ability, player, source)) continue;
      const key = sameNameKey(ability, card.name, player, context);
      if (key && window?.cursor[key] === true) continue;
      const object = source.unitId ?? source.instance!.id;
      out.push({ id: `${object}/${ability.id}`, controller: player, source: object, card: source.card, ability: ability.id, context });
    }
  }
  return out;
}

export function label(run: Ti4Run, p: PendingAbility): string {
  const card = run.cards.get(p.card);
  const ability = card.abilities?.find((a) => a.id === p.ability);
  // Each unit is its own object (ABILITIES.2a): the label names which one.
  return `${card.name}${run.findUnit(p.source) ? ` (${p.source})` : ''}: ${ability?.text ?? ''}`;
}

/** What the ordering policy reads: the players in turn order from the active player, and each one's options now. */
export class Ti4WindowView implements WindowView<PendingAbility> {
  constructor(private readonly run: Ti4Run) {}

  get activePlayer(): string {
    return this.run.state.activePlayer ?? this.run.turnOrder()[0]!;
  }

  get turnOrder(): string[] {
    return this.run.orderFromActive();
  }

  available(player: string, window: WindowState<PendingAbility>): PendingAbility[] {
    if (window.point === NESTED_POINT) return [];
    const pending = new Set(window.pending.map((p) => p.id));
    return usable(this.run, player, window.point as Point, contextOf(window), 'live', window).filter((p) => !pending.has(p.id));
  }

  /** Whether the ability's object is still the controller's (in their hand or play area, or their unit on the board). */
  holds(p: PendingAbility): boolean {
    return sourcesOf(this.run, p.controller).some((s) => (s.unitId ?? s.instance?.id) === p.source);
  }

  interchangeable(): boolean {
    return false;
  }

  label(p: PendingAbility): string {
    return label(this.run, p);
  }
}
