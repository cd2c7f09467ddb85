// A small catalog of our own (not copied from any source) that exercises every search field, filter and relation.
// Written straight through Prisma so the API tests do not depend on the importers.
import { findKeyword } from '../engine/games/swu/glossary.js';
import { searchTags, searchText } from '../prisma/import/normalise.js';
import type { PrismaClient } from '../prisma/generated/client.js';

interface FixtureCard {
  number: string;
  name: string;
  subtitle?: string;
  type: string;
  rarity?: string;
  cost?: number;
  power?: number;
  hp?: number;
  upgradePower?: number;
  upgradeHp?: number;
  arenas?: string[];
  aspects?: string[];
  traits?: string[];
  unique?: boolean;
  doubleSided?: boolean;
  text?: string;
  backText?: string;
  keywords?: { name: string; value?: number; text?: string }[];
}

export const FIXTURE_SET = 'TST';

export const FIXTURE_CARDS: FixtureCard[] = [
  { number: '001', name: 'Luke Skywalker', subtitle: 'Faithful Friend', type: 'Leader', rarity: 'Special', cost: 6, power: 4, hp: 7, arenas: ['Ground'], aspects: ['Vigilance', 'Heroism'], traits: ['Force', 'Rebel'], unique: true, doubleSided: true, text: 'Action [Exhaust]: Give a Shield token to a friendly unit played this phase.', backText: 'On Attack: Give another unit a Shield token.' },
  { number: '002', name: 'Luke Skywalker', subtitle: 'Jedi Knight', type: 'Unit', rarity: 'Legendary', cost: 6, power: 6, hp: 7, arenas: ['Ground'], aspects: ['Vigilance', 'Heroism'], traits: ['Force', 'Jedi', 'Rebel'], unique: true, text: 'When Played: Give an enemy unit -3/-3 for this phase.' },
  { number: '003', name: 'Darth Vader', subtitle: 'Dark Lord of the Sith', type: 'Leader', rarity: 'Special', cost: 7, power: 5, hp: 8, arenas: ['Ground'], aspects: ['Aggression', 'Villainy'], traits: ['Force', 'Imperial', 'Sith'], unique: true, doubleSided: true, text: 'Action [Exhaust]: Deal 1 damage to a unit.' },
  { number: '004', name: 'Alliance Sentry', type: 'Unit', rarity: 'Common', cost: 2, power: 1, hp: 4, arenas: ['Ground'], aspects: ['Vigilance'], traits: ['Rebel', 'Trooper'], text: 'Sentinel', keywords: [{ name: 'Sentinel' }] },
  { number: '005', name: 'TIE Bomber Squadron', type: 'Unit', rarity: 'Uncommon', cost: 3, power: 3, hp: 2, arenas: ['Space'], aspects: ['Villainy'], traits: ['Imperial', 'Vehicle', 'Fighter'], text: 'Raid 2', keywords: [{ name: 'Raid', value: 2 }] },
  { number: '006', name: 'Bounty Hunter Crew', type: 'Unit', rarity: 'Common', cost: 4, power: 3, hp: 4, arenas: ['Ground'], aspects: ['Cunning'], traits: ['Underworld', 'Bounty Hunter'], text: 'Bounty — Draw a card. Bounty — Heal 2 damage from your base. When Defeated: Deal 1 damage to a unit.', keywords: [{ name: 'Bounty', text: 'Draw a card.' }, { name: 'Bounty', text: 'Heal 2 damage from your base.' }] },
  { number: '007', name: 'Moment of Calm', type: 'Event', rarity: 'Common', cost: 1, aspects: ['Vigilance'], text: 'Give a Shield token to a unit.' },
  { number: '008', name: 'Dug In', type: 'Upgrade', rarity: 'Uncommon', cost: 2, upgradePower: 3, upgradeHp: 3, aspects: ['Command'], text: "Attached unit can't attack bases." },
  { number: '009', name: 'Frozen Outpost', type: 'Base', rarity: 'Common', hp: 30, aspects: ['Command'] },
  { number: 'T01', name: 'Shield', type: 'Token Upgrade', text: 'When this upgrade would be defeated instead of damage, defeat it.' },
  { number: 'T02', name: 'X-Wing', type: 'Token Unit', power: 2, hp: 2, arenas: ['Space'], traits: ['Vehicle', 'Fighter'] },
  { number: '010', name: 'Sabine Wren', subtitle: 'Explosives Artist', type: 'Unit', rarity: 'Rare', cost: 2, power: 2, hp: 3, arenas: ['Ground'], aspects: ['Aggression', 'Heroism'], traits: ['Mandalorian', 'Rebel'], unique: true, text: 'Saboteur. When Defeated: Deal 1 damage to a base.', keywords: [{ name: 'Saboteur' }, { name: 'Raid', value: 1 }] },
  { number: '011', name: '100% Loyal Droid', type: 'Unit', rarity: 'Common', cost: 1, power: 1, hp: 1, arenas: ['Ground'], aspects: [], traits: ['Droid'] },
];

