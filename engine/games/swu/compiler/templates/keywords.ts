// Keyword lines ("Sentinel", "Raid 2", "Smuggle [...]", "Bounty - ..."). The keywords themselves come from the card
// data (the importer reads them from the same text); a line naming a keyword the data does not list is not trusted.
// Bounty carries ability text: it compiles to the bounty ability an opponent collects (10.1).
import type { Ability } from '../../abilities/types.js';
import { COORDINATE_CONDITION } from '../../keywords/coordinate.js';
import { findKeyword } from '../../glossary.js';
import { keywordList } from '../text.js';
import type { LineTemplate, TemplateModule } from '../types.js';

const keywordLine: LineTemplate = (line, ctx) => {
  const list = keywordList(line);
  if (!list) return undefined;
  const out: Ability[] = [];
  for (const k of list) {
    const listed = ctx.card.keywords.some((c) => c.name.toLowerCase() === k.name.toLowerCase() && (k.value === null || c.value === k.value));
    if (!listed) return undefined;
    if (k.name === 'Bounty') {
      // A Bounty on a leader's leader side or an event makes no sense to the engine: only units (and upgrades) have one.
      if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit' && ctx.host !== 'upgrade') return undefined;
      const effect = ctx.effect(k.text ?? '');
      if (!effect) return undefined;
      out.push({ kind: 'triggered', id: '', text: `Bounty — ${k.text}`, when: { on: 'bounty' }, resolvedBy: 'opponent', effect });
    } else if (k.name === 'Coordinate') {
      const ability = coordinate(k.text ?? '', line, ctx);
      if (!ability) return undefined;
      out.push(ability);
    } else if (k.text !== null && findKeyword(k.name)?.parameter === 'ABILITY_TEXT') {
      // A keyword carrying ability text we have no reading for: not silently dropped.
      return undefined;
    }
  }
  return out;
};

/**
 * "Coordinate - On Attack: ..." (7.5.15): while you control 3 or more units, this card has the ability: a constant
 * with the condition keywords/coordinate.ts checks for, granting the ability to this unit.
 */
function coordinate(text: string, line: string, ctx: Parameters<LineTemplate>[1]): Ability | undefined {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  const inner = ctx.ability(text);
  if (!inner) return undefined;
  if (inner.kind === 'constant' && inner.affects === 'self' && !inner.condition) return { ...inner, id: '', text: line, condition: COORDINATE_CONDITION };
  if (!['triggered', 'action', 'replacement'].includes(inner.kind)) return undefined;
  return { kind: 'constant', id: '', text: line, condition: COORDINATE_CONDITION, affects: 'self', grant: { ability: { ...inner, id: `${ctx.card.id}-coordinate`, text } } };
}

export const keywords: TemplateModule = { area: 'keywords', lines: [keywordLine] };
