// The grants family (issue 7, wave 4): losing keywords and ignoring aspect penalties.
// - "A unit loses Sentinel for this phase." / "Each unit gains Sentinel and loses Saboteur for this phase." (8.14.1 Lose):
//   a lasting effect whose grant names keywords the unit loses. A lost keyword is gone whatever gave it (printed,
//   gained from a constant ability, an upgrade or a lasting effect): every instance of it, for every reader (stats.ts
//   keywordInstances), so the keyword's abilities (Saboteur, Shielded, Restore, Ambush, Bounty) don't trigger either.
// - "Ignore the aspect penalty on Clone units you play." (8.10.2 Ignore): a cost-modifier ability whose modifier adds
//   nothing but makes matching cards the player plays cost no aspect penalty (the card keeps its aspect icons).
// - "Attached unit gains the Mandalorian trait." (an upgrade's constant ability): the unit has the trait as long as the
//   upgrade is attached, for every reader of traits (unit filters, trigger filters on a unit that left play).
// Spread into language.ts; executed in ../../v2/grants.ts.
import { arr, bool, describe, obj, opt, ref, type SchemaNode, str } from '../../../../core/schema.js';

/** Grant properties (spread into `grant`). */
export const GRANTS_GRANTS = {
  loseKeywords: opt(describe(arr(str(), { minItems: 1 }), '"loses Sentinel" (8.14.1): the unit has none of these keywords, whatever gives them, while the grant applies.')),
  traits: opt(describe(arr(str(), { minItems: 1 }), '"Attached unit gains the Mandalorian trait": traits the unit has besides its printed ones. Only an upgrade\'s unconditional constant ability may give traits (the engine reads them from the attached upgrades, v2/grants.ts traitsOf).')),
};

/** Effect variants (spread into the `effect` union). */
export const GRANTS_EFFECT_VARIANTS = {
  loseKeyword: { target: ref('target'), keyword: describe(str(), 'The keyword\'s name ("Sentinel").'), duration: ref('duration') },
};

export const GRANTS_EFFECT_DESCRIPTIONS = {
  loseKeyword: '"A unit loses Sentinel for this phase" (8.14.1): a lasting effect (7.7.3) on the units in play when it is created; they have no instance of the keyword while it lasts.',
};

/** Cost-modifier ability properties (spread into costModifierAbility). */
export const GRANTS_COST_PROPERTIES = {
  ignoreAspectPenalty: opt(describe(bool(), '"Ignore the aspect penalty on <cards> you play" (8.10.2): a matching card the affected player plays costs no aspect penalty (8.1); the modifier\'s amount must be 0.')),
};

/** Condition variants (spread into the `condition` union). */
export const GRANTS_CONDITION_VARIANTS: SchemaNode[] = [
  obj({
    youControlCard: describe(obj({ trait: str() }), 'What the card must have (traits a unit gains from its upgrades count).'),
    other: opt(describe(bool(), '"another": not the ability\'s own card.')),
  }, '"While you control another Resistance card (unit, upgrade, or leader)": a unit the controller controls, an upgrade in play they played (1.5.2B), or their leader on either side.'),
];