export const FIXTURE_RAID_RULE = findKeyword('Raid')?.ruleNumbers[0] ?? '7.5.8';

const keywordId = (name: string) => `SWU:${name.toLowerCase()}`;

/** Writes the fixture (cards, printings, keywords, rulings, a few rule entries). Run once on an empty catalog. */
export async function loadFixture(prisma: PrismaClient): Promise<void> {
  const cards = FIXTURE_CARDS.map((c) => ({
    id: `${FIXTURE_SET}_${c.number}`,
    gameId: 'SWU',
    set: FIXTURE_SET,
    number: c.number,
    internalName: `${c.name.toLowerCase()}${c.subtitle ? `#${c.subtitle.toLowerCase()}` : ''}`,
    name: c.name,
    subtitle: c.subtitle ?? null,
    type: c.type,
    cost: c.cost ?? null,
    unique: c.unique ?? false,
    text: c.text ?? null,
    attributes: {
      rarity: c.rarity ?? null,
      power: c.power ?? null,
      hp: c.hp ?? null,
      upgradePower: c.upgradePower ?? null,
      upgradeHp: c.upgradeHp ?? null,
      arenas: c.arenas ?? [],
      aspects: c.aspects ?? [],
      traits: c.traits ?? [],
      doubleSided: c.doubleSided ?? false,
      backText: c.backText ?? null,
      deployBox: null,
      epicAction: null,
      artist: null,
    },
    searchText: searchText(c.text, c.backText),
    searchTags: searchTags({ arena: c.arenas ?? [], aspect: c.aspects ?? [], trait: c.traits ?? [], rarity: [c.rarity] }),
    sources: ['fixture'],
    contentHash: `fixture-${c.number}`,
  }));
  await prisma.card.createMany({ data: cards });
  await prisma.printing.createMany({
    data: [
      ...cards.map((c) => ({ id: c.id, cardId: c.id, set: c.set, number: c.number, variantType: 'Normal', contentHash: 'fixture' })),
      { id: 'TST_201', cardId: 'TST_001', set: 'TST', number: '201', variantType: 'Hyperspace', contentHash: 'fixture' },
      { id: 'TST_001F', cardId: 'TST_001', set: 'TST', number: '001F', variantType: 'Foil', contentHash: 'fixture' },
    ],
  });
  await prisma.cardKeyword.createMany({
    data: FIXTURE_CARDS.flatMap((c) =>
      (c.keywords ?? []).map((k, position) => ({
        cardId: `${FIXTURE_SET}_${c.number}`,
        keywordId: keywordId(k.name),
        position,
        value: k.value ?? null,
        text: k.text ?? null,
      })),
    ),
  });
  await prisma.ruling.createMany({
    data: [
      { id: 'fixture-r1', gameId: 'SWU', cardId: 'TST_005', cardRef: 'TST 005', text: 'Raid applies only while this unit attacks.', source: 'fixture', date: new Date('2026-01-15T00:00:00Z'), position: 0 },
      { id: 'fixture-r2', gameId: 'SWU', cardId: 'TST_005', cardRef: 'TST 005', text: 'A second Raid adds to the first.', source: 'fixture', date: null, position: 1 },
      { id: 'fixture-r3', gameId: 'SWU', cardId: 'TST_001', cardRef: 'TST 001', text: 'The token goes to a unit you played this phase.', source: 'fixture', date: new Date('2026-02-01T00:00:00Z'), position: 0 },
    ],
  });
  const parts = FIXTURE_RAID_RULE.split('.');
  const chain = parts.map((_, i) => parts.slice(0, i + 1).join('.'));
  const rule = (number: string, parentNumber: string | null, text: string, sortKey: string) => ({
    id: `SWU:${number}`,
    gameId: 'SWU',
    number,
    kind: number.includes('.') ? 'rule' : 'chapter',
    title: null,
    text,
    parentNumber,
    sortKey,
    version: 'fixture',
    contentHash: 'fixture',
  });
  await prisma.rule.createMany({
    data: [
      ...chain.map((n, i) => rule(n, i === 0 ? null : chain[i - 1]!, i === chain.length - 1 ? 'Raid: while attacking, this unit gets +X power.' : `Fixture section ${n}`, n.split('.').map((p) => p.padStart(4, '0')).join('.'))),
      rule(`${FIXTURE_RAID_RULE}A`, FIXTURE_RAID_RULE, 'Several Raid values add together.', `${FIXTURE_RAID_RULE.split('.').map((p) => p.padStart(4, '0')).join('.')}.A`),
      rule(`${FIXTURE_RAID_RULE}B`, FIXTURE_RAID_RULE, 'Raid does nothing while defending.', `${FIXTURE_RAID_RULE.split('.').map((p) => p.padStart(4, '0')).join('.')}.B`),
    ],
  });
}
