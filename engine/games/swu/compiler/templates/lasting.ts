// Lasting effects on units (7.7.3): "+X/+Y" and gained keywords for this phase / attack / round.
import type { Effect } from '../../abilities/types.js';
import { duration, keywordGrant, statChange, target } from '../phrases.js';
import type { CompileContext, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

function unitTarget(np: string, ctx: CompileContext) {
  const t = target(np, ctx);
  return t && !('base' in t) && !('choose' in t && t.choose !== 'unit') ? t : undefined;
}

function stats(np: string, change: string, when: string, ctx: CompileContext): Effect | undefined {
  const t = unitTarget(np, ctx);
  const s = statChange(change);
  const d = duration(when);
  if (!t || !s || !d) return undefined;
  return { do: 'modifyStats', target: t, ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}), duration: d };
}

function keyword(np: string, name: string, when: string, ctx: CompileContext): Effect | undefined {
  const t = unitTarget(np, ctx);
  const k = keywordGrant(name);
  const d = duration(when);
  if (!t || !k || !d) return undefined;
  return { do: 'gainKeyword', target: t, keyword: k, duration: d };
}

export const lasting: TemplateModule = {
  area: 'lasting',
  effects: [
    // "Give a unit +2/+2 for this phase." / "Give an enemy unit -2/-0 for this phase."
    sentence(/give (.+?) ([+-]\d+\/[+-]\d+) (for this (?:phase|attack|round))/, (m, ctx) => stats(m[1]!, m[2]!, m[3]!, ctx)),
    // "This unit gets +2/+0 for this phase."
    sentence(/(this unit|each .+ units?|all .+units) gets? ([+-]\d+\/[+-]\d+) (for this (?:phase|attack|round))/, (m, ctx) => stats(m[1]!, m[2]!, m[3]!, ctx)),
    // "Give a unit Sentinel for this phase."
    sentence(/give (.+?) ([A-Za-z]+(?: \d+)?) (for this (?:phase|attack|round))/, (m, ctx) => keyword(m[1]!, m[2]!, m[3]!, ctx)),
    // "This unit gains Sentinel for this phase."
    sentence(/(this unit|each .+ units?) gains ([A-Za-z]+(?: \d+)?) (for this (?:phase|attack|round))/, (m, ctx) => keyword(m[1]!, m[2]!, m[3]!, ctx)),
  ],
};
