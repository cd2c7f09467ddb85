// Ability language, part "action costs" (issue 7, wave 4 family "prevention"): more parts of an action ability's cost
// (6.4.3C): "return this unit to its owner's hand", "deal 1 damage to a friendly unit", "discard a card from your
// deck". Spread into the costPart union (defs/costs.ts); paid by ../../v2/action-costs.ts through v2/costs.ts.
import { describe, int, lit, obj, opt, ref, str, type SchemaNode } from '../../../../core/schema.js';

/** Extra action-ability properties: "Use this ability no more than 3 times each game." */
export const ACTION_LIMIT_PROPERTIES = {
  maxPerGame: opt(describe(int({ minimum: 1 }), '"Use this ability no more than N times each game": a base\'s or leader\'s action, counted in its usedThisGame (one entry per use).')),
};

/** Cost-part variants (spread into the `costPart` union). */
export const ACTION_COST_PART_VARIANTS: SchemaNode[] = [
  obj({ returnSelfToHand: lit(true) }, '"Return this unit to its owner\'s hand" (8.24): payable while the card with the ability is a non-leader unit in play.'),
  obj({
    dealDamage: describe(int({ minimum: 1 }), 'How much damage.'),
    to: describe(ref('target'), 'The unit dealt it ("a friendly unit"): chosen while paying; payable only if some such unit can be dealt damage.'),
  }, '"Deal 1 damage to a friendly unit" as a cost. Replaced damage (a Shield) still pays it (6.4.4C).'),
  obj({ defeatUpgradeOnSelf: describe(str({ minLength: 1 }), 'The upgrade\'s name.') }, '"Defeat a Heroic Resolve on this unit": an upgrade with this name attached to the card with the ability (which one, if several).'),
  obj({ discardFromDeck: describe(int({ minimum: 1 }), 'How many cards, from the top (1.14.3).') }, '"Discard a card from your deck": payable only if the deck has that many cards.'),
];
