// The TI4 ability language, defined once (validator, JSON Schema and the generated types.ts come from it). The
// control words (sequence, may, if, choose) are the vocabulary every game's language shares; the rest is TI4's own:
// timing windows, unit and system filters, and effects on trade goods, command tokens, units and tokens.
import { CONTROL_DESCRIPTIONS, controlEffects } from '../../../core/control-language.js';
import { arr, bool, describe, type Format, int, obj, oneOfStrings, opt, ref, str, lit, tagged, taggedRefs, union } from '../../../core/schema.js';

/** The timing points a window opens at (each is a moment of the game; TI4 "when", "after", "at the start of"). */
export const TI4_POINTS = [
  'startOfTurn', 'endOfTurn',
  'whenActivateSystem', 'afterActivateSystem',
  'whenPlayActionCard',
  'beforeMoveShips', 'afterMoveShips',
  'startOfSpaceCombat', 'startOfCombatRound', 'endOfCombatRound', 'afterSpaceCombatRound',
  'afterWinSpaceCombat', 'afterRetreatDeclared',
  'startOfInvasion', 'startOfGroundCombatRound', 'afterWinGroundCombat',
  'whenGainControlOfPlanet', 'afterGainControlOfPlanet', 'afterExplorePlanet',
  'custom',
] as const;

const UNIT_TYPES = ['fighter', 'infantry', 'mech', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'flagship', 'warsun', 'pds', 'spacedock'] as const;

const owner = oneOfStrings(['you', 'opponent', 'another', 'eventPlayer', 'any'], 'Whose units, relative to the ability\'s controller ("opponent": the other player in the combat; "eventPlayer": the player the window is about).');

