// Action costs of the prevention family (issue 7, wave 4): "Action [Exhaust, return this unit to its owner's hand]",
// "Action [Exhaust, deal 1 damage to a friendly unit]", "Action [Exhaust, discard a card from your deck]" (6.4.3C).
// The other parts of the same cost are read as heads.ts and triggers-v2.ts read them; paid by v2/action-costs.ts.
import type { ActionAbility } from '../../abilities/types.js';
import { target, unitPhrase } from '../phrases.js';
import type { CompileContext, HeadTemplate, LineTemplate, TemplateModule } from '../types.js';
import { actionCost } from './heads.js';
import { costPart } from './triggers-v2.js';

type CostPart = NonNullable<ActionAbility['cost']['parts']>[number];

function newPart(text: string, ctx: CompileContext): CostPart | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  // "his owner's" / "her owner's": the printed pronoun of a character (SHD Salacious Crumb).
  if (/^return this unit to (?:its|his|her) owner's hand$/i.test(t)) return ctx.host === 'unit' ? { returnSelfToHand: true } : undefined;
  // "defeat a Heroic Resolve on this unit" (SHD Heroic Resolve's gained action): an upgrade named on the unit itself.
  if ((m = /^defeat (?:a|an) ([A-Z][\w' -]*?) on this unit$/.exec(t))) return ctx.host === 'unit' ? { defeatUpgradeOnSelf: m[1]! } : undefined;
  if ((m = /^discard (a|\d+) cards? from your deck$/i.exec(t))) return { discardFromDeck: m[1]!.toLowerCase() === 'a' ? 1 : Number.parseInt(m[1]!, 10) };
  if ((m = /^deal (\d+) damage to (.+)$/i.exec(t))) {
    const phrase = unitPhrase(m[2]!);
    // Only a friendly unit pays a cost (a cost on an enemy unit would be an effect).
    if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a' || phrase.filter.controller !== 'friendly') return undefined;
    const to = target(m[2]!, ctx);
    if (!to || !('choose' in to)) return undefined;
    return { dealDamage: Number.parseInt(m[1]!, 10), to };
  }
  return undefined;
}

const actionWithNewParts: HeadTemplate = (head, ctx) => {
  const m = /^action\s*\[([^\]]*)\]$/i.exec(head.trim());
  if (!m || ctx.host === 'event' || ctx.host === 'upgrade') return undefined;
  const basic: string[] = [];
  const parts: CostPart[] = [];
  let fresh = false;
  for (const raw of m[1]!.split(',')) {
    const mine = newPart(raw, ctx);
    const part = mine ?? costPart(raw, ctx);
    if (mine) fresh = true;
    if (part) parts.push(part);
    else basic.push(raw);
  }
  // Only costs with a part of this module: the others are heads.ts's and triggers-v2.ts's.
  const cost = actionCost(basic.join(','));
  if (!cost || !fresh || cost.parts) return undefined;
  return { kind: 'action', cost: { ...cost, parts }, relevant: 'action' };
};

/**
 * "Action: ... Use this ability no more than 3 times each game." (LOF Mystic Monastery): a base's action ability with
 * its uses counted for the game (the base's usedThisGame); a base never leaves play, so "each game" is plain.
 */
const timesEachGame: LineTemplate = (line, ctx) => {
  const m = /^(.+?\.)\s*use this ability no more than (\d+) times each game\.?$/is.exec(line.trim());
  if (!m || ctx.host !== 'base') return undefined;
  const inner = ctx.ability(m[1]!.trim());
  if (!inner || inner.kind !== 'action' || inner.epic || inner.limit || inner.maxPerGame !== undefined) return undefined;
  return [{ ...inner, id: '', text: line, maxPerGame: Number.parseInt(m[2]!, 10) }];
};

export const actionCosts: TemplateModule = { area: 'action-costs', lines: [timesEachGame], heads: [actionWithNewParts] };
