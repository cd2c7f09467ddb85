// Ability language: what constant abilities ("While ..., this unit gets/gains ...", 7.4) can check beyond the base
// language: a unit's state (upgraded 3.6.13, attacking, defending), the initiative (1.12), resources, what an opponent
// controls. language.ts spreads these into unitFilter and condition; the engine side is ../../constants/state.ts.
import { bool, describe, int, obj, opt, ref, str, type Property, type SchemaNode } from '../../../../core/schema.js';

/** Extra unitFilter properties: a unit's state in play. */
export const CONSTANT_FILTER_PROPERTIES: Record<string, Property> = {
  attacking: opt(describe(bool(), 'It is the attacker of an attack being resolved ("while this unit is attacking").')),
  defending: opt(describe(bool(), 'It is the defender of an attack being resolved ("while this unit is defending").')),
  attackingUnit: opt(describe(ref('unitFilter'), '"attacking a damaged unit": it is the attacker of an attack whose defender is a unit matching this filter (controller relative to the ability).')),
  hasUpgrade: opt(describe(ref('cardFilter'), '"while this unit has a Pilot on it": an upgrade attached to it matches (printed facts).')),
  token: opt(describe(bool(), '"a token unit" (3.7): a token card.')),
  name: opt(describe(str(), '"a unit named 4-LOM": its printed name.')),
};

/**
 * Condition variants (spread into the `condition` union). "hasInitiative", "baseDamage", "youControlNamed", "anyOf" and
 * "allOf" are the conditions family's (defs/conditions.ts); constants read them too (../../constants/state.ts).
 */
export const CONSTANT_CONDITION_VARIANTS: SchemaNode[] = [
  obj({ youControlResources: describe(int({ minimum: 1 }), 'At least this many.') }, '"While you control N or more resources": resources in the controller\'s resource zone, ready or exhausted.'),
  obj({ cardsInHand: describe(int({ minimum: 1 }), 'At least this many.') }, '"While you have 3 or more cards in your hand".'),
  obj({ youControlUpgrade: ref('cardFilter') }, '"you control a Force upgrade": an upgrade in play the controller played (1.5.2B) matches.'),
  obj({ opponentControls: ref('unitFilter'), atLeast: opt(int({ minimum: 1 })) }, '"While an opponent controls a Force unit / 3 or more units", "while an enemy unit is damaged": units the opponent controls matching the filter (its controller is ignored).'),
];
