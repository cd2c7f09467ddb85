// How a prompt names what it offers: one function for every prompt kind, so that a client (or a test) recognises
// the same card the same way whether it is a target, a defender, a replacement or a card to resource. A card is its
// printed name and subtitle, then where it is: "Battlefield Marine (player2)" in play, "Chopper Base, Atollon
// (player2's base)", "Shield on Wampa (player2)", "Wampa (player1's hand)".
import { displayName, PLAYERS } from './model.js';
import type { SwuRun } from './run.js';
import type { PlayerId } from './state/types.js';

const HIDDEN_ZONES = [['hand', 'hand'], ['discard', 'discard pile'], ['deck', 'deck'], ['resources', 'resources']] as const;

/** Where an instance that is not a unit in play is, as words; undefined when the state has no such instance. */
function placeOf(run: SwuRun, id: string): { card: string; place: string } | undefined {
  for (const player of PLAYERS) {
    const p = run.state[player];
    if (p.base.id === id) return { card: p.base.card, place: `${player}'s base` };
    if (p.leader.id === id) return { card: p.leader.card, place: `${player}'s leader` };
    for (const [zone, words] of HIDDEN_ZONES) {
      for (const c of p[zone]) if (c.id === id && c.card) return { card: c.card, place: `${player}'s ${words}` };
    }
  }
  for (const unit of run.units()) {
    for (const u of unit.inst.upgrades) if (u.id === id) return { card: u.card, place: `on ${unitLabel(run, unit.id, unit.controller)}` };
  }
  return undefined;
}

function unitLabel(run: SwuRun, id: string, controller: PlayerId): string {
  return `${run.name(id)} (${controller})`;
}

/** The label of the card instance `id` in any prompt. */
export function cardLabel(run: SwuRun, id: string): string {
  const unit = run.unit(id);
  if (unit) return unitLabel(run, id, unit.controller);
  const found = placeOf(run, id);
  if (!found) return run.name(id);
  const name = displayName(run.def(found.card));
  return found.place.startsWith('on ') ? `${name} ${found.place}` : `${name} (${found.place})`;
}

/** A prompt option for a card instance: the id and ref are the instance id, the label is cardLabel. */
export function cardOption(run: SwuRun, id: string): { id: string; label: string; ref: string; card: string } {
  return { id, label: cardLabel(run, id), ref: id, card: id };
}
