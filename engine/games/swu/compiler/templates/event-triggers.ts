// Triggers on other cards, as data (`on: 'event'`, v2/watchers.ts): "When a friendly Force unit attacks:", "When an
// enemy unit is defeated:", "When another friendly unit is attacked:", "When you play a Villainy card:".
import type { UnitFilter } from '../../abilities/types.js';
import { unitPhrase } from '../phrases.js';
import type { HeadTemplate, TemplateModule } from '../types.js';

const EVENTS: Record<string, 'attacks' | 'defeated' | 'attacked'> = { attacks: 'attacks', 'is defeated': 'defeated', 'is attacked': 'attacked' };

/** "another friendly Rebel unit" -> relation and filter (the subject's filter never says "other": the relation does). */
function subject(np: string): { relation: 'any' | 'other'; filter: UnitFilter } | undefined {
  const phrase = unitPhrase(np);
  if (!phrase || phrase.noun !== 'unit' || (phrase.quantifier !== 'a' && phrase.quantifier !== 'another')) return undefined;
  const { other, ...filter } = phrase.filter;
  return { relation: other ? 'other' : 'any', filter };
}

const watchers = (host: string) => host === 'unit' || host === 'leaderUnit' || host === 'leader' || host === 'base';

const unitEvent: HeadTemplate = (head, ctx) => {
  const m = /^when ((?:a|an|another) .+? unit) (attacks|is defeated|is attacked)$/i.exec(head.trim());
  if (!m || !watchers(ctx.host)) return undefined;
  const s = subject(m[1]!);
  if (!s) return undefined;
  const filter = Object.keys(s.filter).length ? { filter: s.filter } : {};
  return { kind: 'triggered', when: { on: 'event', event: EVENTS[m[2]!.toLowerCase()]!, relation: s.relation, ...filter }, relevant: 'constant' };
};

const CARD_TYPES: Record<string, 'unit' | 'upgrade' | 'event' | 'card'> = { unit: 'unit', upgrade: 'upgrade', event: 'event', card: 'card' };

const youPlay: HeadTemplate = (head, ctx) => {
  const m = /^when you play (a|an|another) (?:(.+) )?(unit|upgrade|event|card)$/i.exec(head.trim());
  if (!m || !watchers(ctx.host)) return undefined;
  const cardType = CARD_TYPES[m[3]!.toLowerCase()]!;
  // Only printed facts (aspect, trait) describe a played card of any type; read them as a unit phrase would.
  const phrase = m[2] ? unitPhrase(`a ${m[2]} unit`) : { filter: {} as UnitFilter };
  if (!phrase || Object.keys(phrase.filter).some((k) => k !== 'trait' && k !== 'aspect')) return undefined;
  const relation = m[1]!.toLowerCase() === 'another' ? 'other' : 'any';
  return { kind: 'triggered', when: { on: 'event', event: 'played', relation, cardType, filter: { ...phrase.filter, controller: 'friendly' } }, relevant: 'constant' };
};

export const eventTriggers: TemplateModule = { area: 'event-triggers', heads: [unitEvent, youPlay] };
