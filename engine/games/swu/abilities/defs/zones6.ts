// Deck and discard-pile effects, wave 6: "reveal the top card of your deck" (the card stays on top), bound for a later
// condition ("If it's not a unit, ..."). Spread into language.ts; executed by ../../v2/zones6.ts.
import { describe, str } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const ZONES6_EFFECT_VARIANTS = {
  revealTopOfDeck: { as: describe(str(), 'The name the revealed card is bound to ("If it\'s not a unit").') },
};

export const ZONES6_EFFECT_DESCRIPTIONS = {
  revealTopOfDeck: '"Reveal the top card of your deck": the controller shows the top card of their deck to every player; it stays on top. An empty deck reveals nothing and binds nothing.',
};
