// The actions a caller can submit, as JSON. Cards are named by instance id ("u3"), by card name ("Wampa",
// "Yoda, Old Master"), internal name ("yoda#old-master") or set code ("SOR_045"); a name must match exactly one
// card in the zone searched. A base is "base" (the opponent's, for attacks) or "player1:base"/"player2:base".
//
//   { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Battlefield Marine' }   target optional: asked for
//   { type: 'play', player: 'player1', card: 'Vanquish' }                                     from hand
//   { type: 'play', player: 'player1', card: 'Collections Starhopper', from: 'resources' }   Smuggle
//   { type: 'play', player: 'player1', card: 'Academy Training', target: 'General Krell' }   upgrade onto a unit
//   { type: 'play', player: 'player1', card: 'Academy Graduate', as: 'upgrade', target: 'TIE/ln Fighter' }  Piloting
//   { type: 'useAbility', player: 'player1', card: 'leader', ability: 'attack-rebels' }     ability id optional
//   { type: 'deployLeader', player: 'player1' }   a Pilot leader: as: 'upgrade', target: 'TIE/ln Fighter' (3.4.4A)
//   { type: 'pass', player: 'player1' }  { type: 'takeInitiative', player: 'player1' }
//   { type: 'continue' }                       resumes a state returned at a prompt (with the answer in `choices`)
// Direct "what if" events (no turn is taken; triggers resolve as usual):
//   { type: 'defeat', target: 'Yoda' }  { type: 'dealDamage', target: 'Yoda', amount: 3, source?: 'Wampa' }
//   { type: 'heal', target: 'player1:base', amount: 2 }  { type: 'capture', target: 'Yoda', captor: 'Rukh' }
//   { type: 'rescue', target: 'Yoda' }
import { discardPlay } from './v2/played.js';
import { invalid } from '../../core/interrupts.js';
import { startAttack } from './combat.js';
import { displayName, opponentOf, PLAYERS } from './model.js';
import { deployLeader, startPlay, useAbility } from './play.js';
import { rule } from './rules.js';
import type { SwuEvent, SwuRun } from './run.js';
import type { PlayerId, UnitInstance } from './state/types.js';
import { pass, requireTurn, takeInitiative } from './turn.js';

export type SwuAction =
  | { type: 'attack'; player: PlayerId; attacker: string; target?: string }
  | { type: 'play'; player: PlayerId; card: string; from?: 'hand' | 'resources'; target?: string; as?: 'unit' | 'upgrade' }
  | { type: 'useAbility'; player: PlayerId; card: string; ability?: string }
  | { type: 'deployLeader'; player: PlayerId; as?: 'unit' | 'upgrade'; target?: string }
  | { type: 'pass'; player: PlayerId }
  | { type: 'takeInitiative'; player: PlayerId }
  | { type: 'defeat'; target: string; player?: PlayerId }
  | { type: 'dealDamage'; target: string; amount: number; source?: string; player?: PlayerId }
  | { type: 'heal'; target: string; amount: number; player?: PlayerId }
  | { type: 'capture'; target: string; captor: string; player?: PlayerId }
  | { type: 'rescue'; target: string; player?: PlayerId };

export const ACTION_TYPES = ['attack', 'play', 'useAbility', 'deployLeader', 'pass', 'takeInitiative', 'defeat', 'dealDamage', 'heal', 'capture', 'rescue'] as const;

interface Candidate {
  id: string;
  card: string | null;
}

function matches(run: SwuRun, c: Candidate, ref: string): boolean {
  if (c.id === ref) return true;
  if (!c.card) return false;
  const def = run.def(c.card);
  const lower = ref.toLowerCase();
  return [def.id, def.internalName, def.name, displayName(def), c.card].some((v) => v.toLowerCase() === lower);
}

function pick(run: SwuRun, candidates: Candidate[], ref: unknown, path: string, what: string): string {
  if (typeof ref !== 'string' || ref === '') invalid('BAD_ACTION', path, `${what} must be a card instance id or name`);
  const byId = candidates.find((c) => c.id === ref);
  if (byId) return byId.id;
  const found = candidates.filter((c) => matches(run, c, ref));
  if (found.length === 0) invalid('BAD_ACTION', path, `no ${what} matches "${ref}"`);
  if (found.length > 1) invalid('BAD_ACTION', path, `"${ref}" matches ${found.length} cards (${found.map((c) => c.id).join(', ')}): use an instance id`);
  return found[0]!.id;
}

