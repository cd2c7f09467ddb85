// Never guess: a card whose text is not defined in the ability language might be usable in any window the engine
// opens, so a state holding one answers UNSUPPORTED naming it (base units and cards without text are fine).
import type { Ti4Run } from './run.js';
import { sourcesOf } from './windows.js';

export function requireDefined(run: Ti4Run): void {
  for (const p of run.state.players) {
    for (const source of sourcesOf(run, p.id)) {
      const card = run.cards.get(source.card);
      if (card.abilities === undefined && card.text.trim() !== '') {
        run.unsupported('CARD', card.id, `${card.name}: "${card.text}" is not defined in the ability language yet, so the engine cannot tell when ${p.id} could use it`);
      }
    }
  }
}
