// Our own definitions of real X-Wing cards in the ability language: the worked examples' cards and more whose
// abilities exercise the rules (mandatory / may / Action:, the ability queue, tokens of another ship, destroyed ships,
// replacement effects, costs). Text is the printed text (xwing-data2); ids are the catalog's ("XWING:pilot:<xws>",
// "XWING:upgrade:<xws>"), so the catalog's rows get these abilities and a database without the X-Wing catalog still
// resolves these cards.
import type { CardDefinition, CardLookup } from '../../api.js';
import type { ActionKind, Cost, Effect, ShipFilter, Token, Trigger, XwAbility } from './types.js';

const SELF: ShipFilter = { rel: 'self' };
const friendly = (min: number, max: number): ShipFilter => ({ rel: 'friendly', range: [min, max] });

const performed = (actions?: ActionKind[], color?: 'red' | 'white'): Trigger => ({ on: 'actionPerformed', who: SELF, ...(actions ? { actions } : {}), ...(color ? { color } : {}) });
const perform = (actions?: ActionKind[], color?: 'red' | 'white', who: 'self' | 'chosen' = 'self'): Effect => ({ do: 'performAction', who, ...(actions ? { actions } : {}), ...(color ? { color } : {}) });
const gain = (token: Token, who: 'self' | 'chosen' | 'subject' = 'self'): Effect => ({ do: 'gainToken', who, token });

function after(id: string, text: string, when: Trigger, optional: boolean, effect: Effect, cost?: Cost[]): XwAbility {
  return { kind: 'triggered', id, text, when, optional, effect, ...(cost ? { cost } : {}) };
}
const out = (id: string, text: string, step: Extract<XwAbility, { kind: 'outOfScope' }>['step']): XwAbility => ({ kind: 'outOfScope', id, text, step });

function card(kind: 'pilot' | 'upgrade', xws: string, name: string, type: string, abilities: XwAbility[], unique = true): CardDefinition {
  return {
    id: `XWING:${kind}:${xws}`, internalName: xws, name, type, aspects: [], traits: [], unique, keywords: [],
    text: abilities.map((a) => a.text).join('\n'), abilities,
  };
}
const pilot = (xws: string, name: string, abilities: XwAbility[]) => card('pilot', xws, name, 'Pilot', abilities);
const upgrade = (xws: string, name: string, slot: string, abilities: XwAbility[]) => card('upgrade', xws, name, `${slot} Upgrade`, abilities);

// Ship abilities, printed on every pilot of the ship that has them (xwing-data2 shipAbility).
const vectoredThrusters = after('ship:vectoredthrusters', 'Vectored Thrusters: After you perform an action, you may perform a red [Boost] action.', performed(), true, perform(['boost'], 'red'));
const autothrusters = after('ship:autothrusters', 'Autothrusters: After you perform an action, you may perform a red [Barrel Roll] or red [Boost] action.', performed(), true, perform(['barrelRoll', 'boost'], 'red'));
const advancedDroidBrain = after('ship:advanceddroidbrain', 'Advanced Droid Brain: After you perform a [Calculate] action, gain 1 calculate token.', performed(['calculate']), false, gain('calculate'));
const refinedGyrostabilizers = [
  out('ship:refinedgyrostabilizers:1', 'Refined Gyrostabilizers: You can rotate your [Single Turret Arc] indicator only to your [Front Arc] or [Rear Arc].', 'attack'),
  after('ship:refinedgyrostabilizers:2', 'Refined Gyrostabilizers: After you perform an action, you may perform a red [Boost] or red [Rotate Arc] action.', performed(), true, perform(['boost', 'rotateArc'], 'red')),
];
const sensitiveControls = out('ship:sensitivecontrols', 'Sensitive Controls: During the System Phase, you may perform a red [Barrel Roll] or red [Boost] action.', 'systemPhase');
const advancedTargetingComputer = out('ship:advancedtargetingcomputer', 'Advanced Targeting Computer: While you perform a primary attack against a defender you have locked, roll 1 additional attack die and change 1 [Hit] result to a [Critical Hit] result.', 'attack');
const weaponHardpoint = out('ship:weaponhardpoint', 'Weapon Hardpoint: You can equip 1 [Cannon], [Torpedo], or [Missile] upgrade.', 'listBuilding');
const nimbleBomber = out('ship:nimblebomber', 'Nimble Bomber: If you would drop a device using a [Straight] template, you may use a [Bank Left] or [Bank Right] template of the same speed instead.', 'device');
const notchedStabilizers = out('ship:notchedstabilizers', 'Notched Stabilizers: While you move, you ignore asteroids.', 'maneuver');
const hope = after('ship:hope', 'Hope: After another friendly ship at range 0-3 is destroyed, you may perform a [Focus] or [Boost] action.', { on: 'destroyed', who: { rel: 'anotherFriendly', range: [0, 3] } }, true, perform(['focus', 'boost']));

