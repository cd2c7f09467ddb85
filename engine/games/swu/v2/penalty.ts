// "Play a card from your hand, ignoring 1 of its Vigilance, Command, Aggression, or Cunning aspect penalties": an
// aspect penalty is 2 per icon the leader and base don't provide (8.1.1); ignoring some of them (8.10.2) removes 2
// for each missing icon of the listed aspects, up to the number given. The card keeps its icons.
import type { PlayRequestData } from '../state/timing-types.js';

/** The part of the aspect penalty that is ignored, for the icons `missing` (aspectPenalty in play.ts). */
export function ignoredPenalty(missing: readonly string[], mod: PlayRequestData['ignorePenaltyIcons']): number {
  if (!mod) return 0;
  const listed = new Set(mod.aspects.map((a) => a.toLowerCase()));
  return 2 * Math.min(mod.count, missing.filter((a) => listed.has(a.toLowerCase())).length);
}
