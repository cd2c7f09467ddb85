// Target-family effects of the ability language (issue 7): "Defeat an upgrade." (an upgrade in play as the thing an
// effect defeats, 1.5.5C). Spread into language.ts; executed in ../target-effects.ts.
import { arr, bool, describe, int, obj, opt, ref, str } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const TARGET_EFFECT_VARIANTS = {
  defeatUpgrade: { target: ref('upgradeTarget'), upTo: opt(describe(int({ minimum: 2 }), '"Defeat up to 2 upgrades": the controller chooses up to this many (or none); they are defeated together.')) },
};

export const TARGET_EFFECT_DESCRIPTIONS = {
  defeatUpgrade: '"Defeat an upgrade [that costs 2 or less / attached to a space unit]": the controller chooses one upgrade in play (tokens included) and defeats it (1.5.5C); a token upgrade is set aside (1.5.5E).',
};

/**
 * Unit filter properties (spread into the unit filter): "a unit with 3 or less power" - the unit's current power
 * (printed plus modifiers, 1.11) when the filter is checked. Only effect targets use them: a constant ability whose
 * filter read power would depend on itself.
 */
export const TARGET_FILTER_PROPERTIES = {
  maxPower: opt(describe(int(), '"a unit with 3 or less power": current power at most this.')),
  minPower: opt(describe(int(), '"a unit with 5 or more power": current power at least this.')),
  unique: opt(describe(bool(), '"a unique unit" (true) / "a non-unique unit" (false): the printed unique mark (1.7).')),
  upgraded: opt(describe(bool(), '"each unit that isn\'t upgraded" (false): whether the unit has an upgrade (tokens included) attached.')),
  anyTrait: opt(describe(arr(str(), { minItems: 2 }), '"a Fighter or Transport unit": a unit with at least one of these traits.')),
};

/** Attack modifier properties (spread into attackModifiers): "Attack with a unit. The defender gets -4/-0 for this attack." */
export const TARGET_ATTACK_MODIFIERS = {
  defender: opt(describe(obj({ power: opt(int()) }), 'What the defender gets for this attack, once it is declared (a unit; a base has no power).')),
};
