// Ability language, family "amounts2": amounts read from other things than a fixed number ("for each different cost
// among cards in your discard pile") and unit filters compared with such an amount ("a unit with cost equal to or less
// than the number of Villainy aspect icons among friendly units"). Spread into language.ts; read by ../../v2/amounts2.ts.
import { describe, int, lit, obj, opt, ref, str } from '../../../../core/schema.js';

/** Amount variants (spread into `amount`). */
export const AMOUNTS2_AMOUNT_VARIANTS = [
  obj({
    differentCostsInDiscard: describe(lit(true), 'The discard pile of the ability\'s controller.'),
  }, '"for each different cost among cards in your discard pile": how many distinct printed costs (each counted once) the cards there have.'),
  obj({
    printedPowerOf: describe(str(), 'A bound card out of play (the card an earlier step moved from a discard pile to a deck).'),
  }, '"that unit\'s power" for a card that is not in play: its printed power (a card out of play has no modifiers).'),
  obj({
    differentAspectsBound: describe(str(), 'The name an earlier step bound its cards to (`asAll` of discardFromDeck).'),
  }, '"for each different aspect among the discarded cards": how many distinct printed aspects those cards have between them (nothing bound: 0).'),
];

/** Unit filter properties (checked in ../../stats.ts unitMatches, by ../../v2/amounts2.ts). */
export const AMOUNTS2_FILTER_PROPERTIES = {
  maxCostAmount: opt(describe(ref('amount'), '"with cost equal to or less than the number of Villainy aspect icons among friendly units": the unit\'s printed cost is at most this amount, read for the ability\'s controller when the units are matched (a choice offers the units matching at that moment).')),
};

/** playFromHand filter properties ("Play a non-Heroism unit from your hand for free", checked by ../../v2/amounts2.ts). */
export const AMOUNTS2_PLAY_FILTER_PROPERTIES = {
  notAspect: opt(describe(str(), '"a non-Heroism unit": a card that does not print this aspect.')),
};

/** Effect variants (spread into the `effect` union). */
export const AMOUNTS2_EFFECT_VARIANTS = {
  discardAnyFromHand: { asAll: describe(str(), 'Binds every card discarded ("the number of cards discarded this way": countBound).') },
  defeatThenDamagePerEnemy: {
    defeat: describe(ref('effect'), 'The defeat (an atomic effect: "Defeat all units").'),
    per: describe(int({ minimum: 1 }), 'Damage per enemy unit defeated this way.'),
  },
};

export const AMOUNTS2_EFFECT_DESCRIPTIONS = {
  defeatThenDamagePerEnemy: '"Defeat all units. For each enemy unit defeated this way, deal 1 damage to its controller\'s base.": the defeats happen at once; the enemy units (controlled by the opponent, two players) among the defeats that actually happen are counted, then that many times `per` damage is dealt to the opponent\'s base at once.',
  discardAnyFromHand: '"Discard any number of cards from your hand" (8.4.5A, 1.14.2): the controller chooses 0 or more cards in their own hand; all are discarded at once (1.14.4).',
};
