// X-Wing's plug-in for expected outcomes and exploration (engine/core/outcomes.ts): reads a state in the documented
// format (README.md) and answers "what does this ship have": its tokens, shields, charges, locks, whether it is
// destroyed or removed. Read-only: it never runs a rule.
import type { CardLookup } from '../../api.js';
import type { Assertion, AssertionKind, GameOutcomes, Verdict } from '../../core/outcomes.js';
import { loadState, stateCardRefs } from './state.js';
import type { State } from './model.js';

export interface XwView {
  state: State;
  cards: CardLookup;
}

const UNREADABLE: Verdict = { passed: false, actual: null, message: 'the resulting state could not be read' };
const sorted = (xs: readonly string[]) => [...xs].sort();
const sameBag = (a: readonly string[], b: readonly string[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

const KINDS: Record<string, AssertionKind<XwView>> = {
  ship: {
    description: 'A ship by id: its tokens (any order), shields and charges (active), force, locks, actions performed this round, destroyed; `removed: true` when it is no longer in the play area',
    fields: {
      ship: { type: 'string', required: true }, tokens: { type: 'strings' }, shields: { type: 'integer' }, charges: { type: 'integer' },
      force: { type: 'integer' }, locks: { type: 'strings' }, performed: { type: 'strings' }, destroyed: { type: 'boolean' }, removed: { type: 'boolean' },
    },
    minOptional: 1,
    check(a: Assertion, { after: view }) {
      if (!view) return UNREADABLE;
      const ship = view.state.ships.find((s) => s.id === a.ship);
      if (!ship) return { passed: a.removed === true, actual: { removed: true }, message: a.removed === true ? `${a.ship as string} removed` : `no ship "${a.ship as string}" in the resulting state` };
      const found: Record<string, unknown> = {
        tokens: sorted(ship.tokens), shields: ship.shields?.active ?? 0, charges: ship.charges?.active ?? 0, force: ship.force?.active ?? 0,
        locks: ship.locks ?? [], performed: ship.performed ?? [], destroyed: ship.destroyed === true, removed: false,
      };
      const wrong = Object.keys(found).filter((f) => {
        if (a[f] === undefined) return false;
        if (f === 'tokens' || f === 'locks') return !sameBag(a[f] as string[], found[f] as string[]);
        if (f === 'performed') return JSON.stringify(a[f]) !== JSON.stringify(found[f]);
        return a[f] !== found[f];
      });
      return { passed: wrong.length === 0, actual: found, message: wrong.length === 0 ? `ship ${ship.id}` : `ship ${ship.id}: ${wrong.map((f) => `${f} is ${JSON.stringify(found[f])}, expected ${JSON.stringify(a[f])}`).join('; ')}` };
    },
  },
};

export const xwingOutcomes: GameOutcomes<XwView> = {
  read(input, cards) {
    const { state } = loadState(input, cards);
    return state ? { state, cards } : undefined;
  },
  kinds: KINDS,
  namesOf(view, ref) {
    const ship = view.state.ships.find((s) => s.id === ref);
    if (!ship) return [];
    const pilot = ship.pilot ? view.state.customCards?.find((c) => c.id === ship.pilot)?.name ?? view.cards(`XWING:pilot:${ship.pilot}`)?.name : undefined;
    return pilot ? [ship.id, pilot] : [ship.id];
  },
  cardOf(view, ref) {
    const ship = view.state.ships.find((s) => s.id === ref);
    return ship?.pilot ? view.cards(`XWING:pilot:${ship.pilot}`)?.id : undefined;
  },
  namedCards(input, _before, cards) {
    return stateCardRefs(input).map((ref) => cards(ref)?.id).filter((id): id is string => id !== undefined).sort();
  },
  facts(view) {
    const facts: Record<string, unknown> = {};
    for (const s of view.state.ships) {
      facts[s.id] = { tokens: sorted(s.tokens), shields: s.shields?.active ?? null, charges: s.charges?.active ?? null, force: s.force?.active ?? null, locks: s.locks ?? [], destroyed: s.destroyed === true };
    }
    return facts;
  },
};
