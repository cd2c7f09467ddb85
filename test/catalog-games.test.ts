// X-Wing and TI4 from ../shared/data through the importers and the API, on both databases. Expected values are read
// from the source files here, independently of the importers. A part of each data set keeps the test fast.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../api/server.js';
import { importPaths } from '../prisma/import/run.js';
import { backends, data, error, startServer, type Loose } from './api-helpers.js';
import { sharedDataDir, sharedDataSkipReason, type TestDatabase } from './support/databases.js';

const sharedSkip = sharedDataSkipReason();
const DATA = sharedDataDir() ?? '';
const XWING = join(DATA, 'xwing', 'xwing-data2');
const TI4 = join(DATA, 'ti4');
const FILES = [
  join(XWING, 'pilots', 'rebel-alliance', 'rz-1-a-wing.json'),
  join(XWING, 'pilots', 'galactic-empire', 'tie-ln-fighter.json'),
  join(XWING, 'upgrades', 'crew.json'),
  join(XWING, 'conditions', 'conditions.json'),
  join(XWING, 'damage-decks', 'core.json'),
  join(TI4, 'units.official.json'),
  join(TI4, 'action_cards.official.json'),
  join(TI4, 'promissory_notes.official.json'),
  join(TI4, 'technologies.official.json'),
  join(TI4, 'rules-tirules'),
];

type Json = Record<string, Loose>;
const read = (path: string): Loose => JSON.parse(readFileSync(path, 'utf8'));

