// Event kinds of the zone, token and hidden-information effects (abilities/defs/effects.ts): spread into the event
// union of timing.ts. What they do is in ../effects/apply.ts.
import { arr, describe, int, lit, nullable, obj, oneOfStrings, opt, ref, type SchemaNode, str } from '../../../core/schema.js';

const id = str({ minLength: 1 });
const event = (kind: string, properties: Parameters<typeof obj>[0], description?: string) => obj({ kind: lit(kind), ...properties }, description);

export const ZONE_NAMES = ['play', 'hand', 'deck', 'discard', 'resources'] as const;

export const EFFECTS_EVENTS: SchemaNode[] = [
  event('createToken', { id, card: describe(id, 'The token card (its internal name).'), player: ref('playerId') }, 'A token unit is created (3.7.2): it enters play exhausted (1.5.4B), owned and controlled by its creator.'),
  event('moveCard', {
    target: id,
    from: oneOfStrings([...ZONE_NAMES]),
    to: oneOfStrings(['hand', 'discard', 'deckBottom', 'deckTop']),
    reason: opt(describe(oneOfStrings(['discard', 'return', 'search', 'draw']), 'Why it moves: "discard" for a discard (1.14), "return" for return to hand (8.24)...')),
    byAbilityOf: opt(describe(ref('playerId'), 'The controller of the card ability that causes it ("by enemy card abilities", 8.3.2).')),
  }, 'A card changes zones without being played or defeated; leaving play this way is not a defeat (8.24.2). A token leaving play is set aside (3.7.3).'),
  event('createCredits', { player: ref('playerId'), count: int({ minimum: 1 }) }, 'Credit tokens are created in the player\'s resource zone (3.7.13); they are not resources.'),
  event('spendCredits', { player: ref('playerId'), count: int({ minimum: 1 }) }, 'Credit tokens are defeated to pay 1 less each (3.7.13).'),
  event('reveal', { player: ref('playerId'), cards: arr(str()), to: nullable(ref('playerId')), what: str() }, 'Cards are looked at (by `to`) or revealed (to both, `to` null): no zone changes (4.6.2, 4.7.3).'),
];

