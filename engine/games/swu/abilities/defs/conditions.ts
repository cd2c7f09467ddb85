// Ability language: the conditions of "If ..., ..." effects (issue 7, conditions family): the initiative, comparing
// two amounts ("If an opponent controls more space units than you"), damage on a base, the unit an upgrade is attached
// to, and "either"/"both" of two conditions. Spread into language.ts; the engine side is ../../conditions/holds.ts.
import { arr, bool, describe, int, lit, obj, oneOfStrings, opt, ref, str, type Property, type SchemaNode } from '../../../../core/schema.js';

/** Condition variants (spread into the `condition` union). */
export const CONDITION_VARIANTS: SchemaNode[] = [
  obj({ hasInitiative: ref('who') }, '"If you have the initiative" (1.15): that player has the initiative.'),
  obj({
    compare: describe(ref('amount'), 'The left amount ("more space units than an opponent": the friendly space units).'),
    is: oneOfStrings(['more', 'atLeast', 'fewer', 'atMost', 'exactly'], '"more"/"fewer": strictly; "atLeast"/"atMost": or equal.'),
    than: ref('amount'),
  }, 'Compares two amounts: "If you control fewer units than an opponent", "If you have no cards in your hand" (exactly 0).'),
  obj({ baseDamage: oneOfStrings(['you', 'opponent', 'any'], '"your base", "an enemy base", "a base" (either).'), atLeast: int({ minimum: 1 }) }, '"If a base has 15 or more damage on it".'),
  obj({
    attachedUnit: describe(ref('unitFilter'), 'The unit the ability\'s card (an upgrade) is attached to matches this filter (printed and current facts, like any unit filter).'),
    name: opt(describe(str(), '"If attached unit is Luke Skywalker": the attached unit has this printed name.')),
  }, '"If attached unit is a Force unit / is Darth Vader" on an upgrade\'s triggered ability; false when the card is not attached to a unit.'),
  obj({ defeatedRef: describe(str(), 'A bound name ("defender" in When Attack Ends / completes-an-attack triggers).') }, '"If the defender was defeated": the unit bound to this name was defeated (recorded this phase); false while it is in play or when it left play another way.'),
  obj({
    boundUnit: describe(str(), 'A bound name: "defender" in On Attack abilities, or an earlier step\'s choice ("it").'),
    filter: ref('unitFilter'),
  }, '"If it\'s a Force unit", "If the defender is exhausted": the bound unit is in play and matches; a base, or nothing bound (nothing was chosen), never does. A unit that left play is not checked (UNSUPPORTED).'),
  obj({
    boundCard: describe(str(), 'A bound card out of play (the card an earlier step discarded: "If it\'s not a unit").'),
    filter: opt(ref('cardFilter')),
    oddCost: opt(describe(bool(), '"If it has an odd cost": its printed cost is odd (true) or even (false).')),
    sharesAspectWithBase: opt(describe(bool(), '"If it (doesn\'t) share(s) an aspect with your base": one of its aspect icons is on the base of the ability\'s controller (true), or none is (false).')),
  }, 'A condition on a bound card\'s printed facts, wherever it is now; nothing bound (nothing was discarded) never matches.'),
  obj({ youControlNamed: describe(str(), 'A printed card name.') }, '"If you control Chancellor Palpatine (as a leader or unit)": your leader (either side), a unit you control, or an upgrade you control (you played it, on any unit) has this name.'),
  obj({ controlsUpgrade: ref('who') }, '"If an opponent controls an upgrade": that player controls at least one upgrade on any unit (token upgrades included; an upgrade is controlled by the player who played it, recorded as its owner).'),
  obj({ selfUpgraded: lit(true) }, '"If this unit is upgraded" (3.6.13): the ability\'s own unit has at least one upgrade attached (token upgrades included).'),
  obj({ anyOf: arr(ref('condition'), { minItems: 2 }) }, '"If you control a Command or Cunning unit": any of these holds.'),
  obj({ allOf: arr(ref('condition'), { minItems: 2 }) }, '"If you control a ground unit and a space unit": every one of these holds.'),
];

/** attackModifiers properties: "You may attack with a unit. If it's a Rebel unit, it gets +2/+0 for this attack." */
export const CONDITIONAL_ATTACK_MODIFIERS: Record<string, Property> = {
  onlyIf: opt(describe(ref('unitFilter'), 'The modifiers apply only if the attacker matches this filter when the attack is declared (controller relative to the attacker\'s controller).')),
  also: opt(describe(ref('attackModifiers'), 'More modifiers for the same attack, applied on their own (with their own onlyIf): "It gains Saboteur for this attack. If it\'s a Trooper, it also gets +2/+0 for this attack."')),
};
