// Our own TI4 ability definitions, by catalog id ("TI4:<kind>:<AsyncTI4 id>") and AsyncTI4 id. The catalog stays
// authoritative for names, text and stats; the API takes abilities from here where the catalog has none, and a
// request without the catalog imported gets these definitions whole. Text is the card's own (AsyncTI4 wording).
import type { CardDefinition, CardLookup } from '../../../api.js';
import type { Ability, Effect, Modifier, Trigger, UnitFilter, WindowAbility } from '../abilities/types.js';
import type { Ti4Kind } from '../cards.js';

interface Spec {
  kind: Exclude<Ti4Kind, 'other'>;
  key: string;
  name: string;
  text: string;
  abilities?: Ability[];
  initiative?: number;
  faction?: string;
  unit?: { baseType: string; sustainDamage: boolean };
}

/** The card types the catalog import shows (prisma/import/ti4.ts). */
const TYPES: Record<Spec['kind'], string> = {
  action: 'Action Card', promissory: 'Promissory Note', technology: 'Technology', ability: 'Faction Ability', leader: 'Leader', unit: 'Unit', strategy: 'Strategy Card',
};

function card(s: Spec): CardDefinition {
  return {
    id: `TI4:${s.kind}:${s.key}`, internalName: s.key, name: s.name, type: TYPES[s.kind], text: s.text,
    aspects: [], traits: [], unique: false, keywords: [], abilities: s.abilities,
    attributes: { kind: s.kind, initiative: s.initiative ?? null, faction: s.faction ?? null, unit: s.unit ?? null },
  } as CardDefinition;
}

const on = (point: Trigger['point'], extra: Omit<Trigger, 'point'> = {}): Trigger => ({ point, ...extra });
const use = (text: string, when: Trigger, effect: Effect, extra: Partial<WindowAbility> = {}): WindowAbility => ({ kind: 'window', id: 'use', text, when, effect, ...extra });
const modifier = (m: Modifier): Effect => ({ do: 'addModifier', modifier: m });
const may = (effect: Effect, text: string): Effect => ({ do: 'may', effect, text });
const seq = (...steps: Effect[]): Effect => ({ do: 'sequence', steps });
const yourShips: UnitFilter = { owner: 'you', ships: true };

/** An action card played in a window: its text after the window. */
function action(key: string, name: string, window: string, text: string, when: Trigger, effect: Effect, sameNameTarget: WindowAbility['sameNameTarget'] = 'controller'): CardDefinition {
  return card({ kind: 'action', key, name, text: `${window}: ${text}`, abilities: [use(text, when, effect, { sameNameTarget })] });
}

function component(key: string, name: string, text: string, effect: Effect): CardDefinition {
  return card({ kind: 'action', key, name, text: `Action: ${text}`, abilities: [{ kind: 'action', id: 'action', text, effect }] });
}

function note(key: string, name: string, text: string, when: Trigger, effect: Effect, faction: string): CardDefinition {
  return card({ kind: 'promissory', key, name, text, faction, abilities: [use(text, when, effect)] });
}