function unitCandidates(run: SwuRun, player?: PlayerId): Candidate[] {
  return run.units().filter((u) => !player || u.controller === player).map((u) => ({ id: u.id, card: u.card }));
}

function baseRef(run: SwuRun, ref: string, defaultOwner: PlayerId): string | undefined {
  const m = /^(player[12]):base$/i.exec(ref);
  if (m) return run.state[m[1]!.toLowerCase() as PlayerId].base.id;
  if (ref.toLowerCase() === 'base') return run.state[defaultOwner].base.id;
  for (const p of PLAYERS) if (run.state[p].base.id === ref) return ref;
  return undefined;
}

function unitOrBase(run: SwuRun, ref: unknown, path: string, defaultOwner: PlayerId): string {
  if (typeof ref === 'string') {
    const base = baseRef(run, ref, defaultOwner);
    if (base) return base;
  }
  return pick(run, unitCandidates(run), ref, path, 'unit or base');
}

function capturedCandidates(run: SwuRun): Candidate[] {
  const out: Candidate[] = [];
  for (const u of run.units()) if (!u.isLeader) for (const c of (u.inst as UnitInstance).capturedUnits) out.push({ id: c.id, card: c.card });
  return out;
}

function playerOf(raw: Record<string, unknown>, required: boolean, fallback: PlayerId): PlayerId {
  const p = raw.player;
  if (p === undefined && !required) return fallback;
  if (p !== 'player1' && p !== 'player2') invalid('BAD_ACTION', '$.action.player', `player must be "player1" or "player2"`);
  return p;
}

function amountOf(raw: Record<string, unknown>): number {
  const a = raw.amount;
  if (typeof a !== 'number' || !Number.isInteger(a) || a < 0) invalid('BAD_ACTION', '$.action.amount', 'amount must be a non-negative integer');
  return a;
}

/** Starts one action: whatever it triggers resolves in its window, after it (7.6.8). */
export function performAction(run: SwuRun, action: unknown): void {
  const window = run.openWindow('action');
  dispatch(run, action);
  run.then({ t: 'window', id: window });
}

