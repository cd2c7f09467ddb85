// "Choose one:" / "Choose two, in any order:" followed by one option per line (8.4.4): chooseOptions. compile.ts
// joins the option lines to the "Choose ..." line so this template sees the whole list.
import type { EffectTemplate, TemplateModule } from '../types.js';

const choose: EffectTemplate = (text, ctx) => {
  const m = /^choose (one|two)(, in any order)?:\n(.+)$/is.exec(text);
  if (!m) return undefined;
  const n = m[1]!.toLowerCase() === 'one' ? 1 : 2;
  // "in any order" is printed exactly when two are chosen.
  if ((n === 2) !== !!m[2]) return undefined;
  const lines = m[3]!.split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length <= n) return undefined;
  const options = [];
  for (const line of lines) {
    const effect = ctx.effect(line);
    if (!effect) return undefined;
    options.push({ label: line.replace(/[.\s]+$/, ''), effect });
  }
  return { do: 'chooseOptions', count: n, options };
};

export const modal: TemplateModule = { area: 'modal', effects: [choose] };