const ACTION_CARDS: CardDefinition[] = [
  action('fs1', 'Flank Speed', 'After you activate a system', 'Apply +1 to the move value of each of your ships during this tactical action.',
    on('afterActivateSystem'), modifier({ kind: 'move', value: 1, units: yourShips, duration: 'tacticalAction' })),
  action('mb1', 'Morale Boost', 'At the start of a combat round', "Apply +1 to the result of each of your unit's combat rolls during this combat round.",
    on('startOfCombatRound', { who: 'participant' }), modifier({ kind: 'combat', value: 1, duration: 'combatRound' })),
  action('f_prototype', 'Fighter Prototype', 'At the start of the first round of a space combat', "Apply +2 to the result of each of your fighters' combat rolls during this combat round.",
    on('startOfCombatRound', { who: 'participant', condition: { combatRound: 1 } }), modifier({ kind: 'combat', value: 2, units: { owner: 'you', types: ['fighter'] }, duration: 'combatRound' })),
  action('emergency', 'Emergency Repairs', 'At the start or end of a combat round', 'Repair all of your units that have SUSTAIN DAMAGE in the active system.',
    on('startOfCombatRound', { also: ['endOfCombatRound'], who: 'participant' }), { do: 'repairUnits', units: { owner: 'you', sustainDamage: true }, where: 'eventSystem' }),
  action('upgrade', 'Upgrade', 'After you activate a system that contains 1 or more of your ships', 'Replace 1 of your cruisers in that system with 1 dreadnought from your reinforcements.',
    on('afterActivateSystem', { condition: { unitsInSystem: yourShips, atLeast: 1 }, checked: 'trigger' }), { do: 'replaceUnits', from: ['cruiser'], owner: 'you', to: 'dreadnought', where: 'eventSystem', count: 1 }),
  action('lost_star', 'Lost Star Chart', 'After you activate a system', 'During this tactical action, systems that contain alpha and beta wormholes are adjacent to each other.',
    on('afterActivateSystem'), modifier({ kind: 'alphaBetaAdjacent', duration: 'tacticalAction' })),
  action('nav_suite', 'Nav Suite', 'After you activate a system', "During the 'Movement' step of this tactical action, ignore the effect of anomalies.",
    on('afterActivateSystem'), modifier({ kind: 'ignoreAnomalies', duration: 'tacticalAction' })),
  action('silence_space', 'In The Silence Of Space', 'After you activate a system', "Choose 1 system. During this tactical action, your ships in the chosen system can move through systems that contain other players' ships.",
    on('afterActivateSystem'), modifier({ kind: 'moveThroughShips', duration: 'tacticalAction', chooseSystem: true })),
  action('salvage', 'Salvage', 'After you win a space combat', 'Your opponent gives you all of their commodities.',
    on('afterWinSpaceCombat'), { do: 'takeCommodities', from: 'opponent' }),
  action('intercept', 'Intercept', 'After your opponent declares a retreat during a space combat', 'Your opponent cannot retreat during this round of space combat.',
    on('afterRetreatDeclared', { who: 'another' }), modifier({ kind: 'cannotRetreat', player: 'opponent', duration: 'combatRound' }), 'eventPlayer'),
  action('disable', 'Disable', "At the start of an invasion in a system that contains 1 or more of your opponents' PDS units", "Your opponents' PDS units lose PLANETARY SHIELD and SPACE CANNON during this invasion.",
    on('startOfInvasion', { condition: { unitsInSystem: { owner: 'another', types: ['pds'] }, atLeast: 1 } }), modifier({ kind: 'losePlanetaryShieldAndSpaceCannon', player: 'eventPlayer', duration: 'invasion' }), 'eventSystem'),
  action('bunker', 'Bunker', 'At the start of an invasion', 'During this invasion, apply -4 to the result of each BOMBARDMENT roll against planets you control.',
    on('startOfInvasion', { who: 'another' }), modifier({ kind: 'bombardment', value: -4, duration: 'invasion' })),
  action('infiltrate', 'Infiltrate', 'When you gain control of a planet', 'Replace each PDS and space dock that is on that planet with a matching unit from your reinforcements.',
    on('whenGainControlOfPlanet'), { do: 'replaceUnits', from: ['pds', 'spacedock'], owner: 'another', to: 'matching', where: 'eventPlanet' }),
  action('reparations', 'Reparations', 'After another player gains control of a planet you control', 'Exhaust 1 planet that player controls and ready 1 planet you control.',
    on('afterGainControlOfPlanet', { who: 'another', condition: { youControlledPlanet: true }, checked: 'trigger' }), seq({ do: 'exhaustPlanet', which: 'chosenOfEventPlayer' }, { do: 'readyPlanet', which: 'chosenYours' })),
  action('sabo1', 'Sabotage', "When another player plays an action card other than 'Sabotage'", 'Cancel that action card.',
    on('whenPlayActionCard', { who: 'another', condition: { playedCardNot: 'Sabotage' } }), { do: 'cancelPlayedCard' }, 'eventCard'),
  component('war_effort', 'War Effort', 'Place 1 cruiser from your reinforcements in a system that contains 1 or more of your ships.', { do: 'placeUnits', unit: 'cruiser', count: 1, where: 'systemWithYourShips' }),
  component('f_deployment', 'Frontline Deployment', 'Place 3 infantry from your reinforcements on 1 planet you control.', { do: 'placeUnits', unit: 'infantry', count: 3, where: 'planetYouControl' }),
  component('messiah', 'Rise of a Messiah', 'Place 1 infantry from your reinforcements on each planet you control.', { do: 'placeUnits', unit: 'infantry', count: 1, where: 'eachPlanetYouControl' }),
  component('unexpected', 'Unexpected Action', 'Remove 1 of your command tokens from the game board and return it to your reinforcements.', { do: 'removeCommandToken', where: 'anyOfYours', to: 'reinforcements' }),
  component('insub', 'Insubordination', "Remove 1 token from another player's tactic pool and return it to their reinforcements.", { do: 'removeFromPool', player: 'another', pool: 'tactic' }),
  component('lucky', 'Lucky Shot', 'Destroy 1 dreadnought, cruiser, or destroyer in a system that contains a planet you control.',
    { do: 'destroyUnits', chooser: 'you', units: { owner: 'another', types: ['dreadnought', 'cruiser', 'destroyer'] }, count: 1, where: 'systemWithPlanetYouControl' }),
  component('meltdown', 'Reactor Meltdown', 'Destroy 1 space dock in a non-home system.', { do: 'destroyUnits', chooser: 'you', units: { types: ['spacedock'] }, count: 1, where: 'nonHomeSystem' }),
  component('cripple', 'Cripple Defenses', 'Choose 1 planet. Destroy each PDS on that planet.', { do: 'destroyUnits', chooser: 'you', units: { types: ['pds'] }, count: 1, where: 'chosenPlanet', all: true }),
];

