// Comprehensive Rules v8.0 entries cited by the prevention family: damage prevention (v2/prevention.ts) and action
// ability limits (play.ts, v2/events.ts).
export const PREVENTION_RULE_TITLES: Record<string, string> = {
  '1.9.9': 'Damage: prevented damage is not dealt',
  '1.9.13': 'Damage: unpreventable damage',
  '8.20.1': 'Prevent (Damage): all of it',
  '8.20.2': 'Prevent (Damage): a specific amount',
  '6.4.2': 'Use an Action Ability: check restrictions',
};
