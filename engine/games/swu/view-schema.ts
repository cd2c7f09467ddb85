// The SWU derived view (view.ts) as a format: published as a JSON Schema (the API's viewSchema), checked by tests
// against every view the engine derives. Kept next to view.ts: the two change together.
import { arr, bool, describe, int, jsonSchema, lit, nullable, obj, oneOfStrings, opt, record, ref, str, taggedUnion, type Format } from '../../core/schema.js';

const id = str({ minLength: 1 });
const player = oneOfStrings(['player1', 'player2']);
const source = taggedUnion('kind', [
  obj({ kind: lit('printed'), card: describe(id, 'The card itself (its printed text or values).') }),
  obj({ kind: lit('keyword'), card: id, keyword: describe(str(), 'The keyword this ability stands for (restore, ambush, bounty...).') }),
  obj({ kind: lit('constant'), card: describe(id, "Instance id of the card whose constant ability gives it (a unit, a leader's leader side, a base).") }),
  obj({ kind: lit('upgrade'), card: describe(id, 'Instance id of the upgrade attached to the unit.') }),
  obj({ kind: lit('lasting'), card: describe(id, 'The lasting effect\'s source card.'), effect: opt(describe(id, 'The lasting effect (state.effects[].id).')) }),
  obj({ kind: lit('rule'), rule: describe(str(), 'Comprehensive Rules number (modifiers only: Grit).'), what: str() }),
], 'Where a value, keyword or ability comes from.');

export const swuViewFormat: Format = {
  id: 'swu-view',
  title: 'SWU derived view',
  description: 'What a client needs to draw the board and offer only legal moves: every card in play with its current stats, keywords and abilities (and their sources), hand costs after modifiers, and what the active player may do next.',
  root: 'view',
  defs: {
    source,
    unit: obj({
      id, card: describe(id, 'Catalog id.'), name: str(), controller: player, owner: player,
      arena: oneOfStrings(['ground', 'space']), leader: bool(), exhausted: bool(),
      power: describe(int({ minimum: 0 }), 'Current power: printed, upgrades, constant abilities, lasting effects, Grit; Raid only while attacking.'),
      attackPower: describe(int({ minimum: 0 }), 'The power it attacks with: Raid added when it is not attacking yet.'),
      hp: int({ minimum: 0 }), damage: int({ minimum: 0 }), remainingHp: int({ minimum: 0 }),
      modifiers: describe(arr(obj({
        source: ref('source'), power: int(), hp: int(),
      })), 'The printed values and every modifier: power and hp are their sums (never below 0).'),
      keywords: describe(arr(obj({ name: str(), value: nullable(int()), sources: arr(ref('source')) })), 'Merged by stacking (7.5.4): Raid 1 + Raid 2 is Raid 3.'),
      abilities: describe(arr(obj({ id: str(), kind: str(), text: str(), source: ref('source') })), 'Abilities it has now: printed, gained, and those its keywords stand for.'),
      upgrades: arr(obj({ id, card: id, name: str(), owner: player })),
    }),
    base: obj({ id, card: id, name: str(), owner: player, hp: int({ minimum: 0 }), damage: int({ minimum: 0 }), remainingHp: int({ minimum: 0 }) }),
    handCard: obj({
      id, card: id, name: str(), printedCost: nullable(int({ minimum: 0 })),
      cost: describe(int({ minimum: 0 }), 'After modifiers: the aspect penalty (8.1).'),
      exploitDiscount: describe(int({ minimum: 0 }), 'Exploit (7.5.16): the most defeating friendly units can take off the cost.'),
      playable: describe(bool(), 'Its owner could play it from hand now.'),
    }),
    legal: obj({
      player,
      attack: describe(arr(obj({ attacker: id, targets: arr(id) })), 'Each ready unit that can attack, with its legal defenders (Sentinel, arena, Hidden applied).'),
      play: describe(arr(id), 'Hand cards the player can play now.'),
      useAbility: describe(arr(obj({ card: id, ability: str(), text: str() })), 'Action abilities whose cost can be paid now (leader, base, units).'),
      deployLeader: bool(), takeInitiative: bool(), pass: bool(),
    }),
    view: obj({
      phase: str(), activePlayer: player,
      units: arr(ref('unit')), bases: arr(ref('base')),
      players: record(obj({ readyResources: int({ minimum: 0 }), resources: int({ minimum: 0 }), hand: arr(ref('handCard')) })),
      legal: describe(nullable(ref('legal')), 'What the active player may do next; null while a resolution is under way (answer its prompt).'),
    }),
  },
};

export const swuViewJsonSchema = jsonSchema(swuViewFormat);
