// Trigger heads for steps of the round and of an attack: "When the regroup phase starts:" (5.5.1A) and "When Attack
// Ends:" (the attacker's own, triggering whether or not it survived: 'attackEnds' in triggers.ts).
import type { HeadTemplate, TemplateModule } from '../types.js';

const regroupStarts: HeadTemplate = (head, ctx) => {
  if (!/^when the regroup phase starts$/i.test(head.trim())) return undefined;
  // Cards in play that the engine watches at that moment (v2/phase-triggers.ts); an upgrade's own trigger is not.
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit' && ctx.host !== 'leader' && ctx.host !== 'base') return undefined;
  return { kind: 'triggered', when: { on: 'regroupStarts' }, relevant: 'constant' };
};

const attackEnds: HeadTemplate = (head, ctx) => {
  if (!/^when attack ends$/i.test(head.trim())) return undefined;
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  return { kind: 'triggered', when: { on: 'attackEnds' }, relevant: 'attack' };
};

export const phaseTriggers: TemplateModule = { area: 'phase-triggers', heads: [regroupStarts, attackEnds] };
