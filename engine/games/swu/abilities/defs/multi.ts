// Conditions of the multi family (issue 7). Spread into language.ts; checked by ../../v2/multi.ts.
import { bool, describe, int, obj, opt, ref, str } from '../../../../core/schema.js';

export const MULTI_CONDITION_VARIANTS = [
  obj({ fewerUnitsThanControllerOf: describe(str({ minLength: 1 }), 'A bound unit (an earlier step\'s choice).') }, '"If you control fewer units than that unit\'s controller": the units you control are fewer than the units its controller controls, counted now; its controller read by last known information (8.11) once it left play; false when nothing was bound, or when you are its controller.'),
  obj({ initiativeTakenThisPhase: describe(bool(), 'true: a player has taken the initiative this phase; false: no player has.') }, '"If no player has taken the initiative this phase" (1.15.5): whether either player took the initiative action this action phase (the state\'s players\' initiativeTaken, emptied when the phase ends).'),
];

/** Effect variants (spread into the `effect` union). */
export const MULTI_EFFECT_VARIANTS = {
  damageAllButChosen: { amount: int({ minimum: 1 }) },
  chooseSharingTrait: { target: ref('target') },
  dealPowerToEachOther: { filter: opt(ref('unitFilter')) },
};

export const MULTI_EFFECT_DESCRIPTIONS = {
  dealPowerToEachOther: '"Choose 2 enemy units in the same arena. Each of those units deals damage equal to its power to the other.": the controller chooses a unit that matches (one with another matching unit in its arena), then another matching unit in that arena; each deals damage equal to its power (modifiers included) to the other, both at once. Fewer than 2 such units: nothing happens.',
  chooseSharingTrait: '"Choose up to 3 units that share the same Trait.": the choice alone, of up to the target\'s count of different units (a unit choice, bound with `as` for "each of those units") that all have at least one Trait in common (traits attached upgrades give included); chosen one at a time, each sharing a Trait with all those chosen before; the player may stop at any time.',
  damageAllButChosen: '"Each player chooses a unit they control. Deal 3 damage to each unit not chosen this way.": each player chooses one unit they control (the controller first, 7.1.4; a player who controls none chooses nothing); then the amount is dealt to every other unit in play, all at once.',
};