const garven = (xws: string, ship: XwAbility[]) => pilot(xws, 'Garven Dreis', [
  after('pilot', 'After you spend a focus token, you may choose 1 friendly ship at range 1-3. That ship gains 1 focus token.', { on: 'tokenSpent', who: SELF, tokens: ['focus'] }, true,
    { do: 'chooseShip', filter: friendly(1, 3), then: gain('focus', 'chosen') }),
  ...ship,
]);
const vader = (xws: string) => pilot(xws, 'Darth Vader', [
  after('pilot', 'After you perform an action, you may spend 1 [Force] to perform an action.', performed(), true, perform(), [{ pay: 'force', amount: 1 }]),
  advancedTargetingComputer,
]);
const r5 = (xws: string, name: string) => upgrade(xws, name, 'Astromech', [
  { kind: 'action', id: 'action:1', text: 'Action: Spend 1 [Charge] to repair 1 facedown damage card.', cost: [{ pay: 'charge', amount: 1 }], effect: { do: 'repairDamage', who: 'self', faceup: false } },
  { kind: 'action', id: 'action:2', text: 'Action: Repair 1 faceup Ship damage card.', effect: { do: 'repairDamage', who: 'self', faceup: true, trait: 'Ship' } },
]);

export const XWING_CARDS: readonly CardDefinition[] = [
  // The worked examples (../shared/scenarios, XW-01 and XW-04).
  pilot('jakefarrell', 'Jake Farrell', [
    after('pilot', 'After you perform a [Barrel Roll] or [Boost] action, you may choose a friendly ship at range 0-1. That ship may perform a [Focus] action.', performed(['barrelRoll', 'boost']), true,
      { do: 'chooseShip', filter: friendly(0, 1), then: { do: 'may', text: 'perform a [Focus] action', effect: perform(['focus'], undefined, 'chosen') } }),
    vectoredThrusters,
  ]),
  upgrade('jynerso', 'Jyn Erso', 'Crew', [
    { kind: 'replacement', id: 'crew', text: 'If a friendly ship at range 0-3 would gain a focus token, it may gain 1 evade token instead.', would: { gain: ['focus'], who: friendly(0, 3) }, optional: true, instead: { gain: ['evade'] } },
  ]),
  // Triggers after actions: mandatory and "may", with and without costs.
  pilot('ig88c', 'IG-88C', [after('pilot', 'After you perform a [Boost] action, you may perform an [Evade] action.', performed(['boost']), true, perform(['evade'])), advancedDroidBrain]),
  pilot('mausmonare-battleoverendor', 'Maus Monare', [after('pilot', 'After you perform an [Evade] action, gain a calculate token', performed(['evade']), false, gain('calculate')), sensitiveControls]),
  pilot('tomaxbren-swz98', 'Tomax Bren', [
    after('pilot', 'After you perform a [Barrel Roll] action, you may spend 2 [Charge]. If you do, gain a focus token.', performed(['barrelRoll']), true, gain('focus'), [{ pay: 'charge', amount: 2 }]),
    nimbleBomber,
  ]),
  pilot('kickback', '"Kickback"', [after('pilot', 'After you perform a [Barrel Roll] action, you may perform a red [Lock] action.', performed(['barrelRoll']), true, perform(['lock'], 'red'))]),
  pilot('sigma4-battleofyavin', 'Sigma 4', [
    after('pilot', 'After you perform a [Barrel Roll] action, you may spend 1 [Charge] to perform a [Boost] action.', performed(['barrelRoll']), true, perform(['boost']), [{ pay: 'charge', amount: 1 }]),
    sensitiveControls,
  ]),
  pilot('poedameron', 'Poe Dameron', [
    after('pilot', 'After you perform an action, you may spend 1 [Charge] to perform a white action, treating it as red.', performed(), true, { do: 'performAction', who: 'self', color: 'red', whiteOnly: true }, [{ pay: 'charge', amount: 1 }]),
    weaponHardpoint,
  ]),
  vader('darthvader'),
  vader('darthvader-swz105'),
  pilot('junoeclipse', 'Juno Eclipse', [after('pilot', 'After you perform an action, you may perform a red [Boost] action.', performed(), true, perform(['boost'], 'red')), advancedTargetingComputer]),
  pilot('avenger', '"Avenger"', [
    after('pilot', 'After another friendly ship is destroyed, you may perform an action, even while stressed.', { on: 'destroyed', who: { rel: 'anotherFriendly' } }, true, { do: 'performAction', who: 'self', evenWhileStressed: true }),
    autothrusters,
  ]),
  pilot('seftinvanik', 'Seftin Vanik', [
    after('pilot', 'After you perform a [Boost] action, you may transfer 1 evade token to a friendly ship at range 1.', performed(['boost']), true,
      { do: 'chooseShip', filter: friendly(1, 1), then: { do: 'transferToken', from: 'self', to: 'chosen', tokens: ['evade'] } }),
    ...refinedGyrostabilizers,
  ]),
  pilot('benthictwotubes', 'Benthic Two Tubes', [
    after('pilot', 'After you perform a [Focus] action, you may transfer 1 of your focus tokens to a friendly ship at range 1-2.', performed(['focus']), true,
      { do: 'chooseShip', filter: friendly(1, 2), then: { do: 'transferToken', from: 'self', to: 'chosen', tokens: ['focus'] } }),
  ]),
  // Triggers on tokens and shields.
  pilot('k2so', 'K-2SO', [after('pilot', 'After you gain a stress token, gain 1 calculate token.', { on: 'tokenGained', who: SELF, tokens: ['stress'] }, false, gain('calculate'))]),
  pilot('lieutenantkarsabi', 'Lieutenant Karsabi', [{
    kind: 'triggered', id: 'pilot', text: 'After you gain a disarm token, if you are not stressed, you may gain 1 stress token to remove 1 disarm token.',
    when: { on: 'tokenGained', who: SELF, tokens: ['disarm'] }, optional: true, condition: { notStressed: 'self' },
    cost: [{ pay: 'gainToken', token: 'stress' }], effect: { do: 'removeToken', who: 'self', tokens: ['disarm'] },
  }]),
  garven('garvendreis', []),
  garven('garvendreis-t65xwing', []),
  garven('garvendreis-battleofyavin', [hope]),
  pilot('jophseastriker', 'Joph Seastriker', [after('pilot', 'After you lose 1 shield, gain 1 evade token.', { on: 'shieldLost', who: SELF }, false, gain('evade')), weaponHardpoint]),
  // Replacement effects with costs and conditions.
  pilot('overseeryushyn', 'Overseer Yushyn', [{
    kind: 'replacement', id: 'pilot', text: 'Before a friendly ship at range 1 would gain a disarm token, if that ship is not stressed, you may spend 1 [Charge]. If you do, that ship gains 1 stress token instead.',
    would: { gain: ['disarm'], who: friendly(1, 1) }, optional: true, condition: { notStressed: 'subject' }, cost: [{ pay: 'charge', amount: 1 }], instead: { gain: ['stress'] },
  }, notchedStabilizers]),
  upgrade('seventhsister', 'Seventh Sister', 'Crew', [{
    kind: 'replacement', id: 'crew', text: 'If an enemy ship at range 0-1 would gain a stress token, you may spend 1 [Force] to have it gain 1 jam or tractor token instead.',
    would: { gain: ['stress'], who: { rel: 'enemy', range: [0, 1] } }, optional: true, cost: [{ pay: 'force', amount: 1 }], instead: { gain: ['jam', 'tractor'] },
  }]),
  // Upgrades triggered after actions.
  upgrade('perceptivecopilot', 'Perceptive Copilot', 'Crew', [after('crew', 'After you perform a [Focus] action, gain 1 focus token.', performed(['focus']), false, gain('focus'))]),
  upgrade('efficientprocessing-swz103', 'Efficient Processing', 'Talent', [after('talent', 'After you perform a [Calculate] action, gain one calculate token.', performed(['calculate']), false, gain('calculate'))]),
  upgrade('chewbacca-battleofyavin', 'Chewbacca', 'Crew', [after('crew', 'After you perform an [Evade] action, you may gain 1 focus token.', performed(['evade']), true, gain('focus'))]),
  upgrade('hansolo-crew', 'Han Solo', 'Crew', [after('crew', 'After you perform an [Evade] action, gain additional evade tokens equal to the number of enemy ships at range 0-1.', performed(['evade']), false,
    { do: 'gainToken', who: 'self', token: 'evade', count: { countShips: { rel: 'enemy', range: [0, 1] } } })]),
  upgrade('preciseastromech-battleofyavin', 'Precise Astromech', 'Astromech', [after('astromech', 'After you perform an action, you may spend 1 [Charge] to perform a red [Lock] action.', performed(), true, perform(['lock'], 'red'), [{ pay: 'charge', amount: 1 }])]),
  upgrade('r2a3-battleoverendor', 'R2-A3', 'Astromech', [after('astromech', 'After you perform an action, you may spend 1 [Charge] to acquire a lock.', performed(), true, { do: 'acquireLock', who: 'self' }, [{ pay: 'charge', amount: 1 }])]),
  // "Action:" abilities and costs that need the effect to be possible.
  upgrade('gnkgonkdroid', 'GNK "Gonk" Droid', 'Crew', [
    out('setup', 'Setup: Lose 1 [Charge].', 'setup'),
    { kind: 'action', id: 'action:1', text: 'Action: Recover 1 [Charge].', effect: { do: 'recoverCharge', amount: 1 } },
    { kind: 'action', id: 'action:2', text: 'Action: Spend 1 [Charge] to recover 1 shield.', cost: [{ pay: 'charge', amount: 1 }], effect: { do: 'recoverShield', who: 'self', amount: 1 } },
  ]),
  r5('r5astromech', 'R5 Astromech'),
  r5('r5d8', 'R5-D8'),
  // Destroyed ships: their abilities stay active until removed; effects that name another ship's tokens.
  upgrade('mercenary-swz103', 'Mercenary', 'Talent', [after('talent', 'After another friendly ship at range 0-2 is destroyed, before it is removed from the play area, transfer one of its green tokens to yourself.',
    { on: 'destroyed', who: { rel: 'anotherFriendly', range: [0, 2] } }, false, { do: 'transferToken', from: 'subject', to: 'self', tokens: ['focus', 'evade', 'calculate', 'reinforce'] })]),
  upgrade('carlistrieekan', 'Carlist Rieekan', 'Command', [after('command', 'After a friendly ship at range 0-2 is destroyed, you may choose a friendly ship at range 0-2. If you do, it may perform a red [Evade] action.',
    { on: 'destroyed', who: friendly(0, 2) }, true, { do: 'chooseShip', filter: friendly(0, 2), then: { do: 'may', text: 'perform a red [Evade] action', effect: perform(['evade'], 'red', 'chosen') } })]),
];

const BY_REF = new Map<string, CardDefinition>();
for (const def of XWING_CARDS) {
  BY_REF.set(def.id, def);
}

/** Our definitions by catalog id ("XWING:pilot:jakefarrell"). */
export const xwingStarterLookup: CardLookup = (ref) => BY_REF.get(ref);
