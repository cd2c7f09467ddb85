// The X-Wing rules the engine applies, each bullet with a stable number the log cites. Numbers follow the sections of
// ../shared/rules/xwing-abilities.md (AMG Rules Reference "Abilities") and the "Ability Queue" page quoted by the
// worked examples; they never change once given, so saved logs and tests keep pointing at the same text.
import type { RuleRef } from '../../api.js';

export const XWING_RULES = {
  'abilities.1': { title: 'Abilities: mandatory unless "may", "Action:" or "Attack:"', text: 'Unless a card ability uses the word "may" or has the "Action:" or "Attack:" headers, the ability is mandatory and must be resolved.' },
  'abilities.2': { title: "Abilities: another ship's tokens and dice", text: 'A ship cannot spend or remove tokens that belong to another ship unless an effect explicitly states otherwise. Similarly, a ship cannot spend, modify, or remove die results that belong to another ship unless an effect explicitly states otherwise.' },
  'abilities.3': { title: 'Abilities: simultaneous abilities use the ability queue', text: 'If multiple abilities resolve at the same time, the players use the ability queue to determine the order in which the abilities resolve.' },
  'abilities.4': { title: "Abilities: a destroyed ship's abilities", text: "A destroyed ship's abilities remain active until that ship is removed unless the ability specifies a different timing for the effect to end." },
  'queue.1': { title: 'Ability Queue: the first player\'s abilities first', text: "Abilities that trigger during the same timing window are added to the ability queue, the first player's first, and resolved from the front of the queue to the back." },
  'queue.2': { title: 'Ability Queue: each player orders their own', text: 'If a player has multiple abilities that triggered from the same event, that player chooses the order that those abilities are added to the ability queue.' },
  'queue.3': { title: 'Ability Queue: nested abilities go to the front', text: 'If resolving an effect from the ability queue triggers additional effects, they are added to the front of the ability queue using the above rules.' },
  'replacement.1': { title: 'Replacement Effects: not queued', text: 'Replacement effects are not added to the end of the ability queue as they are resolved at the timing of the effect they are replacing.' },
  'replacement.2': { title: 'Replacement Effects: the replaced effect did not occur', text: 'When a replacement effect resolves, the replaced effect is treated as having not occurred.' },
  'replacement.3': { title: 'Replacement Effects: only one substitutes', text: 'If there are multiple replacement effects that could substitute for the same effect, only one effect can be substituted for the original effect.' },
  'costs.1': { title: 'Paying Costs: only if the effect can resolve', text: 'A ship can pay a cost for an effect only if the effect can be resolved.' },
  'costs.2': { title: 'Paying Costs: a replaced cost', text: 'Replacement effects can replace a cost that a ship would pay for an effect. If a cost is replaced in this way, the effect is still resolved.' },
  // Rules outside the abilities text that the engine needs to resolve actions (AMG Rules Reference pages).
  'stress.1': { title: 'Stress', text: 'A stressed ship cannot execute red maneuvers or perform actions. A ship receives one stress token after it performs a red action.' },
  'actions.1': { title: 'Actions: once per round', text: 'A ship cannot perform the same action more than once during a round.' },
  'lock.1': { title: 'Lock', text: 'Choose another object at range 0-3 and assign it a lock token; a ship can maintain only one lock (its former lock is removed) and cannot lock itself.' },
} as const;

export type XwingRuleNumber = keyof typeof XWING_RULES;

export function xwRule(number: XwingRuleNumber): RuleRef {
  return { number, title: XWING_RULES[number].title };
}
