// A handful of card definitions (stats only, no abilities) for the state-format tests: enough to resolve refs and
// check card kinds per zone without a catalog. Written by hand from the printed cards.
import type { CardDefinition, CardLookup } from '../engine/api.js';

function card(partial: Partial<CardDefinition> & Pick<CardDefinition, 'id' | 'internalName' | 'name' | 'type'>): CardDefinition {
  return { aspects: [], traits: [], unique: false, keywords: [], ...partial };
}

export const fixtureCards: CardDefinition[] = [
  card({ id: 'SOR_010', internalName: 'darth-vader#dark-lord-of-the-sith', name: 'Darth Vader', subtitle: 'Dark Lord of the Sith', type: 'Leader', cost: 7, power: 5, hp: 8, arena: 'Ground', unique: true }),
  card({ id: 'SOR_005', internalName: 'luke-skywalker#faithful-friend', name: 'Luke Skywalker', subtitle: 'Faithful Friend', type: 'Leader', cost: 6, power: 4, hp: 7, arena: 'Ground', unique: true }),
  card({ id: 'SOR_009', internalName: 'leia-organa#alliance-general', name: 'Leia Organa', subtitle: 'Alliance General', type: 'Leader', cost: 5, power: 3, hp: 6, arena: 'Ground', unique: true }),
  card({ id: 'SOR_023', internalName: 'kestro-city', name: 'Kestro City', type: 'Base', hp: 30 }),
  card({ id: 'SOR_028', internalName: 'administrators-tower', name: "Administrator's Tower", type: 'Base', hp: 30 }),
  card({ id: 'SOR_180', internalName: 'underworld-thug', name: 'Underworld Thug', type: 'Unit', cost: 2, power: 2, hp: 3, arena: 'Ground' }),
  card({ id: 'SOR_045', internalName: 'yoda#old-master', name: 'Yoda', subtitle: 'Old Master', type: 'Unit', cost: 3, power: 2, hp: 4, arena: 'Ground', unique: true, keywords: [{ name: 'Restore', value: 2 }] }),
  card({ id: 'SOR_164', internalName: 'wampa', name: 'Wampa', type: 'Unit', cost: 4, power: 4, hp: 5, arena: 'Ground', keywords: [{ name: 'Overwhelm' }] }),
  card({ id: 'SOR_095', internalName: 'battlefield-marine', name: 'Battlefield Marine', type: 'Unit', cost: 2, power: 3, hp: 3, arena: 'Ground' }),
  card({ id: 'SOR_237', internalName: 'alliance-xwing', name: 'Alliance X-Wing', type: 'Unit', cost: 2, power: 2, hp: 3, arena: 'Space' }),
  card({ id: 'SOR_069', internalName: 'resilient', name: 'Resilient', type: 'Upgrade', cost: 1, upgradePower: 0, upgradeHp: 3 }),
  card({ id: 'SOR_142', internalName: 'sabine-wren#explosives-artist', name: 'Sabine Wren', subtitle: 'Explosives Artist', type: 'Unit', cost: 2, power: 2, hp: 3, arena: 'Ground', unique: true }),
  card({ id: 'SHD_111', internalName: 'collections-starhopper', name: 'Collections Starhopper', type: 'Unit', cost: 2, power: 2, hp: 2, arena: 'Space', keywords: [{ name: 'Smuggle', text: '[3 resources Command]' }] }),
  card({ id: 'shield', internalName: 'shield', name: 'Shield', type: 'Token Upgrade', cost: 0 }),
  card({ id: 'experience', internalName: 'experience', name: 'Experience', type: 'Token Upgrade', cost: 0, upgradePower: 1, upgradeHp: 1 }),
];

/** Looks cards up by id or internal name, as the catalog does. */
export function fixtureLookup(cards: CardDefinition[] = fixtureCards): CardLookup {
  const map = new Map<string, CardDefinition>();
  for (const c of cards) {
    map.set(c.id, c);
    map.set(c.internalName, c);
  }
  return (ref) => map.get(ref);
}
