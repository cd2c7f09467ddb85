// Comprehensive Rules v8.0 entries cited by costs inside abilities: disclose, cost modifiers, resources.
export const COSTS_RULE_TITLES: Record<string, string> = {
  '8.38.1': 'Disclose',
  '8.38.2': 'Disclose: revealing more cards',
  '8.38.3': 'Disclose: requirement not met',
  '1.7.4': 'Resources: ready and exhausted ones are interchangeable',
  '1.7.7': 'Resources: resourcing a card',
};
