// The no-abilities family (issue 7, wave 5): "Those units lose all abilities and can't gain abilities for this round."
// (8.14.1 Lose): a lasting effect (7.7.3) whose grant takes every ability from the units it names, whatever gave it
// (printed, a keyword, an upgrade, a constant ability, a lasting effect) and whenever, for every reader of a unit's
// abilities (v2/noabil.ts abilitiesLost): keywords, triggered, replacement, action and constant abilities.
// Spread into language.ts; executed in ../../v2/noabil.ts.
import { bool, describe, opt, ref } from '../../../../core/schema.js';

/** Grant properties (spread into `grant`). */
export const NOABIL_GRANTS = {
  loseAllAbilities: opt(describe(bool(), '"loses all abilities and can\'t gain abilities" (8.14.1): while the grant applies the unit has no ability at all, printed or gained, and gains none. A lasting effect gives it, or an upgrade\'s unconditional constant ability on the attached unit (v2/noabil.ts).')),
};

/** Effect variants (spread into the `effect` union). */
export const NOABIL_EFFECT_VARIANTS = {
  loseAllAbilities: { target: ref('target'), duration: ref('duration') },
};

export const NOABIL_EFFECT_DESCRIPTIONS = {
  loseAllAbilities: '"Those units lose all abilities and can\'t gain abilities for this round" (8.14.1): a lasting effect (7.7.3) on the units in play when it is created; while it lasts they have no keyword, triggered, replacement, action or constant ability, printed or gained.',
};
