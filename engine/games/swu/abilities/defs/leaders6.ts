// Unit filters the leaders6 family (issue 7) reads on effect targets: "an enemy unit that costs the same as the played
// unit", "a unit without an Experience token on it", "the unit with the most power among friendly Villainy units".
// Spread into language.ts' unit filter; executed by ../../v2/leaders6.ts (one line in stats.ts unitMatches).
import { bool, describe, lit, obj, opt, ref, str } from '../../../../core/schema.js';

/** Unit filter properties. */
export const LEADERS6_FILTER_PROPERTIES = {
  costAs: opt(describe(obj({ of: str(), orLess: opt(bool()) }), '"a unit that costs the same as (or less than) the played unit": printed cost (ruling) equal to (`orLess`: at most) that of the card bound to `of` (last-known information if it left play). An unbound name, or a leader unit (no cost, 1.8), is UNSUPPORTED.')),
  withoutUpgrade: opt(describe(ref('cardFilter'), '"a unit without an Experience token on it": no upgrade attached to it (tokens included) matches.')),
  mostPower: opt(describe(lit(true), '"the unit with the most power among friendly Villainy units": among the units in play matching the rest of this filter, one with the highest current power (1.11; tied: the controller chooses one of them). Effect targets only: a constant ability\'s filter would read its own power.')),
};
