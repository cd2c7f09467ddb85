// Comprehensive Rules v8.0 entries cited by the pilots family (v2/pilots.ts): leaders deployed as upgrades and
// upgrades that move.
export const PILOTS_RULE_TITLES: Record<string, string> = {
  '2.12.3': 'Pilot: in play as a unit or as an upgrade',
  '3.4.4A': 'Leader: deploy as an upgrade',
  '3.5.6': 'Unit attached as an upgrade',
  '3.6.3A': 'Upgrade: eligible unit',
  '3.6.14': 'Upgrade: attaches to a new unit',
};
