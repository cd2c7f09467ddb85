// Token units (3.7.7-3.7.14) as the rules define them, under the catalog's ids and internal names (tokens are
// created, never played: cost 0, 3.7.2). The catalog stays authoritative when it has them; these let the engine and
// its tests create tokens without a database.
import type { CardDefinition } from '../../../api.js';

function token(id: string, internalName: string, name: string, arena: 'Ground' | 'Space', power: number, hp: number, aspects: string[], traits: string[], keywords: CardDefinition['keywords'] = []): CardDefinition {
  return {
    id, internalName, name, subtitle: null, type: 'Token Unit', cost: 0, power, hp, upgradePower: null, upgradeHp: null, arena, aspects, traits,
    unique: false, keywords, text: keywords.map((k) => `${k.name}${k.value ? ` ${k.value}` : ''}`).join('. ') || null, backText: null, abilities: [],
  };
}

export const TOKEN_UNIT_CARDS: readonly CardDefinition[] = [
  token('T_BATTLE_DROID', 'battle-droid', 'Battle Droid', 'Ground', 1, 1, ['Villainy'], ['Separatist', 'Droid', 'Trooper']),
  token('T_CLONE_TROOPER', 'clone-trooper', 'Clone Trooper', 'Ground', 2, 2, ['Heroism'], ['Republic', 'Clone', 'Trooper']),
  token('T_TIE_FIGHTER', 'tie-fighter', 'TIE Fighter', 'Space', 1, 1, ['Villainy'], ['Vehicle', 'Fighter']),
  token('T_X_WING', 'xwing', 'X-Wing', 'Space', 2, 2, ['Heroism'], ['Vehicle', 'Fighter']),
  token('T_SPY', 'spy', 'Spy', 'Ground', 0, 2, [], ['Official'], [{ name: 'Raid', value: 2, text: null }]),
  token('T_MANDALORIAN', 'mandalorian', 'Mandalorian', 'Ground', 2, 2, ['Vigilance'], ['Mandalorian'], [{ name: 'Shielded', value: null, text: null }]),
];
