// The "refs6" family (issue 7): a choice made on its own, which later parts of the same ability name ("An opponent
// chooses a ground unit they control. You may deal 7 damage to that unit."): the chooser picks first, and only then
// does the controller decide what the later part does; and units with a Shield token on them. Spread into
// language.ts; executed in ../../v2/refs6.ts (the filter in ../../stats.ts unitMatches).
import { describe, lit, opt, ref } from '../../../../core/schema.js';

/** Unit filter properties. */
export const REFS6_FILTER_PROPERTIES = {
  withShield: opt(describe(lit(true), '"an enemy unit with a Shield token on it": at least one Shield token is attached to the unit (3.7.6).')),
};

/** Effect variants (spread into the `effect` union). */
export const REFS6_EFFECT_VARIANTS = {
  chooseTarget: { target: ref('target') },
};

export const REFS6_EFFECT_DESCRIPTIONS = {
  chooseTarget: '"An opponent chooses a unit or base they control." (8.4): the choice alone, nothing done to it; the target names it with `as` for later steps ({ ref }). Nothing to choose: nothing is bound.',
};