describe.each(await backends())('X-Wing and TI4 catalog on $name', ({ open, skip }) => {
  const why = sharedSkip ?? skip;
  let db: TestDatabase;
  let server: ApiServer;
  let url: string;

  beforeAll(async () => {
    if (why) return;
    db = await open();
    const summaries = await importPaths(db.db, FILES);
    expect(summaries.filter((s) => s.status === 'failed').map((s) => s.error?.message)).toEqual([]);
    server = await startServer(db.db);
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe.skipIf(why)(`imports${why ? ` (did not run: ${why})` : ''}`, () => {
    it('an X-Wing pilot with its ship\'s stats, ship ability, slots and keywords', async () => {
      const ship = read(join(XWING, 'pilots', 'rebel-alliance', 'rz-1-a-wing.json'));
      const jake = ship.pilots.find((p: Json) => p.xws === 'jakefarrell');
      const { card } = await data(
        url,
        `{ card(game: XWING, internalName: "jakefarrell") { id key name subtitle type cost unique text keywords { label }
            xwing { kind faction ship size initiative loadout slots agility hull shields attacks { arc value } actions { type } shipAbility { name text } } } }`,
      );
      const stat = (type: string) => ship.stats.find((s: Json) => s.type === type)?.value ?? null;
      expect(card).toEqual({
        id: 'Card:XWING:pilot:jakefarrell',
        key: 'pilot:jakefarrell',
        name: jake.name,
        subtitle: jake.caption,
        type: 'Pilot',
        cost: jake.cost,
        unique: jake.limited === 1,
        text: jake.ability,
        keywords: jake.keywords.map((k: string) => ({ label: k })),
        xwing: {
          kind: 'pilot',
          faction: 'rebelalliance',
          ship: 'rz1awing',
          size: ship.size,
          initiative: jake.initiative,
          loadout: jake.loadout,
          slots: jake.slots,
          agility: stat('agility'),
          hull: stat('hull'),
          shields: stat('shields'),
          attacks: ship.stats.filter((s: Json) => s.type === 'attack').map((s: Json) => ({ arc: s.arc, value: s.value })),
          actions: ship.actions.map((a: Json) => ({ type: a.type })),
          shipAbility: jake.shipAbility,
        },
      });
      expect((await data(url, '{ card(id: "Card:XWING:pilot:jakefarrell") { name } }')).card.name).toBe(jake.name);
    });

    it('X-Wing search fields: keyword, initiative, faction, slot, text', async () => {
      const tie = read(join(XWING, 'pilots', 'galactic-empire', 'tie-ln-fighter.json'));
      const expected = tie.pilots.filter((p: Json) => p.initiative >= 4 && (p.keywords ?? []).includes('TIE')).map((p: Json) => `pilot:${p.xws}`).sort();
      const found = await data(url, '{ cards(game: XWING, query: "k:tie i>=4 f:galacticempire", first: 100) { totalCount edges { node { key } } } }');
      expect(found.cards.edges.map((e: Loose) => e.node.key).sort()).toEqual(expected);
      const crew = read(join(XWING, 'upgrades', 'crew.json'));
      const evade = crew.filter((u: Json) => u.sides.some((s: Json) => /evade token/i.test(s.ability ?? ''))).length;
      expect((await data(url, '{ cards(game: XWING, query: "slot:crew o:\\"evade token\\"") { totalCount } }')).cards.totalCount).toBe(evade);
      const jyn = await data(url, '{ card(game: XWING, internalName: "jynerso") { type text xwing { kind sides { slots } } } }');
      expect(jyn.card).toMatchObject({ type: 'Crew Upgrade', xwing: { kind: 'upgrade', sides: [{ slots: ['Crew'] }] } });
      expect(jyn.card.text).toMatch(/would gain a focus token, it may gain 1 evade token instead/);
    });

    it('refuses a field the game does not have, naming the game\'s fields', async () => {
      const e = await error(url, '{ cards(game: XWING, query: "p>=3") { totalCount } }');
      expect(e.extensions).toMatchObject({ code: 'BAD_QUERY_SYNTAX', token: 'p>=3', position: 0 });
      expect(e.message).toMatch(/does not apply to XWING cards/);
    });

    it('TI4 units with their unit abilities as keywords, and keyword search', async () => {
      const units = read(join(TI4, 'units.official.json'));
      const dread = units.find((u: Json) => u.id === 'dreadnought2');
      const { card } = await data(
        url,
        `{ card(game: TI4, internalName: "dreadnought2") { name cost keywords { label } ti4 { kind source unit { combat { hitsOn dice } move capacity sustainDamage bombardment { hitsOn dice } } } } }`,
      );
      expect(card).toMatchObject({
        name: dread.name,
        cost: dread.cost,
        ti4: {
          kind: 'unit',
          source: dread.source,
          unit: {
            combat: { hitsOn: dread.combatHitsOn, dice: dread.combatDieCount },
            move: dread.moveValue,
            capacity: dread.capacityValue,
            sustainDamage: true,
            bombardment: { hitsOn: dread.bombardHitsOn, dice: dread.bombardDieCount },
          },
        },
      });
      expect(card.keywords.map((k: Loose) => k.label)).toEqual([`Bombardment ${dread.bombardHitsOn} (x${dread.bombardDieCount})`, 'Sustain Damage']);
      const sustaining = units.filter((u: Json) => u.sustainDamage === true).length;
      expect((await data(url, '{ cards(game: TI4, query: "t:unit k:\\"sustain damage\\"") { totalCount } }')).cards.totalCount).toBe(sustaining);
    });

    it('TI4 action cards: one card per card, its physical copies as printings', async () => {
      const actions = read(join(TI4, 'action_cards.official.json'));
      const copies = actions.filter((a: Json) => a.name === 'Sabotage').map((a: Json) => a.alias);
      const { card } = await data(url, '{ card(game: TI4, name: "Sabotage") { key text printings { number variantType } ti4 { window copies } } }');
      expect(card.printings.map((p: Loose) => p.number)).toEqual([...copies].sort());
      expect(card.ti4.copies).toEqual(copies);
      expect(card.key).toBe(`action:${copies[0]}`);
      expect(card.text).toContain(actions.find((a: Json) => a.name === 'Sabotage').text);
    });

    it('TI4 rules: one entry per LRR topic with its notes apart, linked from the keyword', async () => {
      const { keyword } = await data(url, '{ keyword(game: TI4, name: "sustain damage") { id rules { id number title text notes } } }');
      expect(keyword.id).toBe('Keyword:TI4:sustain-damage');
      expect(keyword.rules).toHaveLength(1);
      expect(keyword.rules[0]).toMatchObject({ id: 'Rule:TI4:87', number: '87', title: 'Sustain Damage' });
      expect(keyword.rules[0].text).toMatch(/^Some units have the Sustain Damage ability/);
      const { rule } = await data(url, '{ rule(game: TI4, number: "1") { title text notes } }');
      expect(rule.title).toBe('Abilities');
      expect(rule.text).not.toMatch(/Alice/);
      expect(rule.notes).toMatch(/Alice, the active player, wishes to resolve four abilities/);
    });

    it('a second import changes nothing', async () => {
      const again = await importPaths(db.db, FILES);
      expect(again.filter((s) => s.status === 'changed').map((s) => s.source)).toEqual([]);
    });
  });
});
