// Lasting and delayed effects of the ability language, wave 2 (issue 7): "At the start of the regroup phase, its owner
// takes control of it" (7.7.4 delayed effects; the delayable event `regroupStarted` is listed in language.ts).
// Spread into language.ts; executed in ../../lasting/effects.ts.
import { bool, describe, opt, ref, str } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const LASTING_EFFECT_VARIANTS = {
  ownerTakesControl: { target: ref('target') },
};

export const LASTING_EFFECT_DESCRIPTIONS = {
  ownerTakesControl: '"Its owner takes control of it" (8.27): each target unit moves to its owner\'s side of its arena; nothing happens to a unit its owner already controls.',
};

/** Unit filter properties (spread into the unit filter). */
export const LASTING_FILTER_PROPERTIES = {
  withoutPilot: opt(describe(bool(), '"a Vehicle unit without a Pilot on it": no upgrade with the Pilot trait attached (7.5.17A).')),
  token: opt(describe(bool(), '"a token unit" (true) / "a non-token unit" (false) (3.7).')),
  sameArenaAs: opt(describe(str(), '"in the same arena" / "in this arena": in the arena of the unit bound to this name, or of the ability\'s own unit ("self"); a unit that left play by its last known arena.')),
};
