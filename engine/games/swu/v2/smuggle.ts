// "When played using Smuggle" (7.5.14, a When Played ability, 7.6.13C): it triggers only when the card was played
// from resources with Smuggle (the played event says so), not when played from hand or with Plot.
import type { TriggeredAbility } from '../abilities/types.js';

/** The abilities a "played" event triggers among `abilities` (of kind played), given how the card was played. */
export function playedWay<T extends { abilities: TriggeredAbility[] }>(source: T, smuggle: boolean | undefined): T {
  return { ...source, abilities: source.abilities.filter((a) => a.when.on !== 'played' || !a.when.using || (a.when.using === 'smuggle' && smuggle === true)) };
}
