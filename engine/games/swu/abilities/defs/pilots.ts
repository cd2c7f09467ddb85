// Pilots and upgrades that move (issue 7, wave 4): what an effect does to the upgrades on one unit ("Defeat any
// number of upgrades on a unit", "return each upgrade on it to its owner's hand"). Spread into language.ts; executed
// in ../../v2/pilots.ts.
import { bool, describe, oneOfStrings, opt, ref, str } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const PILOTS_EFFECT_VARIANTS = {
  upgradesOn: {
    unit: describe(ref('target'), 'The unit whose upgrades: a choice ("a unit": only units with a matching upgrade are offered), this unit, or a unit an earlier step chose ("it").'),
    which: describe(oneOfStrings(['all', 'anyNumber', 'one']), '"all/each upgrade on it": every matching upgrade; "any number of upgrades": the controller picks 0 or more of them; "an Experience token on it": one of them (asked only when they differ).'),
    filter: opt(describe(ref('cardFilter'), '"non-unique upgrades", "upgrades that cost 4 or less" (printed facts; a token costs 0, 3.7.2).')),
    then: describe(oneOfStrings(['defeat', 'returnToHand']), 'What happens to them, all together: defeated (1.5.5D; tokens set aside, 3.7.2), or returned to their owners\' hands (8.24).'),
    withUnit: opt(describe(bool(), '"Return this unit and each upgrade on her to their owners\' hands": the unit is returned at the same time (returnToHand only).')),
  },
  attachPilotToSelf: {},
  moveToArena: {
    target: describe(ref('target'), 'The unit that moves ("this unit").'),
    arena: oneOfStrings(['ground', 'space']),
  },
  detachPilot: {
    as: describe(str(), 'Binds the Pilot, now a unit (for "and exhaust it").'),
  },
  attachSelfAsUpgrade: {
    to: describe(ref('unitFilter'), '"to a friendly Vehicle unit without a Pilot on it": the unit it attaches to (not itself).'),
  },
  moveUpgrade: {
    filter: opt(describe(ref('cardFilter'), 'The upgrade (printed facts).')),
    friendly: opt(describe(bool(), '"a friendly upgrade": one the ability\'s controller controls (1.5.2E-F).')),
    on: opt(describe(ref('unitFilter'), '"on a friendly unit": the unit it is attached to.')),
    onSelf: opt(describe(bool(), '"an upgrade on this unit".')),
    to: opt(describe(ref('unitFilter'), '"to another eligible friendly Vehicle unit": what the new unit must also be (besides eligible and another).')),
    sameController: opt(describe(bool(), '"controlled by the same player": the new unit\'s controller is the first unit\'s.')),
  },
};

export const PILOTS_EFFECT_DESCRIPTIONS = {
  moveToArena: '"Move this unit to the ground arena" (Blue Leader): the unit changes arenas, staying the same unit (its damage, upgrades and status stay). A leader unit answers UNSUPPORTED.',
  attachPilotToSelf: '"Attach a friendly Pilot unit or upgrade to this unit" (Corvus): a friendly Pilot unit (its upgrades defeated, its damage removed, 3.5.6) or a friendly Pilot upgrade on another unit (3.6.14) attaches to this unit; "to this unit" is the only restriction (3.6.3B).',
  detachPilot: '"Detach a Pilot upgrade, move it to the ground arena as a unit" (Eject): the controller chooses a Pilot upgrade (a Pilot unit card attached as an upgrade, 2.12.3); it detaches and is a unit in the ground arena, controlled by the player who controlled it. Not played.',
  attachSelfAsUpgrade: '"You may attach this unit as an upgrade to a friendly Vehicle unit without a Pilot on it" (a Pilot unit in play): its damage is removed and its upgrades are defeated, then it is an upgrade on the chosen unit, not a unit (3.5.6); it is not played.',
  moveUpgrade: '"Attach an upgrade on a unit to another eligible unit": the controller chooses an upgrade in play that has another eligible unit to go to (3.6.3A), then that unit; it detaches and attaches simultaneously (3.6.14) and is not played.',
  upgradesOn: '"Defeat any number of upgrades on a unit" / "defeat all non-unique upgrades on a unit" / "Exhaust a unit and return each upgrade on it to its owner\'s hand": one unit, then its matching upgrades, all moved in one event batch.',
};

/** Grant properties (spread into `grant`). */
export const PILOTS_GRANTS = {
  leaderUnit: opt(describe(bool(), '"Attached unit is a leader unit" (3.4.7): the unit counts as a leader unit for abilities that say "leader" or "non-leader" (it still goes to the discard pile when defeated).')),
};

/** Unit filter properties (spread into the unit filter). */
export const PILOTS_FILTER_PROPERTIES = {
  otherArenaThan: opt(describe(str(), '"a unit in a different arena" (Lando\'s "When deployed as an upgrade"): not in the arena of the unit bound to this name (by last known information if it left play).')),
};