function dispatch(run: SwuRun, action: unknown): void {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) invalid('BAD_ACTION', '$.action', 'the action must be an object with a "type"');
  const raw = action as Record<string, unknown>;
  const type = raw.type;
  if (typeof type !== 'string') invalid('BAD_ACTION', '$.action.type', `type is required: one of ${ACTION_TYPES.join(', ')}`);
  const active = run.state.activePlayer;
  switch (type) {
    case 'attack': {
      const player = playerOf(raw, true, active);
      requireTurn(run, player);
      const attacker = pick(run, unitCandidates(run, player), raw.attacker, '$.action.attacker', `unit of ${player}`);
      const target = raw.target === undefined ? undefined : unitOrBase(run, raw.target, '$.action.target', opponentOf(player));
      run.step('ACTION', `${player} takes the action: attack`, [attacker], player, rule('1.15.3'));
      const window = run.openWindow('action');
      startAttack(run, { player, attacker, defender: target, path: '$.action.target' });
      run.then({ t: 'window', id: window }, { t: 'swu.endTurn', player });
      return;
    }
    case 'play': {
      const player = playerOf(raw, true, active);
      requireTurn(run, player);
      const from = raw.from === undefined ? 'hand' : raw.from;
      if (from !== 'hand' && from !== 'resources' && from !== 'discard') invalid('BAD_ACTION', '$.action.from', 'from must be "hand", "resources" or "discard"');
      const zone: Candidate[] = from === 'hand' ? run.state[player].hand : from === 'discard' ? run.state[player].discard : run.state[player].resources;
      const card = pick(run, zone, raw.card, '$.action.card', `card in ${player}'s ${from}`);
      // From the discard pile only as an ability allows ("For this phase, you may play that card ...", v2/played.ts).
      const fromDiscard = from === 'discard' ? discardPlay(run, player, card, raw.as) : {};
      const attachTo = raw.target === undefined ? undefined : pick(run, unitCandidates(run), raw.target, '$.action.target', 'unit');
      if (raw.as !== undefined && raw.as !== 'unit' && raw.as !== 'upgrade') invalid('BAD_ACTION', '$.action.as', 'as must be "unit" or "upgrade" (a unit with Piloting)');
      run.step('ACTION', `${player} takes the action: play a card`, [card], player, rule('1.15.2'));
      startPlay(run, { player, card, from, attachTo, ...fromDiscard, ...(raw.as === undefined ? {} : { piloting: raw.as === 'upgrade' }) });
      run.then({ t: 'swu.endTurn', player });
      return;
    }
    case 'useAbility': {
      const player = playerOf(raw, true, active);
      requireTurn(run, player);
      const p = run.state[player];
      const candidates: Candidate[] = [{ id: p.leader.id, card: p.leader.card }, { id: p.base.id, card: p.base.card }, ...unitCandidates(run, player)];
      const ref = raw.card === 'leader' ? p.leader.id : raw.card === 'base' ? p.base.id : raw.card;
      const card = pick(run, candidates, ref, '$.action.card', `card ${player} controls`);
      if (raw.ability !== undefined && typeof raw.ability !== 'string') invalid('BAD_ACTION', '$.action.ability', 'ability must be an ability id');
      run.step('ACTION', `${player} takes the action: use an action ability`, [card], player, rule('1.15.4'));
      useAbility(run, player, card, raw.ability as string | undefined);
      run.then({ t: 'swu.endTurn', player });
      return;
    }
    case 'deployLeader': {
      const player = playerOf(raw, true, active);
      requireTurn(run, player);
      run.step('ACTION', `${player} takes the action: use an action ability (deploy the leader)`, [run.state[player].leader.id], player, rule('1.15.4'));
      if (raw.as !== undefined && raw.as !== 'unit' && raw.as !== 'upgrade') invalid('BAD_ACTION', '$.action.as', 'as must be "unit" or "upgrade" (a Pilot leader, 3.4.4A)');
      const attachTo = raw.target === undefined ? undefined : pick(run, unitCandidates(run, player), raw.target, '$.action.target', `unit of ${player}`);
      deployLeader(run, player, raw.as as 'unit' | 'upgrade' | undefined, attachTo);
      run.then({ t: 'swu.endTurn', player });
      return;
    }
    case 'pass': {
      const player = playerOf(raw, true, active);
      requireTurn(run, player);
      pass(run, player);
      return;
    }
    case 'takeInitiative': {
      const player = playerOf(raw, true, active);
      requireTurn(run, player);
      takeInitiative(run, player);
      return;
    }
    case 'defeat':
    case 'dealDamage':
    case 'heal':
    case 'capture':
    case 'rescue': {
      const player = playerOf(raw, false, active);
      let event: SwuEvent;
      if (type === 'defeat') event = { kind: 'defeat', target: pick(run, unitCandidates(run), raw.target, '$.action.target', 'unit') };
      else if (type === 'dealDamage') {
        const by = raw.source === undefined ? undefined : pick(run, unitCandidates(run), raw.source, '$.action.source', 'unit');
        event = { kind: 'damage', target: unitOrBase(run, raw.target, '$.action.target', opponentOf(player)), amount: amountOf(raw), by, byPlayer: player };
      } else if (type === 'heal') event = { kind: 'heal', target: unitOrBase(run, raw.target, '$.action.target', player), amount: amountOf(raw) };
      else if (type === 'capture') {
        const by = pick(run, unitCandidates(run), raw.captor, '$.action.captor', 'unit');
        event = { kind: 'capture', target: pick(run, unitCandidates(run), raw.target, '$.action.target', 'unit'), by };
        if (event.target === by) invalid('BAD_ACTION', '$.action.captor', 'a unit can\'t capture itself (8.33.1)');
      } else event = { kind: 'rescue', target: pick(run, capturedCandidates(run), raw.target, '$.action.target', 'captured unit') };
      // Not a game action: a tool asks what the rules make of this event (no turn is taken).
      run.step('EVENT', `what if: ${type} ${JSON.stringify({ ...raw, type: undefined })}`, [], player, rule(type === 'defeat' ? '1.5.5C' : type === 'dealDamage' ? '1.9.2' : type === 'heal' ? '1.9.3' : type === 'capture' ? '8.33.1' : '8.33.3'));
      const window = run.openWindow('action');
      run.emit([event]);
      run.then({ t: 'window', id: window });
      return;
    }
    case 'continue':
      return invalid('BAD_ACTION', '$.action.type', 'nothing to continue: this state has no resolution in progress');
    default:
      return run.unsupported('ACTION', type, `action type "${type}" is not supported; supported: ${ACTION_TYPES.join(', ')}`);
  }
}
