// Templates of the costs family: disclose (8.38) as a cost part read by costPart (triggers-v2.ts), so that "You may
// disclose Command Heroism. If you do, ..." and "... If you don't, ..." compile through the one "if you do" template.
import type { ActionAbility } from '../../abilities/types.js';
import { ASPECT_NAMES } from '../../abilities/defs/costs.js';
import type { EffectTemplate, TemplateModule } from '../types.js';

type CostPart = NonNullable<ActionAbility['cost']['parts']>[number];

const ASPECT = `(?:${ASPECT_NAMES.join('|')})`;

/** "disclose Vigilance Vigilance Villainy" -> { disclose: [...] }: only a plain list of icons (not "and/or", not "or"). */
export function disclosePart(text: string): CostPart | undefined {
  const m = new RegExp(`^disclose (${ASPECT}(?: ${ASPECT})*)$`, 'i').exec(text.trim());
  if (!m) return undefined;
  const disclose = m[1]!.split(' ').map((a) => ASPECT_NAMES.find((n) => n.toLowerCase() === a.toLowerCase())!);
  return { disclose };
}

function aspectName(word: string): (typeof ASPECT_NAMES)[number] | undefined {
  return ASPECT_NAMES.find((n) => n.toLowerCase() === word.trim().toLowerCase());
}

/** "Vigilance, Command, Aggression, or Cunning" -> the aspects; undefined unless every item is an aspect. */
function aspectList(text: string): (typeof ASPECT_NAMES)[number][] | undefined {
  const items = text.split(/,\s*(?:or\s+)?|\s+or\s+/).map(aspectName);
  return items.length > 0 && items.every((a) => a !== undefined) ? items as (typeof ASPECT_NAMES)[number][] : undefined;
}

/**
 * LAW bases' Epic Action: "Play a card from your hand, ignoring 1 of its Vigilance, Command, Aggression, or Cunning
 * aspect penalties." (8.1.1: 2 per missing icon; 8.10.2: the ignored ones add nothing).
 */
const playIgnoringSomePenalties: EffectTemplate = (text) => {
  const m = /^play a card from your hand, ignoring (\d+) of its (.+) aspect penalties$/i.exec(text.trim());
  const aspects = m ? aspectList(m[2]!) : undefined;
  if (!m || !aspects) return undefined;
  return { do: 'playFromHand', ignorePenaltyIcons: { count: Number.parseInt(m[1]!, 10), aspects } };
};

export const costs: TemplateModule = { area: 'costs', effects: [playIgnoringSomePenalties] };
