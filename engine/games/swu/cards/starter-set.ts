// Our starter set: the cards the scenarios and tests use, with their facts (stats, aspects, traits, keywords) and
// their abilities written in the ability language. Catalog ids are set codes ("SOR_045"). The catalog stays
// authoritative for stats and text; the API takes abilities from here where the catalog has none.
import type { CardDefinition, CardLookup } from '../../../api.js';
import type { Ability, Effect, UnitFilter } from '../abilities/types.js';
import { TOKEN_UNIT_CARDS } from './tokens.js';

type Kw = CardDefinition['keywords'][number];
interface Facts {
  id: string;
  internalName: string;
  name: string;
  subtitle?: string;
  type: string;
  cost?: number;
  power?: number;
  hp?: number;
  upgradePower?: number;
  upgradeHp?: number;
  arena?: 'Ground' | 'Space';
  aspects?: string[];
  traits?: string[];
  keywords?: Kw[];
  text?: string;
  backText?: string;
  abilities: Ability[];
}

function card(f: Facts): CardDefinition {
  return {
    id: f.id, internalName: f.internalName, name: f.name, subtitle: f.subtitle ?? null, type: f.type,
    cost: f.cost ?? null, power: f.power ?? null, hp: f.hp ?? null, upgradePower: f.upgradePower ?? null, upgradeHp: f.upgradeHp ?? null,
    arena: f.arena ?? null, aspects: f.aspects ?? [], traits: f.traits ?? [], unique: f.internalName.includes('#') || f.type === 'Leader',
    keywords: f.keywords ?? [], text: f.text ?? null, backText: f.backText ?? null, abilities: f.abilities,
  };
}

const enemyUnit = (extra: UnitFilter = {}): UnitFilter => ({ controller: 'enemy', ...extra });
const mayDraw: Effect = { do: 'may', text: 'draw a card?', effect: { do: 'draw', player: 'you' } };

