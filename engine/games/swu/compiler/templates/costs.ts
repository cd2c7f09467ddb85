// Templates of the costs family: disclose (8.38) as a cost part read by costPart (triggers-v2.ts), so that "You may
// disclose Command Heroism. If you do, ..." and "... If you don't, ..." compile through the one "if you do" template.
import type { ActionAbility } from '../../abilities/types.js';
import { ASPECT_NAMES } from '../../abilities/defs/costs.js';
import type { TemplateModule } from '../types.js';

type CostPart = NonNullable<ActionAbility['cost']['parts']>[number];

const ASPECT = `(?:${ASPECT_NAMES.join('|')})`;

/** "disclose Vigilance Vigilance Villainy" -> { disclose: [...] }: only a plain list of icons (not "and/or", not "or"). */
export function disclosePart(text: string): CostPart | undefined {
  const m = new RegExp(`^disclose (${ASPECT}(?: ${ASPECT})*)$`, 'i').exec(text.trim());
  if (!m) return undefined;
  const disclose = m[1]!.split(' ').map((a) => ASPECT_NAMES.find((n) => n.toLowerCase() === a.toLowerCase())!);
  return { disclose };
}

export const costs: TemplateModule = { area: 'costs' };
