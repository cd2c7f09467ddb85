// What the catalog stores as a card's abilities: our hand-written definition where we have one (engine/games/swu/cards,
// for cards no template fits), else the compiler's reading of the printed text; and the engine support that goes
// with it. Pure, so the merge (and its content hash) includes it: a better compiler refreshes the stored cards.
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { starterCardLookup } from '../../engine/games/swu/cards/starter-set.js';
import { compileCard, engineSupportOf, type CompileInput, type EngineSupport, type UnsupportedSentence } from '../../engine/games/swu/compiler/index.js';

export interface StoredAbilities {
  abilities: Ability[];
  engineSupport: EngineSupport & { source: 'compiled' | 'hand-written' };
}

/** The printed facts the engine reads besides the text; null where the catalog's sources do not give one. */
export interface PrintedStats {
  upgradePower: number | null;
  upgradeHp: number | null;
}

/**
 * Printed facts the engine needs that the catalog lacks (the sources give no +X/+Y for some upgrades): whatever its
 * text, such a card can't run, and says so (the engine answers UNSUPPORTED when it is attached, stats.ts).
 */
function missingFacts(type: string, printed: PrintedStats | undefined): UnsupportedSentence[] {
  if (type !== 'Upgrade' || !printed || (printed.upgradePower !== null && printed.upgradeHp !== null)) return [];
  return [{ sentence: 'Its printed power/HP modifier (+X/+Y)', reason: "the catalog's sources do not give this upgrade's power/HP modifier" }];
}

function withMissing(support: EngineSupport, missing: UnsupportedSentence[]): EngineSupport {
  if (missing.length === 0) return support;
  return { status: support.status === 'TEXT_ONLY' ? 'TEXT_ONLY' : 'PARTIAL', unsupported: [...missing, ...support.unsupported] };
}

export function swuAbilities(card: CompileInput & { internalName: string }, printed?: PrintedStats): StoredAbilities {
  const missing = missingFacts(card.type, printed);
  // By id, or by internal name: a reprint (or the publisher's Shield token) is the same card as ours.
  const handWritten = (starterCardLookup(card.id) ?? starterCardLookup(card.internalName))?.abilities;
  if (Array.isArray(handWritten)) {
    const abilities = handWritten as Ability[];
    return { abilities, engineSupport: { ...withMissing(engineSupportOf(abilities, card.keywords), missing), source: 'hand-written' } };
  }
  const { abilities, engineSupport } = compileCard(card);
  return { abilities, engineSupport: { ...withMissing(engineSupport, missing), source: 'compiled' } };
}