const PROMISSORY_NOTES: CardDefinition[] = [
  note('iff', 'Creuss Iff', "At the start of your turn during the action phase: Place or move a Creuss wormhole token into either a system that contains a planet you control or a non-home system that does not contain another player's ships. Then, return this card to the Creuss player.",
    on('startOfTurn'), { do: 'placeOrMoveToken', tokens: ['creuss-alpha', 'creuss-beta', 'creuss-gamma'], system: { any: [{ containsPlanetYouControl: true }, { nonHome: true, noOtherPlayersShips: true }] } }, 'ghost'),
  note('ms', 'Military Support', "At the start of the Sol player's turn: Remove 1 token from the Sol player's strategy pool, if able, and return it to their reinforcements. Then, you may place 2 infantry from your reinforcements on any planet you control. Then, return this card to the Sol player.",
    on('startOfTurn', { who: 'noteOwner' }), seq({ do: 'removeFromPool', player: 'noteOwner', pool: 'strategy', ifAble: true }, may({ do: 'placeUnits', unit: 'infantry', count: 2, where: 'planetYouControl' }, 'place 2 infantry on a planet you control?')), 'sol'),
  note('spynet', 'Spy Net', "At the start of your turn: Look at the Yssaril player's hand of action cards. Choose 1 of those cards and add it to your hand. Then, return this card to the Yssaril player.",
    on('startOfTurn'), { do: 'takeActionCard', from: 'noteOwner' }, 'yssaril'),
  note('crucible', 'Crucible', "After you activate a system: Your ships do not roll for gravity rifts during this movement, apply an additional +1 to the move values of your ships that would move out of or through a gravity rift instead. Then, return this card to the Vuil'raith player.",
    on('afterActivateSystem'), modifier({ kind: 'gravityRiftMove', value: 1, duration: 'tacticalAction' }), 'cabal'),
  note('stymie', 'Stymie', "After another player moves ships into a system that contains 1 or more of your units: You may place 1 command token from that player's reinforcements in any non-home system. Then, return this card to the Arborec player.",
    on('afterMoveShips', { who: 'another', condition: { unitsInSystem: { owner: 'you' }, atLeast: 1 }, checked: 'trigger' }), may({ do: 'placeCommandToken', player: 'eventPlayer', from: 'reinforcements', system: { nonHome: true } }, "place 1 of that player's command tokens in a non-home system?"), 'arborec'),
  card({ kind: 'promissory', key: '<color>_cf', name: 'Ceasefire', text: 'After the <color> player activates a system that contains 1 or more of your units: The <color> player cannot move units to the active system. Then return this card to the <color> player.',
    abilities: [use('The <color> player cannot move units to the active system.', on('afterActivateSystem', { who: 'noteOwner', condition: { unitsInSystem: { owner: 'you' }, atLeast: 1 }, checked: 'trigger' }), modifier({ kind: 'cannotMoveIntoActiveSystem', player: 'noteOwner', duration: 'tacticalAction' }))] }),
];

const nonFighterShips: UnitFilter = { ships: true, nonFighter: true };

