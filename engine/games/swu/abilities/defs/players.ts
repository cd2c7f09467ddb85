// The ability language's "other players" constructs (issue 7, family "players"): Credit tokens defeated or taken by an
// effect (3.7.13, 4.5.4), counting a player's Credit tokens, token units created and then readied. Spread into
// language.ts; implemented in ../../v2/players.ts.
import { bool, describe, int, lit, obj, oneOfStrings, opt, ref, type SchemaNode, str, union } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const PLAYERS_EFFECT_VARIANTS = {
  defeatCredits: {
    player: describe(oneOfStrings(['you', 'opponent', 'any']), 'Whose Credit token: "a friendly/an enemy Credit token", or "a Credit token (belonging to any player)": the controller chooses among the players who have one.'),
    anyNumber: opt(describe(bool(), '"Defeat any number of friendly Credit tokens" (8.4.5A): the controller chooses how many (0 up to all that player has); not with `any`.')),
  },
  takeCredits: {},
  createAndReady: {
    token: ref('tokenUnit'),
    count: opt(ref('amount')),
    player: opt(describe(ref('who'), 'Who creates (and owns, 1.5.2A) the tokens, and readies them; "you" by default.')),
  },
  createAndGrant: {
    token: ref('tokenUnit'),
    count: opt(ref('amount')),
    keyword: ref('keywordGrant'),
    duration: ref('duration'),
  },
  giveControl: { target: describe(ref('target'), '"An opponent takes control of it" (8.27.1): the unit\'s new controller is the opponent.') },
  eachPlayerMayReturn: {
    filter: opt(describe(ref('unitFilter'), 'Which units either player may choose ("a non-leader unit": any player\'s).')),
  },
  payAnyNumber: { then: describe(ref('effect'), 'Resolved after paying, with the number paid as the amount `{ x: true }` ("that many").') },
  forEachThisWay: {
    effect: describe(ref('effect'), 'An exhaust effect (the units it actually exhausts are counted, 1.5.4E: an exhausted unit is not exhausted again), or a defeatCredits effect (the Credit tokens it defeats).'),
    then: describe(ref('effect'), 'A createToken, createCredits or giveToken effect without a count: created (given) once per unit exhausted or Credit token defeated, together (8.34.1); or dealDamageToDefendingBase of 1: one damage of that many.'),
  },
  createTokenForController: {
    token: ref('tokenUnit'),
    count: opt(ref('amount')),
    controllerOf: describe(str(), 'A bound unit ("its controller creates an X-Wing token"): its controller (last-known if it left play) creates the tokens.'),
  },
  choosePlayer: { then: describe(ref('effect'), 'Resolved with the chosen player as "chosen" ("Choose a player. They draw 2 cards.").') },
  unlessController: {
    effect: describe(ref('effect'), 'What happens unless the player pays: without `unit` or `payer`, an effect on one unit (chosen first, by the ability\'s controller, or a bound one) whose controller decides.'),
    unit: opt(describe(ref('target'), '"Choose an enemy unit. Its controller may deal 2 damage to it. If they don\'t, ...": the unit, chosen first; its controller decides.')),
    payer: opt(describe(lit('opponent'), '"Choose an opponent. They may discard a random card from their hand. If they don\'t, ...": the opponent decides.')),
    pays: describe(union([
      obj({ resources: int({ minimum: 1 }) }),
      obj({ discard: int({ minimum: 1 }), random: opt(bool()) }),
      obj({ say: str() }),
      obj({ damage: describe(int({ minimum: 1 }), 'The deciding player deals this much damage to the unit.') }),
    ]), '"unless its controller pays 2" (resources; Credit tokens may pay, 3.7.13), "... discards a card from their hand", "... says "no"", "Its controller may deal 2 damage to it".'),
    then: opt(describe(ref('effect'), '"If they do, ...": resolved (for the ability\'s controller) when the unit\'s controller paid.')),
  },
};

export const PLAYERS_EFFECT_DESCRIPTIONS = {
  defeatCredits: 'Defeat one Credit token (3.7.13): it leaves its player\'s resource zone. Nothing happens (and "if you do" fails, 8.9.1) when there is none to defeat.',
  takeCredits: '"Take control of an enemy Credit token": one of the opponent\'s Credit tokens moves to the controller\'s resource zone (4.5.4). Nothing happens when the opponent has none.',
  createAndGrant: '"Create 2 Spy tokens and give those tokens Sentinel for this phase": the controller creates the tokens, then each of them gains the keyword for the duration (7.7.3).',
  giveControl: '"An opponent takes control of it" (8.27.1): the chosen (or bound) unit changes control to the opponent; it keeps its status, damage and upgrades (8.27.1A).',
  eachPlayerMayReturn: '"Each player may return a non-leader unit to its owner\'s hand": the controller chooses one unit or none, then the opponent does; the units chosen return together (one unit chosen twice returns once).',
  payAnyNumber: '"Pay any number of resources": the controller chooses how many (0 up to their ready resources and Credit tokens, 3.7.13) and pays them; `then` reads that number as `{ x: true }`.',
  forEachThisWay: '"Exhaust up to 2 friendly space units. For each unit exhausted this way, create an X-Wing token." (8.34.1): `then` creates one token per unit the effect exhausted, all at once.',
  createTokenForController: '"Exhaust a non-leader unit. If you do, its controller creates an X-Wing token": the bound unit\'s controller creates (and owns) the tokens.',
  choosePlayer: '"Choose a player." (either player): the controller chooses one player, then `then` resolves with that player as "chosen".',
  unlessController: '"<effect> unless its controller pays 2 / discards a card / says "no"": the unit is chosen, then its controller decides (1.6.3); if they pay, the effect does not happen and `then` resolves; if they do not (or can\'t), the effect happens.',
  createAndReady: '"Create 3 Battle Droid tokens and ready them" / "An opponent creates 2 TIE Fighter tokens and readies them": the tokens are created (entering play exhausted, 3.7.2), then each of them is readied.',
};

/** Amount variants (spread into the `amount` union). */
export const PLAYERS_AMOUNT_VARIANTS: SchemaNode[] = [
  obj({ floorDivide: ref('amount'), by: int({ minimum: 2 }) }, '"For every 2 resources they control": the amount divided by `by`, rounded down.'),
  obj({ countCredits: ref('who') }, '"the number of friendly Credit tokens": the Credit tokens that player controls (3.7.13).'),
];

/** "An opponent chooses one:" (spread into chooseOptions). */
export const CHOOSE_OPTIONS_PROPERTIES = {
  chooser: opt(describe(ref('who'), 'Who chooses the option(s): "An opponent chooses one:" (the options still resolve for the controller: "you" is the ability\'s controller, "they" the chooser). Default: the controller.')),
};

