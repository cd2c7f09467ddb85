// "Choose one:" / "Choose two, in any order:" followed by one option per line (8.4.4): chooseOptions. compile.ts
// joins the option lines to the "Choose ..." line so this template sees the whole list. "Choose an arena." is the same
// choice between two options, ground and space, written once for both.
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

const ARENAS = ['ground', 'space'] as const;

/**
 * "Choose an arena (ground or space). Deal 3 damage to each unit in that arena.": one option per arena, the sentence
 * read with the arena named ("each ground unit"). Either arena may be chosen, one without units included.
 */
const chooseArena: EffectTemplate = (text, ctx) => {
  const m = /^choose an arena(?: \(ground or space\))?\.\s+(.+)$/is.exec(text);
  if (!m || !/\bunits? in that arena\b/i.test(m[1]!)) return undefined;
  const options = [];
  for (const arena of ARENAS) {
    const named = m[1]!.replace(/\bunit(s?) in that arena\b/gi, `${arena} unit$1`);
    if (/\bthat arena\b/i.test(named)) return undefined;
    const effect = ctx.effect(named);
    if (!effect) return undefined;
    options.push({ label: `The ${arena} arena`, effect });
  }
  return { do: 'chooseOptions', count: 1, options };
};

export const modal: TemplateModule = { area: 'modal', effects: [choose, chooseArena] };
