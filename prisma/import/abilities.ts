// What the catalog stores as a card's abilities: our hand-written definition where we have one (engine/games/swu/cards,
// for cards no template fits), else the compiler's reading of the printed text; and the engine support that goes
// with it. Pure, so the merge (and its content hash) includes it: a better compiler refreshes the stored cards.
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { starterCardLookup } from '../../engine/games/swu/cards/starter-set.js';
import { compileCard, engineSupportOf, type CompileInput, type EngineSupport } from '../../engine/games/swu/compiler/index.js';

export interface StoredAbilities {
  abilities: Ability[];
  engineSupport: EngineSupport & { source: 'compiled' | 'hand-written' };
}

export function swuAbilities(card: CompileInput & { internalName: string }): StoredAbilities {
  // By id, or by internal name: a reprint (or the publisher's Shield token) is the same card as ours.
  const handWritten = (starterCardLookup(card.id) ?? starterCardLookup(card.internalName))?.abilities;
  if (Array.isArray(handWritten)) {
    const abilities = handWritten as Ability[];
    return { abilities, engineSupport: { ...engineSupportOf(abilities, card.keywords), source: 'hand-written' } };
  }
  const { abilities, engineSupport } = compileCard(card);
  return { abilities, engineSupport: { ...engineSupport, source: 'compiled' } };
}