export const ti4AbilityLanguage: Format = {
  id: 'ti4-abilities',
  title: 'Twilight Imperium 4 ability language',
  description: "A card's abilities: an array the engine interprets. Absent means \"not defined yet\" (UNSUPPORTED when the text matters).",
  root: 'abilities',
  defs: {
    abilities: arr(ref('ability')),
    point: oneOfStrings(TI4_POINTS, 'A timing window. "custom" windows are named by the request that opens them.'),
    unitType: oneOfStrings(UNIT_TYPES),
    owner,
    unitFilter: obj({
      owner: opt(ref('owner')),
      types: opt(arr(ref('unitType'))),
      ships: opt(describe(bool(), 'Ships only (fighter, destroyer, cruiser, carrier, dreadnought, flagship, war sun).')),
      nonFighter: opt(bool()),
      structures: opt(describe(bool(), 'PDS and space docks.')),
      sustainDamage: opt(describe(bool(), 'Units that have SUSTAIN DAMAGE (their card says so).')),
      damaged: opt(bool()),
    }, 'Units; every given condition must hold.'),
    systemFilter: obj({
      containsPlanetYouControl: opt(bool()),
      nonHome: opt(bool()),
      noOtherPlayersShips: opt(describe(bool(), '"does not contain another player\'s ships".')),
      containsYourShips: opt(bool()),
      containsYourSpaceDock: opt(bool()),
      any: opt(describe(arr(ref('systemFilter')), 'Either of these (each an "and" of its own conditions).')),
    }, 'Systems; every given condition must hold.'),
    condition: union([
      obj({ unitsInSystem: ref('unitFilter'), atLeast: int({ minimum: 1 }) }, 'The window\'s system contains at least N such units.'),
      obj({ tokenInSystem: str(), ownedBy: opt(ref('owner')) }, 'The window\'s system (or a planet in it) holds such a token ("sleeper").'),
      obj({ playedCardNot: str() }, 'The action card being played is not this one (by name).'),
      obj({ youControlledPlanet: lit(true) }, 'The planet the window is about was yours before the event ("a planet you control" after it changed hands).'),
      obj({ yourCommandTokenInSystem: lit(true) }, 'The window\'s system contains 1 of your command tokens.'),
      obj({ combatRound: int({ minimum: 1 }) }),
      obj({ isDefender: bool() }),
      obj({ not: ref('condition') }),
    ]),
    trigger: obj({
      point: ref('point'),
      also: opt(describe(arr(ref('point')), 'Further windows the same ability can be used in ("at the start or end of a combat round").')),
      name: opt(describe(str(), 'For "custom" windows: the name the request opens.')),
      who: opt(describe(oneOfStrings(['you', 'another', 'any', 'noteOwner', 'participant']), 'Whose event this is about: "you" (the controller, default), "another" player, "any", "noteOwner" (a promissory note\'s owner: "the Sol player\'s turn"), "participant" (a player in the combat).')),
      condition: opt(ref('condition')),
      checked: opt(describe(oneOfStrings(['trigger', 'resolution']), 'When the condition is checked: as the window opens ("trigger", e.g. Awaken) or each time the ability could be used ("resolution", the default, e.g. Assault Cannon).')),
    }, 'When the ability can be used.'),
    modifier: obj({
      kind: oneOfStrings(['move', 'combat', 'bombardment', 'cannotMoveIntoActiveSystem', 'alphaBetaAdjacent', 'ignoreAnomalies', 'moveThroughShips', 'cannotRetreat', 'losePlanetaryShieldAndSpaceCannon', 'noCombatRolls', 'gravityRiftMove']),
      value: opt(int()),
      units: opt(ref('unitFilter')),
      player: opt(describe(oneOfStrings(['you', 'opponent', 'eventPlayer', 'noteOwner']), 'Whose units or moves it applies to (default: you).')),
      duration: oneOfStrings(['tacticalAction', 'combatRound', 'combat', 'invasion']),
      chooseSystem: opt(describe(bool(), 'Applies only in a system the player chooses.')),
      chooseUnit: opt(describe(ref('unitFilter'), 'Applies to one unit the player chooses.')),
    }, 'A lasting effect on the game ("apply +1 to the move value of each of your ships during this tactical action").'),
    effect: tagged('do', {
      ...controlEffects(),
      gainTradeGoods: { count: int({ minimum: 1 }) },
      replenishCommodities: { player: opt(oneOfStrings(['you'])) },
      takeCommodities: { from: oneOfStrings(['opponent']) },
      gainCommandTokens: { count: int({ minimum: 1 }) },
      removeFromPool: { player: oneOfStrings(['you', 'another', 'eventPlayer', 'noteOwner']), pool: oneOfStrings(['tactic', 'fleet', 'strategy']), ifAble: opt(bool()) },
      placeCommandToken: { player: oneOfStrings(['eventPlayer', 'you']), from: oneOfStrings(['reinforcements', 'strategyPool']), system: ref('systemFilter') },
      removeCommandToken: { where: oneOfStrings(['anyOfYours', 'eventSystem']), to: oneOfStrings(['reinforcements']) },
      placeUnits: { unit: ref('unitType'), count: int({ minimum: 1 }), where: oneOfStrings(['eventPlanet', 'planetYouControl', 'eachPlanetYouControl', 'systemWithYourShips']) },
      replaceUnits: { from: arr(ref('unitType')), owner: ref('owner'), to: describe(oneOfStrings(['matching', ...UNIT_TYPES]), '"matching": the same type, from your reinforcements.'), where: oneOfStrings(['eventSystem', 'eventPlanet']), count: opt(describe(int({ minimum: 1 }), 'How many (the player chooses); all when absent.')) },
      replaceTokens: { token: str(), with: ref('unitType'), where: oneOfStrings(['eventSystem']) },
      destroyUnits: {
        chooser: oneOfStrings(['you', 'opponent']),
        units: ref('unitFilter'),
        count: int({ minimum: 1 }),
        upTo: opt(bool()),
        where: oneOfStrings(['eventSystem', 'chosenSystem', 'chosenPlanet', 'systemWithPlanetYouControl', 'nonHomeSystem']),
        all: opt(describe(bool(), 'Every matching unit there ("destroy each PDS on that planet").')),
      },
      destroySelf: {},
      repairUnits: { units: ref('unitFilter'), where: oneOfStrings(['eventSystem']) },
      placeOrMoveToken: { tokens: arr(str(), { minItems: 1 }), system: ref('systemFilter') },
      addModifier: { modifier: ref('modifier') },
      takeActionCard: { from: oneOfStrings(['noteOwner']) },
      readyPlanet: { which: oneOfStrings(['eventPlanet', 'chosenYours']) },
      exhaustPlanet: { which: oneOfStrings(['chosenOfEventPlayer']) },
      cancelPlayedCard: {},
      placeToken: { token: str(), where: oneOfStrings(['planetInEventSystem']) },
      readyPlanetOrTechnology: { planetWithSpecialty: bool(), otherTechnology: bool() },
    }, {
      ...CONTROL_DESCRIPTIONS,
      removeFromPool: 'Return 1 token from a pool on a command sheet to its owner\'s reinforcements.',
      destroySelf: 'Destroy this unit (the ability\'s own unit).',
      cancelPlayedCard: 'Cancel the action card being played (it has no effect; it is still discarded).',
      readyPlanetOrTechnology: 'Ready 1 of your exhausted planets that has a technology specialty, or 1 of your other exhausted technologies.',
    }),
    cost: obj({ exhaust: opt(describe(bool(), 'Exhaust this card.')), strategyToken: opt(int({ minimum: 1 })), tradeGoods: opt(int({ minimum: 1 })) }),
    windowAbility: obj({
      kind: lit('window'),
      id: describe(str({ minLength: 1 }), 'Unique within the card.'),
      text: str(),
      when: ref('trigger'),
      cost: opt(ref('cost')),
      effect: ref('effect'),
      sameNameTarget: opt(describe(oneOfStrings(['controller', 'eventCard', 'eventSystem', 'eventPlayer']), 'What a same-name action card affects: a second copy cannot be played in the same window on the same target.')),
    }, 'An ability used in a timing window.'),
    componentAction: obj({ kind: lit('action'), id: str({ minLength: 1 }), text: str(), effect: ref('effect') }, '"Action:" text: a component action.'),
    strategyAbility: obj({
      kind: lit('strategy'), id: str({ minLength: 1 }), text: str(),
      primary: ref('effect'),
      secondary: ref('effect'),
      freeSecondary: opt(describe(bool(), '"Choose any number of other players; those players use the secondary ability without spending a command token."')),
    }, 'A strategy card: the primary ability, then each other player in clockwise order may use the secondary.'),
    ability: taggedRefs('kind', ['windowAbility', 'componentAction', 'strategyAbility']),
  },
};