export const STARTER_SET: readonly CardDefinition[] = [
  // --- tokens
  card({ id: 'shield', internalName: 'shield', name: 'Shield', type: 'Token Upgrade', cost: 0, upgradePower: 0, upgradeHp: 0, traits: ['Armor'], text: 'If damage would be dealt to attached unit, prevent that damage. If you do, defeat a Shield token on it.', abilities: [] }),
  card({ id: 'experience', internalName: 'experience', name: 'Experience', type: 'Token Upgrade', cost: 0, upgradePower: 1, upgradeHp: 1, traits: ['Learned'], text: 'Attached unit gets +1/+1.', abilities: [] }),
  ...TOKEN_UNIT_CARDS,

  // --- leaders and bases the scenarios name
  card({
    id: 'SOR_010', internalName: 'darth-vader#dark-lord-of-the-sith', name: 'Darth Vader', subtitle: 'Dark Lord of the Sith', type: 'Leader', cost: 7, power: 5, hp: 8, arena: 'Ground',
    aspects: ['Aggression', 'Villainy'], traits: ['Force', 'Imperial', 'Sith'],
    text: 'Action [1 resource, exhaust]: If you played a Villainy card this phase, deal 1 damage to a unit and 1 damage to a base.', backText: 'On Attack: You may deal 2 damage to a unit.',
    abilities: [
      {
        kind: 'action', id: 'villainy-ping', side: 'leader', text: 'Action [1 resource, exhaust]: If you played a Villainy card this phase, deal 1 damage to a unit and 1 damage to a base.', cost: { resources: 1, exhaust: true },
        effect: { do: 'if', condition: { happenedThisPhase: 'played', filter: { controller: 'friendly', aspect: 'Villainy' } }, then: { do: 'sequence', steps: [{ do: 'dealDamage', target: { choose: 'unit' }, amount: 1 }, { do: 'dealDamage', target: { choose: 'base' }, amount: 1 }] } },
      },
      { kind: 'deploy', id: 'deploy', side: 'leader', text: 'Epic Action: If you control 7 or more resources, deploy this leader.', minResources: 7 },
      { kind: 'triggered', id: 'on-attack-damage', side: 'unit', text: 'On Attack: You may deal 2 damage to a unit.', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 2 } } },
    ],
  }),
  card({
    id: 'SOR_005', internalName: 'luke-skywalker#faithful-friend', name: 'Luke Skywalker', subtitle: 'Faithful Friend', type: 'Leader', cost: 6, power: 4, hp: 7, arena: 'Ground',
    aspects: ['Vigilance', 'Heroism'], traits: ['Force', 'Rebel'],
    text: 'Action [1 resource, exhaust]: Give a Shield token to a Heroism unit you played this phase.', backText: 'On Attack: You may give another unit a Shield token.',
    abilities: [
      {
        kind: 'action', id: 'shield-played', side: 'leader', text: 'Action [1 resource, exhaust]: Give a Shield token to a Heroism unit you played this phase.', cost: { resources: 1, exhaust: true },
        effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { aspect: 'Heroism', playedThisPhase: true } } },
      },
      { kind: 'deploy', id: 'deploy', side: 'leader', text: 'Epic Action: If you control 6 or more resources, deploy this leader.', minResources: 6 },
      { kind: 'triggered', id: 'on-attack-shield', side: 'unit', text: 'On Attack: You may give another unit a Shield token.', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { other: true } } } } },
    ],
  }),
  card({
    id: 'SOR_009', internalName: 'leia-organa#alliance-general', name: 'Leia Organa', subtitle: 'Alliance General', type: 'Leader', cost: 5, power: 3, hp: 6, arena: 'Ground',
    aspects: ['Command', 'Heroism'], traits: ['Rebel', 'Official'], keywords: [{ name: 'Raid', value: 1 }],
    text: 'Action [exhaust]: Attack with a Rebel unit. Then, you may attack with another Rebel unit.',
    backText: 'Raid 1\nWhen this unit completes an attack: You may attack with another Rebel unit.',
    abilities: [
      {
        kind: 'action', id: 'attack-rebels', side: 'leader', text: 'Action [exhaust]: Attack with a Rebel unit. Then, you may attack with another Rebel unit.', cost: { exhaust: true },
        effect: { do: 'sequence', steps: [
          { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Rebel' }, as: 'first' } },
          { do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Rebel', notRef: 'first' } } } },
        ] },
      },
      { kind: 'deploy', id: 'deploy', side: 'leader', text: 'Epic Action: If you control 5 or more resources, deploy this leader.', minResources: 5 },
      { kind: 'triggered', id: 'completes-attack', side: 'unit', text: 'When this unit completes an attack: You may attack with another Rebel unit.', when: { on: 'completesAttack' }, effect: { do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Rebel', other: true } } } } },
    ],
  }),
  card({ id: 'SOR_027', internalName: 'kestro-city', name: 'Kestro City', subtitle: 'Vardos', type: 'Base', hp: 30, aspects: ['Aggression'], abilities: [] }),
  card({ id: 'SOR_029', internalName: 'administrators-tower', name: "Administrator's Tower", subtitle: 'Cloud City', type: 'Base', hp: 30, aspects: ['Cunning'], abilities: [] }),

  // --- units
  card({
    id: 'SOR_045', internalName: 'yoda#old-master', name: 'Yoda', subtitle: 'Old Master', type: 'Unit', cost: 3, power: 2, hp: 4, arena: 'Ground',
    aspects: ['Vigilance', 'Heroism'], traits: ['Force', 'Jedi'], keywords: [{ name: 'Restore', value: 2 }],
    text: 'Restore 2\nWhen Defeated: Choose any number of players. They each draw a card.',
    abilities: [{ kind: 'triggered', id: 'players-draw', text: 'When Defeated: Choose any number of players. They each draw a card.', when: { on: 'defeated' }, effect: { do: 'chooseAnyNumberOfPlayers', then: { do: 'draw', player: 'chosen' } } }],
  }),
  card({
    id: 'SOR_108', internalName: 'vanguard-infantry', name: 'Vanguard Infantry', type: 'Unit', cost: 1, power: 1, hp: 2, arena: 'Ground', aspects: ['Command'], traits: ['Trooper'],
    text: 'When Defeated: You may give an Experience token to a unit.',
    abilities: [{ kind: 'triggered', id: 'experience', text: 'When Defeated: You may give an Experience token to a unit.', when: { on: 'defeated' }, effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit' } } } }],
  }),
  card({ id: 'SOR_095', internalName: 'battlefield-marine', name: 'Battlefield Marine', type: 'Unit', cost: 2, power: 3, hp: 3, arena: 'Ground', aspects: ['Command', 'Heroism'], traits: ['Rebel', 'Trooper'], abilities: [] }),
  card({ id: 'SOR_237', internalName: 'alliance-xwing', name: 'Alliance X-Wing', type: 'Unit', cost: 2, power: 2, hp: 3, arena: 'Space', aspects: ['Heroism'], traits: ['Rebel', 'Vehicle', 'Fighter'], abilities: [] }),
  card({
    id: 'SOR_085', internalName: 'rukh#thrawns-assassin', name: 'Rukh', subtitle: "Thrawn's Assassin", type: 'Unit', cost: 5, power: 3, hp: 6, arena: 'Ground',
    aspects: ['Villainy', 'Command'], traits: ['Imperial'], keywords: [{ name: 'Shielded' }],
    text: 'Shielded\nWhen this unit deals combat damage to a non-leader unit while attacking: Defeat that unit.',
    abilities: [{ kind: 'triggered', id: 'assassinate', text: 'When this unit deals combat damage to a non-leader unit while attacking: Defeat that unit.', when: { on: 'dealsCombatDamage', to: 'unit', toFilter: { nonLeader: true }, whileAttacking: true }, effect: { do: 'defeat', target: { ref: 'dealtTo' } } }],
  }),
  card({
    id: 'SOR_105', internalName: 'general-krell#heartless-tactician', name: 'General Krell', subtitle: 'Heartless Tactician', type: 'Unit', cost: 5, power: 5, hp: 4, arena: 'Ground',
    aspects: ['Command', 'Command'], traits: ['Force', 'Jedi', 'Republic'],
    text: 'Each other friendly unit gains: "When Defeated: You may draw a card."',
    abilities: [{ kind: 'constant', id: 'grant-draw', text: 'Each other friendly unit gains: "When Defeated: You may draw a card."', affects: { filter: { controller: 'friendly', other: true } }, grant: { ability: { kind: 'triggered', id: 'krell-draw', text: 'When Defeated: You may draw a card. (General Krell)', when: { on: 'defeated' }, effect: mayDraw } } }],
  }),
  card({
    id: 'SHD_250', internalName: 'tarfful#kashyyyk-chieftain', name: 'Tarfful', subtitle: 'Kashyyyk Chieftain', type: 'Unit', cost: 7, power: 3, hp: 9, arena: 'Ground',
    aspects: ['Heroism'], traits: ['Wookiee'], keywords: [{ name: 'Restore', value: 2 }],
    text: "Restore 2\nWhen a friendly Wookiee unit is dealt combat damage and isn't defeated: That unit deals that much damage to an enemy ground unit.",
    abilities: [{
      kind: 'triggered', id: 'wookiee-retaliation', text: "When a friendly Wookiee unit is dealt combat damage and isn't defeated: That unit deals that much damage to an enemy ground unit.",
      when: { on: 'unitDealtCombatDamage', unit: { controller: 'friendly', trait: 'Wookiee' }, survives: true },
      effect: { do: 'dealDamage', target: { choose: 'unit', filter: enemyUnit({ arena: 'ground' }) }, amount: { event: 'amount' }, by: { ref: 'unit' } },
    }],
  }),
  card({
    id: 'SHD_048', internalName: 'gentle-giant', name: 'Gentle Giant', type: 'Unit', cost: 6, power: 2, hp: 8, arena: 'Ground', aspects: ['Heroism', 'Vigilance'], traits: ['Wookiee'], keywords: [{ name: 'Grit' }],
    text: 'Grit\nOn Attack: You may heal damage from another unit equal to the damage on this unit.',
    abilities: [{ kind: 'triggered', id: 'heal-other', text: 'On Attack: You may heal damage from another unit equal to the damage on this unit.', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'heal', target: { choose: 'unit', filter: { other: true } }, amount: { damageOn: 'self' } } } }],
  }),
  card({ id: 'SOR_164', internalName: 'wampa', name: 'Wampa', type: 'Unit', cost: 4, power: 4, hp: 5, arena: 'Ground', aspects: ['Aggression'], traits: ['Creature'], keywords: [{ name: 'Overwhelm' }], text: 'Overwhelm', abilities: [] }),
  card({ id: 'SOR_032', internalName: 'scout-bike-pursuer', name: 'Scout Bike Pursuer', type: 'Unit', cost: 2, power: 1, hp: 4, arena: 'Ground', aspects: ['Vigilance', 'Villainy'], traits: ['Imperial', 'Trooper'], keywords: [{ name: 'Grit' }], text: 'Grit', abilities: [] }),
  card({
    id: 'SOR_062', internalName: 'regional-governor', name: 'Regional Governor', type: 'Unit', cost: 2, power: 1, hp: 4, arena: 'Ground', aspects: ['Vigilance'], traits: ['Imperial', 'Official'],
    text: "When Played: Name a card. While this unit is in play, opponents can't play the named card.",
    abilities: [{ kind: 'unsupported', id: 'name-a-card', text: "When Played: Name a card. While this unit is in play, opponents can't play the named card.", relevant: ['played', 'opponentPlays'], rule: 'the named card is not recorded in the state' }],
  }),
  card({ id: 'SHD_218', internalName: 'resourceful-pursuers', name: 'Resourceful Pursuers', type: 'Unit', cost: 5, power: 5, hp: 6, arena: 'Ground', aspects: ['Cunning'], traits: ['Bounty Hunter'], keywords: [{ name: 'Saboteur' }], text: 'Saboteur', abilities: [] }),
  card({
    id: 'SOR_144', internalName: 'red-three#unstoppable', name: 'Red Three', subtitle: 'Unstoppable', type: 'Unit', cost: 3, power: 2, hp: 3, arena: 'Space', aspects: ['Aggression', 'Heroism'], traits: ['Rebel', 'Vehicle', 'Fighter'],
    keywords: [{ name: 'Raid', value: 1 }], text: 'Raid 1\nEach other friendly Heroism unit gains Raid 1.',
    abilities: [{ kind: 'constant', id: 'grant-raid', text: 'Each other friendly Heroism unit gains Raid 1.', affects: { filter: { controller: 'friendly', other: true, aspect: 'Heroism' } }, grant: { keyword: { name: 'Raid', value: 1 } } }],
  }),
  card({ id: 'SOR_141', internalName: 'green-squadron-awing', name: 'Green Squadron A-Wing', type: 'Unit', cost: 2, power: 1, hp: 3, arena: 'Space', aspects: ['Aggression', 'Heroism'], traits: ['Rebel', 'Vehicle', 'Fighter'], keywords: [{ name: 'Raid', value: 2 }], text: 'Raid 2', abilities: [] }),
  card({ id: 'SHD_111', internalName: 'collections-starhopper', name: 'Collections Starhopper', type: 'Unit', cost: 2, power: 2, hp: 2, arena: 'Space', aspects: ['Command'], traits: ['Underworld', 'Vehicle', 'Fighter'], keywords: [{ name: 'Smuggle', value: 3, text: '3 resources, Command' }], text: 'Smuggle [3 resources, Command]', abilities: [] }),
  card({
    id: 'SOR_178', internalName: 'cartel-spacer', name: 'Cartel Spacer', type: 'Unit', cost: 2, power: 2, hp: 3, arena: 'Space', aspects: ['Cunning', 'Villainy'], traits: ['Underworld', 'Vehicle', 'Fighter'],
    text: 'When Played: If you control another Cunning unit, exhaust an enemy unit that costs 4 or less.',
    abilities: [{ kind: 'triggered', id: 'exhaust-enemy', text: 'When Played: If you control another Cunning unit, exhaust an enemy unit that costs 4 or less.', when: { on: 'played' }, effect: { do: 'if', condition: { youControl: { aspect: 'Cunning', other: true } }, then: { do: 'exhaust', target: { choose: 'unit', filter: enemyUnit({ maxCost: 4 }) } } } }],
  }),
  card({ id: 'SOR_225', internalName: 'tieln-fighter', name: 'TIE/ln Fighter', type: 'Unit', cost: 1, power: 2, hp: 1, arena: 'Space', aspects: ['Villainy'], traits: ['Imperial', 'Vehicle', 'Fighter'], abilities: [] }),
  card({ id: 'SOR_247', internalName: 'underworld-thug', name: 'Underworld Thug', type: 'Unit', cost: 2, power: 2, hp: 3, arena: 'Ground', traits: ['Underworld'], abilities: [] }),
  card({ id: 'SHD_029', internalName: 'pyke-sentinel', name: 'Pyke Sentinel', type: 'Unit', cost: 2, power: 2, hp: 3, arena: 'Ground', aspects: ['Vigilance', 'Villainy'], traits: ['Underworld'], keywords: [{ name: 'Sentinel' }], text: 'Sentinel', abilities: [] }),
  card({ id: 'SOR_098', internalName: 'echo-base-defender', name: 'Echo Base Defender', type: 'Unit', cost: 3, power: 4, hp: 3, arena: 'Ground', aspects: ['Command', 'Heroism'], traits: ['Rebel', 'Trooper'], keywords: [{ name: 'Sentinel' }], text: 'Sentinel', abilities: [] }),
  card({
    id: 'SOR_159', internalName: 'partisan-insurgent', name: 'Partisan Insurgent', type: 'Unit', cost: 2, power: 1, hp: 4, arena: 'Ground', aspects: ['Aggression'], traits: ['Rebel', 'Trooper'],
    text: 'While you control another Aggression unit, this unit gains Raid 2.',
    abilities: [{ kind: 'constant', id: 'raid-with-aggression', text: 'While you control another Aggression unit, this unit gains Raid 2.', condition: { youControl: { aspect: 'Aggression', other: true } }, affects: 'self', grant: { keyword: { name: 'Raid', value: 2 } } }],
  }),
  card({
    id: 'SOR_140', internalName: 'specforce-soldier', name: 'SpecForce Soldier', type: 'Unit', cost: 1, power: 2, hp: 2, arena: 'Ground', aspects: ['Aggression', 'Heroism'], traits: ['Rebel', 'Trooper'],
    text: 'When Played: A unit loses Sentinel for this phase.',
    abilities: [{ kind: 'triggered', id: 'lose-sentinel', text: 'When Played: A unit loses Sentinel for this phase.', when: { on: 'played' }, effect: { do: 'loseKeyword', target: { choose: 'unit' }, keyword: 'Sentinel', duration: 'thisPhase' } }],
  }),
  card({ id: 'SOR_213', internalName: 'syndicate-lackeys', name: 'Syndicate Lackeys', type: 'Unit', cost: 5, power: 5, hp: 4, arena: 'Ground', aspects: ['Cunning'], traits: ['Underworld'], keywords: [{ name: 'Ambush' }], text: 'Ambush', abilities: [] }),
  card({ id: 'SOR_117', internalName: 'mercenary-company', name: 'Mercenary Company', type: 'Unit', cost: 6, power: 5, hp: 5, arena: 'Ground', aspects: ['Command'], traits: ['Underworld', 'Trooper'], keywords: [{ name: 'Ambush' }, { name: 'Overwhelm' }], text: 'Ambush\nOverwhelm', abilities: [] }),
  card({
    id: 'SHD_027', internalName: 'hylobon-enforcer', name: 'Hylobon Enforcer', type: 'Unit', cost: 1, power: 1, hp: 4, arena: 'Ground', aspects: ['Vigilance', 'Villainy'], traits: ['Underworld'],
    keywords: [{ name: 'Grit' }, { name: 'Bounty', text: 'Draw a card.' }], text: 'Grit\nBounty — Draw a card.',
    abilities: [{ kind: 'triggered', id: 'bounty', text: 'Bounty — Draw a card.', when: { on: 'bounty' }, resolvedBy: 'opponent', effect: { do: 'draw', player: 'you' } }],
  }),
  card({
    id: 'SHD_058', internalName: 'val#loyal-to-the-end', name: 'Val', subtitle: 'Loyal to the End', type: 'Unit', cost: 2, power: 2, hp: 4, arena: 'Ground', aspects: ['Vigilance'], traits: ['Underworld'],
    keywords: [{ name: 'Bounty', text: 'Deal 3 damage to a unit.' }], text: 'Bounty — Deal 3 damage to a unit.\nWhen Defeated: Give 2 Experience tokens to a friendly unit.',
    abilities: [
      { kind: 'triggered', id: 'bounty', text: 'Bounty — Deal 3 damage to a unit.', when: { on: 'bounty' }, resolvedBy: 'opponent', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 3 } },
      { kind: 'triggered', id: 'experience', text: 'When Defeated: Give 2 Experience tokens to a friendly unit.', when: { on: 'defeated' }, effect: { do: 'giveToken', token: 'experience', count: 2, target: { choose: 'unit', filter: { controller: 'friendly' } } } },
    ],
  }),
  card({
    id: 'SHD_120', internalName: 'discerning-veteran', name: 'Discerning Veteran', type: 'Unit', cost: 5, power: 3, hp: 4, arena: 'Ground', aspects: ['Command'], traits: ['Bounty Hunter'],
    text: 'When Played: This unit captures an enemy non-leader ground unit.',
    abilities: [{ kind: 'triggered', id: 'capture', text: 'When Played: This unit captures an enemy non-leader ground unit.', when: { on: 'played' }, effect: { do: 'capture', by: { self: true }, target: { choose: 'unit', filter: enemyUnit({ nonLeader: true, arena: 'ground' }) } } }],
  }),
  card({
    id: 'SHD_256', internalName: 'mercenary-gunship', name: 'Mercenary Gunship', type: 'Unit', cost: 2, power: 3, hp: 2, arena: 'Space', traits: ['Underworld', 'Vehicle', 'Fighter'],
    text: 'Action [4 resources]: Take control of this unit. Any player may use this ability.',
    abilities: [{ kind: 'unsupported', id: 'take-control', text: 'Action [4 resources]: Take control of this unit. Any player may use this ability.', relevant: ['action'], rule: 'abilities any player may use' }],
  }),

  card({ id: 'SOR_232', internalName: 'atst', name: 'AT-ST', type: 'Unit', cost: 6, power: 6, hp: 7, arena: 'Ground', aspects: ['Villainy'], traits: ['Imperial', 'Vehicle', 'Walker'], keywords: [{ name: 'Overwhelm' }], text: 'Overwhelm', abilities: [] }),
  card({ id: 'SOR_066', internalName: 'system-patrol-craft', name: 'System Patrol Craft', type: 'Unit', cost: 4, power: 3, hp: 4, arena: 'Space', aspects: ['Vigilance'], traits: ['Vehicle', 'Fighter'], keywords: [{ name: 'Sentinel' }], text: 'Sentinel', abilities: [] }),
  card({
    id: 'SHD_050', internalName: 'chewbacca#pykesbane', name: 'Chewbacca', subtitle: 'Pykesbane', type: 'Unit', cost: 8, power: 4, hp: 10, arena: 'Ground', aspects: ['Vigilance', 'Heroism'], traits: ['Underworld', 'Wookiee'],
    keywords: [{ name: 'Grit' }, { name: 'Smuggle', value: 9, text: '9 resources, Aggression Heroism' }], text: 'Grit\nWhen Played: You may defeat a unit with 5 or less remaining HP.\nSmuggle [9 resources, Aggression Heroism]',
    abilities: [{ kind: 'triggered', id: 'defeat-weak', text: 'When Played: You may defeat a unit with 5 or less remaining HP.', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'defeat', target: { choose: 'unit', filter: { maxRemainingHp: 5 } } } } }],
  }),

  // --- events and upgrades
  card({
    id: 'SHD_175', internalName: 'armed-to-the-teeth', name: 'Armed to the Teeth', type: 'Upgrade', cost: 2, upgradePower: 2, upgradeHp: 0, aspects: ['Aggression'], traits: ['Supply', 'Weapon'],
    keywords: [{ name: 'Smuggle', value: 4, text: '4 resources, Aggression' }], text: 'Attached unit gains: "On Attack: Give another friendly unit +2/+0 for this phase."\nSmuggle [4 resources, Aggression]',
    abilities: [{
      kind: 'constant', id: 'grant', text: 'Attached unit gains: "On Attack: Give another friendly unit +2/+0 for this phase."', affects: 'self',
      grant: { ability: { kind: 'triggered', id: 'armed-pump', text: 'On Attack: Give another friendly unit +2/+0 for this phase. (Armed to the Teeth)', when: { on: 'attack' }, effect: { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly', other: true } }, power: 2, duration: 'thisPhase' } } },
    }],
  }),
  card({
    id: 'SHD_075', internalName: 'covert-strength', name: 'Covert Strength', type: 'Event', cost: 1, aspects: ['Vigilance'], traits: ['Tactic'],
    keywords: [{ name: 'Smuggle', value: 3, text: '3 resources, Vigilance' }], text: 'Heal 2 damage from a unit and give an Experience token to it.\nSmuggle [3 resources, Vigilance]',
    abilities: [{ kind: 'event', id: 'strength', text: 'Heal 2 damage from a unit and give an Experience token to it.', effect: { do: 'sequence', steps: [{ do: 'heal', target: { choose: 'unit', as: 'chosen' }, amount: 2 }, { do: 'giveToken', token: 'experience', target: { ref: 'chosen' } }] } }],
  }),
  card({
    id: 'SOR_150', internalName: 'heroic-sacrifice', name: 'Heroic Sacrifice', type: 'Event', cost: 1, aspects: ['Aggression', 'Heroism'], traits: ['Tactic'],
    text: 'Draw a card, then attack with a unit. For this attack, it gets +2/+0 and gains: "When this unit deals combat damage: Defeat it."',
    abilities: [{
      kind: 'event', id: 'sacrifice', text: 'Draw a card, then attack with a unit. For this attack, it gets +2/+0 and gains: "When this unit deals combat damage: Defeat it."',
      effect: { do: 'sequence', steps: [
        { do: 'draw', player: 'you' },
        { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 2, gain: [{ kind: 'triggered', id: 'sacrifice-defeat', text: 'When this unit deals combat damage: Defeat it. (Heroic Sacrifice)', when: { on: 'dealsCombatDamage' }, effect: { do: 'defeat', target: { self: true } } }] } },
      ] },
    }],
  }),
  card({ id: 'SOR_078', internalName: 'vanquish', name: 'Vanquish', type: 'Event', cost: 5, aspects: ['Vigilance'], traits: ['Tactic'], text: 'Defeat a non-leader unit.', abilities: [{ kind: 'event', id: 'vanquish', text: 'Defeat a non-leader unit.', effect: { do: 'defeat', target: { choose: 'unit', filter: { nonLeader: true } } } }] }),
  card({ id: 'SOR_074', internalName: 'repair', name: 'Repair', type: 'Event', cost: 1, aspects: ['Vigilance'], traits: ['Supply'], text: 'Heal 3 damage from a unit or base.', abilities: [{ kind: 'event', id: 'repair', text: 'Heal 3 damage from a unit or base.', effect: { do: 'heal', target: { choose: 'unitOrBase' }, amount: 3 } }] }),
  card({ id: 'SOR_120', internalName: 'academy-training', name: 'Academy Training', type: 'Upgrade', cost: 2, upgradePower: 2, upgradeHp: 2, aspects: ['Command'], traits: ['Learned'], abilities: [] }),
  card({ id: 'SOR_069', internalName: 'resilient', name: 'Resilient', type: 'Upgrade', cost: 1, upgradePower: 0, upgradeHp: 3, aspects: ['Vigilance'], traits: ['Innate'], abilities: [] }),
];

const byRef = new Map<string, CardDefinition>();
for (const def of STARTER_SET) {
  byRef.set(def.id, def);
  byRef.set(def.internalName, def);
}

/** Looks starter cards up by set code or internal name; lets tests and embedded use run without a database. */
export const starterCardLookup: CardLookup = (ref) => byRef.get(ref);
