// The whole real catalog through the compiler (../shared/data/swu, read by the importer's own code): every stored
// definition is valid ability language, and the support status says exactly what the unsupported list says.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { validateAbilities } from '../../engine/index.js';
import { realSwuCards, realSwuCardsSkipReason } from '../support/real-swu-cards.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`compiler-catalog tests did not run: ${skip}`);

describe.skipIf(!!skip)('the real SWU catalog, compiled', () => {
  it('has the 1,825 cards of the seven sets, each with valid abilities', () => {
    const { merged } = realSwuCards();
    expect(merged).toHaveLength(1825);
    const problems = merged.flatMap((m) => validateAbilities(m.card.abilities, `${m.card.id}.abilities`));
    expect(problems).toEqual([]);
  });
  it('EXECUTABLE exactly when nothing is unsupported; every unsupported ability is listed with its reason', () => {
    for (const m of realSwuCards().merged) {
      const support = m.card.engineSupport as { status: string; unsupported: { sentence: string; reason: string }[] };
      expect(support.status === 'EXECUTABLE', m.card.id).toBe(support.unsupported.length === 0);
      for (const a of m.card.abilities as Ability[]) {
        if (a.kind === 'unsupported') expect(support.unsupported.map((u) => u.sentence), m.card.id).toContain(a.text);
      }
    }
  });
  it('hand-written definitions (our starter set) win over the compiler: SOR_010 Darth Vader keeps ours', () => {
    const vader = realSwuCards().byId('SOR_010');
    expect((vader.abilities as Ability[]).map((a) => a.id)).toEqual(['villainy-ping', 'deploy', 'on-attack-damage']);
  });
});
