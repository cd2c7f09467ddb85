// "(If <condition>,) this unit enters play ready." (SEC Corellian Hounds, LAW Rose Tico, LAW Salacious Crumb): a
// unit's own text, checked as it is played (6.2.5); the condition is one the ability language has (conditions.ts,
// conditions-more.ts) and names nothing about the unit itself.
// Engine side: ../../v2/enters-ready.ts.
import type { Ability, Condition } from '../../abilities/types.js';
import { bare } from '../text.js';
import type { LineTemplate, TemplateModule } from '../types.js';
import { condition } from './conditions.js';
import { effectCondition } from './conditions-more.js';

const entersReady: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'unit') return undefined;
  const m = /^(?:if (.+?), )?this unit enters play ready$/i.exec(bare(line));
  if (!m) return undefined;
  let c: Condition | undefined;
  if (m[1] !== undefined) {
    c = condition(m[1], ctx) ?? effectCondition(m[1], ctx);
    // Checked before the unit is in play: a condition about this unit (or a bound name) has nothing to read.
    if (!c || /"(self|ref|defender|attacker|attachedTo|affected|source)"/.test(JSON.stringify(c))) return undefined;
  }
  const ability: Ability = { kind: 'entersReady', id: '', text: line, ...(c ? { condition: c } : {}) };
  return [ability];
};

export const entersReadyModule: TemplateModule = { area: 'enters-ready', lines: [entersReady] };
