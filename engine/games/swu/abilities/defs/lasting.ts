// Unit filters of the lasting family (issue 7, wave 2): "in the same arena" / "in this arena", "a token unit", "without a
// Pilot on it". Spread into language.ts; read by ../../lasting/arena.ts (stats.ts unitMatches). The delayable event
// `sourceLeavesPlay` ("When this unit leaves play, ...") is listed in language.ts, fired by ../../lasting/effects.ts.
import { bool, describe, opt, str } from '../../../../core/schema.js';

/** Unit filter properties (spread into the unit filter). */
export const LASTING_FILTER_PROPERTIES = {
  withoutPilot: opt(describe(bool(), '"a Vehicle unit without a Pilot on it": no upgrade with the Pilot trait attached (7.5.17A).')),
  sameArenaAs: opt(describe(str(), '"in the same arena" / "in this arena": in the arena of the unit bound to this name, or of the ability\'s own unit ("self"); a unit that left play by its last known arena.')),
};
