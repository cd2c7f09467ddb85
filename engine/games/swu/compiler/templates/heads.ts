// Trigger heads and action costs: "When Played:", "On Attack:", "When Defeated:", "When Deployed:", "When this unit
// completes an attack:", "Action [C=1, Exhaust]:", "Epic Action:".
import type { HeadResult, HeadTemplate, TemplateModule } from '../types.js';

const TRIGGERS: [RegExp, HeadResult][] = [
  [/^when played$/i, { kind: 'triggered', when: { on: 'played' }, relevant: 'played' }],
  [/^on attack$/i, { kind: 'triggered', when: { on: 'attack' }, relevant: 'attack' }],
  [/^when defeated$/i, { kind: 'triggered', when: { on: 'defeated' }, relevant: 'defeated' }],
  [/^when this unit completes an attack$/i, { kind: 'triggered', when: { on: 'completesAttack' }, relevant: 'attack' }],
  // An attack declared with this unit as the defender (triggers.ts: "defense").
  [/^when this unit is attacked$/i, { kind: 'triggered', when: { on: 'defense' }, relevant: 'constant' }],
  // A unit deals combat damage to a base only to the defending player's (or, with Overwhelm, past a unit to it).
  [/^when this unit deals combat damage to (?:a|an opponent's) base$/i, { kind: 'triggered', when: { on: 'dealsCombatDamage', to: 'base' }, relevant: 'attack' }],
];

const trigger: HeadTemplate = (head, ctx) => {
  // On a leader's unit side, "When Deployed" is this unit entering play (the leader's "played").
  if (/^when deployed$/i.test(head)) return ctx.host === 'leaderUnit' ? { kind: 'triggered', when: { on: 'deployed' }, relevant: 'played' } : undefined;
  // A leader's leader side is not a unit: it neither attacks nor is played or defeated.
  if (ctx.host === 'leader' || ctx.host === 'event' || ctx.host === 'base') return undefined;
  // An upgrade's own "On Attack" and the like would be the attached unit's: the engine does not run those (support.ts).
  if (ctx.host === 'upgrade' && !/^when (played|defeated)$/i.test(head)) return undefined;
  for (const [re, result] of TRIGGERS) if (re.test(head)) return result;
  return undefined;
};

type ActionCost = Extract<HeadResult, { kind: 'action' }>['cost'];

/**
 * "C=1, Exhaust" / "1 resource, exhaust" / "Exhaust, use the Force" / "discard a card from your hand" / "" -> the
 * cost; undefined for any part the language has no cost for.
 */
export function actionCost(text: string): ActionCost | undefined {
  const cost: ActionCost = {};
  const parts: NonNullable<ActionCost['parts']> = [];
  for (const raw of text.split(',')) {
    const part = raw.trim().toLowerCase();
    if (!part) continue;
    let m: RegExpExecArray | null;
    if (part === 'exhaust' && !cost.exhaust) cost.exhaust = true;
    else if ((m = /^(?:c\s*=\s*(\d+)|(\d+) resources?)$/.exec(part)) && cost.resources === undefined) cost.resources = Number.parseInt(m[1] ?? m[2]!, 10);
    else if (part === 'use the force') parts.push({ useTheForce: true });
    else if (part === 'discard a card from your hand') parts.push({ discard: 1 });
    else if ((m = /^deal (\d+) damage to your base$/.exec(part))) parts.push({ damageYourBase: Number.parseInt(m[1]!, 10) });
    else return undefined;
  }
  return parts.length ? { ...cost, parts } : cost;
}

const action: HeadTemplate = (head, ctx) => {
  const m = /^(epic )?action(?:\s*\[([^\]]*)\])?$/i.exec(head.trim());
  if (!m) return undefined;
  const cost = actionCost(m[2] ?? '');
  if (!cost) return undefined;
  // Actions the engine can use: on units, leaders (either side) and bases; an event or upgrade's own action is not.
  if (ctx.host === 'event' || ctx.host === 'upgrade') return undefined;
  const epic = !!m[1];
  // Epic Actions are the leader's or base's, once per game (7.2.4); a unit printing one is not something we model.
  if (epic && ctx.host !== 'leader' && ctx.host !== 'base') return undefined;
  return { kind: 'action', cost, ...(epic ? { epic: true } : {}), relevant: 'action' };
};

export const heads: TemplateModule = { area: 'heads', heads: [trigger, action] };
