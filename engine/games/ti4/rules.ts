// The rules the engine cites in its log. "ABILITIES.n" are stable anchors for the bullets of the ability-resolution
// rules text (../shared/rules/ti4-ability-resolution.md, tirules.com "Abilities" notes), in the order they appear:
// a top-level bullet is a number, its sub-bullets a letter. Plain numbers are Living Rules Reference topics, as the
// catalog's TI4 rules are numbered (rule(game: TI4, number: "82") is Strategic Action).
import type { RuleRef } from '../../api.js';

export const RULES: Readonly<Record<string, { title: string; begins: string }>> = {
  'ABILITIES.1': { title: 'Abilities: usable in the window they were gained', begins: 'An ability may be triggered during the timing window it was gained' },
  'ABILITIES.1a': { title: 'Abilities: conditions checked when triggering or when resolving', begins: 'Note that some triggers check their conditions when they trigger' },
  'ABILITIES.1b': { title: 'Abilities: Awaken checks its condition when it triggers', begins: 'The Ul player’s Awaken ability is an example of an ability that checks its condition when it triggers' },
  'ABILITIES.1c': { title: 'Abilities: Assault Cannon checks its condition when it would resolve', begins: 'The Assault Cannon technology is an example of an ability that checks its condition when it would resolve' },
  'ABILITIES.2': { title: 'Abilities: one physical object, once per timing window', begins: 'An ability from a single physical object cannot be resolved more than once in one timing window' },
  'ABILITIES.2a': { title: 'Abilities: each unit is its own physical object', begins: 'Each unit on the board is its own separate physical object' },
  'ABILITIES.3': { title: 'Abilities: same-name action cards, same target, one window', begins: 'Multiple action cards with the same name cannot be played during a single timing window' },
  'ABILITIES.4': { title: 'Abilities: action phase, turn order from the active player', begins: 'During the action phase, abilities are resolved in the current relative turn order' },
  'ABILITIES.4a': { title: 'Abilities: one at a time, alternating', begins: 'If a player has multiple abilities they wish to resolve, they must be resolved one at a time' },
  'ABILITIES.4b': { title: 'Abilities: worked example (Alice, Bob, Cheng)', begins: 'For example, Alice, the active player, wishes to resolve four abilities' },
  'ABILITIES.4c': { title: 'Abilities: the window closes after consecutive declines', begins: 'Once every player has consecutively declined to resolve an ability during a timing window' },
  'ABILITIES.4d': { title: 'Abilities: acting again after declining', begins: 'A player may decline to resolve an ability during a timing window, but later choose to resolve' },
  'ABILITIES.4e': { title: 'Abilities: worked example, declining', begins: 'Following on from the above example' },
  'ABILITIES.5': { title: 'Abilities: strategy-card secondaries clockwise after the primary', begins: 'The secondary abilities of strategy cards are resolved in clockwise order' },
  'ABILITIES.6': { title: 'Abilities: start and end of turn on the turn a player passes', begins: 'A player may resolve “at the start of your turn” and “at the end of your turn” abilities on the turn that they pass' },
  'ABILITIES.7': { title: 'Abilities: all "when" before any "after"', begins: 'All abilities that occur “when” an event occurs all trigger before any abilities that occur “after”' },
  'ABILITIES.8': { title: 'Abilities: all "after" before the next "before"', begins: 'All abilities that occur “after” an event occurs all trigger before any abilities that occur “before” the next event' },
  '2': { title: 'Action Cards', begins: '' },
  '3': { title: 'Action Phase', begins: '' },
  '31': { title: 'Destroyed', begins: '' },
  '48': { title: 'Initiative Order', begins: '' },
  '58': { title: 'Transactions', begins: '' },
  '69': { title: 'Promissory Notes', begins: '' },
  '82': { title: 'Strategic Action', begins: '' },
  '89': { title: 'Tactical Action', begins: '' },
};

export function rule(number: keyof typeof RULES & string): RuleRef {
  const entry = RULES[number];
  if (!entry) throw new Error(`no TI4 rule ${number}`);
  return { number, title: entry.title };
}
