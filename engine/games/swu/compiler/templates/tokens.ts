// "Create a Battle Droid token." / "Create 2 Clone Trooper tokens." (3.7): token units the rules define.
import type { TOKEN_UNITS } from '../../abilities/defs/effects.js';
import { count } from '../phrases.js';
import type { TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

/** Printed token names -> the language's internal names (only token units: a Credit is an upgrade-like token). */
const TOKEN_NAMES: Record<string, (typeof TOKEN_UNITS)[number]> = {
  'battle droid': 'battle-droid',
  'clone trooper': 'clone-trooper',
  'tie fighter': 'tie-fighter',
  'x-wing': 'xwing',
  spy: 'spy',
  mandalorian: 'mandalorian',
};

const create = sentence(/create (a|an|\d+|two|three) (.+?) tokens?/, (m) => {
  const n = count(m[1]!);
  const token = TOKEN_NAMES[m[2]!.toLowerCase()];
  const plural = /tokens$/i.test(m[0]);
  if (!n || !token || (n === 1) === plural) return undefined;
  return n === 1 ? { do: 'createToken', token } : { do: 'createToken', token, count: n };
});

export const tokens: TemplateModule = { area: 'tokens', effects: [create] };
