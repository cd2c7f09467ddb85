// Ability language, part "restrictions" of the prevention family (issue 7, wave 4): "can't be defeated / returned to
// hand / captured / damaged / exhausted by enemy card abilities", "isn't defeated by having no remaining HP", "Bases
// can't be healed", "doesn't ready during the regroup phase unless ...", "Opponents can't take control of this unit".
// Spread into language.ts; run by ../../v2/immunity.ts (event legality, state checks, the regroup ready step).
import { arr, describe, int, lit, obj, oneOfStrings, opt, ref, type SchemaNode } from '../../../../core/schema.js';

export const ENEMY_ABILITY_ACTS = ['defeat', 'returnToHand', 'capture', 'damage', 'exhaust'] as const;

/** Grant properties (spread into `grant`). */
export const IMMUNITY_GRANTS = {
  immuneToEnemyAbilities: opt(describe(arr(oneOfStrings(ENEMY_ABILITY_ACTS), { minItems: 1 }), '"This unit can\'t be captured, damaged, or defeated by enemy card abilities" (8.3.2): those events are impossible when a card ability controlled by an opponent of the unit\'s controller causes them ("damaged": all such damage is prevented, 1.9.9; unpreventable damage is still dealt, 1.9.13). Defeat by having no remaining HP is not a defeat by an ability.')),
  soleFriendlyUpgradeImmune: opt(describe(arr(oneOfStrings(['defeat', 'returnToHand']), { minItems: 1 }), '"While this unit has exactly 1 friendly upgrade on it, that upgrade can\'t be defeated or returned to hand by enemy card abilities" (SEC Willrow Hood): "friendly" and "enemy" relative to the unit\'s controller.')),
  notDefeatedByNoHp: opt(describe(lit(true), '"This unit isn\'t defeated by having no remaining HP" (1.16.5E overridden): it stays in play with damage equal to or above its HP while this lasts.')),
  basesCantBeHealed: opt(describe(lit(true), '"Bases can\'t be healed" as a constant ability of this unit: no base can be healed while it is in play (8.3.2).')),
  noRegroupReady: opt(describe(obj({ unlessMinPower: opt(int({ minimum: 1 })) }), '"This unit doesn\'t ready during the regroup phase unless its power is 4 or more" (5.5.1D): the regroup ready step skips it while its power is below that (other effects still ready it).')),
  opponentsCantTakeControl: opt(describe(lit(true), '"Opponents can\'t take control of this unit" (8.27).')),
};

/** Effect variants (spread into the `effect` union). */
export const IMMUNITY_EFFECT_VARIANTS = {
  notDefeatedByNoHp: { target: ref('target'), duration: ref('duration') },
};

export const IMMUNITY_EFFECT_DESCRIPTIONS: Record<string, string> = {
  notDefeatedByNoHp: '"For this phase, it can\'t be defeated by having no remaining HP": a lasting effect (7.7.3); when it ends, a unit with no remaining HP is defeated (1.16.5E).',
};

/** Condition variants (spread into the `condition` union). */
export const IMMUNITY_CONDITION_VARIANTS: SchemaNode[] = [
  obj({ duringPhase: oneOfStrings(['action', 'regroup']) }, '"During the action phase, ...": the game is in that phase (5.1).'),
];