const TECHNOLOGIES: CardDefinition[] = [
  card({ kind: 'technology', key: 'asc', name: 'Assault Cannon', text: 'At the start of a space combat in a system that contains 3 or more of your non-fighter ships, your opponent must destroy 1 of their non-fighter ships.',
    abilities: [use('your opponent must destroy 1 of their non-fighter ships', on('startOfSpaceCombat', { who: 'participant', condition: { unitsInSystem: { ...nonFighterShips, owner: 'you' }, atLeast: 3 }, checked: 'resolution' }),
      { do: 'destroyUnits', chooser: 'opponent', units: { ...nonFighterShips, owner: 'opponent' }, count: 1, where: 'eventSystem' })] }),
  card({ kind: 'technology', key: 'gd', name: 'Gravity Drive', text: 'After you activate a system, apply +1 to the move value of 1 of your ships during this tactical action.',
    abilities: [use('apply +1 to the move value of 1 of your ships during this tactical action', on('afterActivateSystem'), modifier({ kind: 'move', value: 1, duration: 'tacticalAction', chooseUnit: yourShips }))] }),
  card({ kind: 'technology', key: 'ers', name: 'E-Res Siphons', faction: 'jolnar', text: 'After another player activates a system that contains 1 or more of your ships, gain 4 trade goods.',
    abilities: [use('gain 4 trade goods', on('afterActivateSystem', { who: 'another', condition: { unitsInSystem: yourShips, atLeast: 1 }, checked: 'trigger' }), { do: 'gainTradeGoods', count: 4 })] }),
  card({ kind: 'technology', key: 'ng', name: 'Neuroglaive', faction: 'naalu', text: 'After another player activates a system that contains 1 or more of your ships, that player removes 1 token from their fleet pool and returns it to their reinforcements.',
    abilities: [use('that player removes 1 token from their fleet pool', on('afterActivateSystem', { who: 'another', condition: { unitsInSystem: yourShips, atLeast: 1 }, checked: 'trigger' }), { do: 'removeFromPool', player: 'eventPlayer', pool: 'fleet' })] }),
  card({ kind: 'technology', key: 'md_base', name: 'Magen Defense Grid', text: 'You may exhaust this card at the start of a round of ground combat on a planet that contains 1 or more of your units that have PLANETARY SHIELD; your opponent cannot make combat rolls this combat round.',
    abilities: [use('your opponent cannot make combat rolls this combat round', on('startOfGroundCombatRound', { who: 'participant', condition: { unitsInSystem: { owner: 'you', types: ['pds'] }, atLeast: 1 } }), modifier({ kind: 'noCombatRolls', player: 'opponent', duration: 'combatRound' }), { cost: { exhaust: true } })] }),
  card({ kind: 'technology', key: 'dxa', name: 'Dacxive Animators', text: 'After you win a ground combat, you may place 1 infantry from your reinforcements on that planet.',
    abilities: [use('you may place 1 infantry from your reinforcements on that planet', on('afterWinGroundCombat'), { do: 'placeUnits', unit: 'infantry', count: 1, where: 'eventPlanet' })] }),
  card({ kind: 'technology', key: 'bs', name: 'Bio-Stims', text: 'You may exhaust this card at the end of your turn to ready 1 of your planets that has a technology specialty or 1 of your other technologies.',
    abilities: [use('ready 1 of your planets that has a technology specialty or 1 of your other technologies', on('endOfTurn'), { do: 'readyPlanetOrTechnology', planetWithSpecialty: true, otherTechnology: true }, { cost: { exhaust: true } })] }),
  card({ kind: 'technology', key: 'pfa', name: 'Pre-Fab Arcologies', faction: 'naaz', text: 'After you explore a planet, ready that planet.',
    abilities: [use('ready that planet', on('afterExplorePlanet'), { do: 'readyPlanet', which: 'eventPlanet' })] }),
];

