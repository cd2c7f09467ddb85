// Keyword lines ("Sentinel", "Raid 2", "Smuggle [...]", "Bounty - ..."). The keywords themselves come from the card
// data (the importer reads them from the same text); a line naming a keyword the data does not list is not trusted.
// Bounty carries ability text: it compiles to the bounty ability an opponent collects (10.1).
import type { Ability } from '../../abilities/types.js';
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
    }
  }
  return out;
};

export const keywords: TemplateModule = { area: 'keywords', lines: [keywordLine] };