const FACTION: CardDefinition[] = [
  card({ kind: 'ability', key: 'awaken', name: 'Awaken', faction: 'titans', text: 'After you activate a system that contains 1 or more of your sleeper tokens: You may replace each of those tokens with 1 PDS from your reinforcements.',
    abilities: [use('You may replace each of those tokens with 1 PDS from your reinforcements.', on('afterActivateSystem', { condition: { tokenInSystem: 'sleeper' }, checked: 'trigger' }), { do: 'replaceTokens', token: 'sleeper', with: 'pds', where: 'eventSystem' })] }),
  card({ kind: 'ability', key: 'scavenge', name: 'Scavenge', faction: 'saar', text: 'After you gain control of a planet: Gain 1 trade good.',
    abilities: [use('Gain 1 trade good.', on('afterGainControlOfPlanet'), { do: 'gainTradeGoods', count: 1 })] }),
  card({ kind: 'ability', key: 'assimilate', name: 'Assimilate', faction: 'l1z1x', text: 'When you gain control of a planet: Replace each PDS and space dock that is on that planet with a matching unit from your reinforcements.',
    abilities: [use('Replace each PDS and space dock that is on that planet with a matching unit from your reinforcements.', on('whenGainControlOfPlanet'), { do: 'replaceUnits', from: ['pds', 'spacedock'], owner: 'another', to: 'matching', where: 'eventPlanet' })] }),
  card({ kind: 'leader', key: 'empyreancommander', name: 'Xuange', faction: 'empyrean', text: 'After another player moves ships into a system that contains 1 of your command tokens: You may return that token to your reinforcements.',
    abilities: [use('You may return that token to your reinforcements.', on('afterMoveShips', { who: 'another', condition: { yourCommandTokenInSystem: true } }), { do: 'removeCommandToken', where: 'eventSystem', to: 'reinforcements' })] }),
  card({ kind: 'unit', key: 'sardakk_dreadnought2', name: 'Exotrireme II', faction: 'sardakk', unit: { baseType: 'dreadnought', sustainDamage: true },
    text: 'This unit cannot be destroyed by "Direct Hit" action cards.\nAfter a round of space combat, you may destroy this unit to destroy up to 2 ships in the system.',
    abilities: [use('you may destroy this unit to destroy up to 2 ships in the system', on('afterSpaceCombatRound', { who: 'participant' }),
      may(seq({ do: 'destroySelf' }, { do: 'destroyUnits', chooser: 'you', units: { ships: true }, count: 2, upTo: true, where: 'eventSystem' }), 'destroy this unit to destroy up to 2 ships in the system?'))] }),
];

/**
 * Strategy cards: the initiative numbers give the action phase's turn order. Only Trade's abilities are defined; the
 * others carry their initiative alone (no text here: the catalog's is authoritative), and a strategic action with one
 * of them answers UNSUPPORTED.
 */
const STRATEGY: CardDefinition[] = [
  card({ kind: 'strategy', key: 'pok1leadership', name: 'Leadership', initiative: 1, text: '' }),
  card({ kind: 'strategy', key: 'pok2diplomacy', name: 'Diplomacy', initiative: 2, text: '' }),
  card({ kind: 'strategy', key: 'pok3politics', name: 'Politics', initiative: 3, text: '' }),
  card({ kind: 'strategy', key: 'pok4construction', name: 'Construction', initiative: 4, text: '' }),
  card({ kind: 'strategy', key: 'pok5trade', name: 'Trade', initiative: 5,
    text: 'Primary: Gain 3 trade goods.\nReplenish commodities.\nChoose any number of other players. Those players use the secondary ability of this strategy card without spending a command token.\nSecondary: Spend 1 token from your strategy pool to replenish your commodities.',
    abilities: [{ kind: 'strategy', id: 'trade', text: 'Trade', primary: seq({ do: 'gainTradeGoods', count: 3 }, { do: 'replenishCommodities' }), secondary: { do: 'replenishCommodities' }, freeSecondary: true }] }),
  card({ kind: 'strategy', key: 'pok6warfare', name: 'Warfare', initiative: 6, text: '' }),
  card({ kind: 'strategy', key: 'pok7technology', name: 'Technology', initiative: 7, text: '' }),
  card({ kind: 'strategy', key: 'pok8imperial', name: 'Imperial', initiative: 8, text: '' }),
];

export const TI4_STARTER_CARDS: readonly CardDefinition[] = [...ACTION_CARDS, ...PROMISSORY_NOTES, ...TECHNOLOGIES, ...FACTION, ...STRATEGY];

const BY_REF = new Map<string, CardDefinition>();
for (const def of TI4_STARTER_CARDS) {
  BY_REF.set(def.id, def);
  if (!BY_REF.has(def.internalName)) BY_REF.set(def.internalName, def);
}

export const ti4StarterCards: CardLookup = (ref) => BY_REF.get(ref);
