// What the zone, token and hidden-information events do to the state (state/timing-effects.ts), reached only
// through the pipeline's apply step (apply.ts delegates here).
import { displayName, findUpgrade, isTokenCard } from './model.js';
import { leavePlay, putIntoPlay } from './apply.js';
import { markEntered } from './keywords/hidden.js';
import { rule } from './rules.js';
import type { SwuEvent, SwuRun } from './run.js';
import type { CardRef, PlayerId } from './state/types.js';
import { restricted } from './restrictions.js';
import { leaderUpgradeOwner } from './v2/pilots.js';

type ZoneEvent = Extract<SwuEvent, { kind: 'createToken' | 'moveCard' | 'reveal' | 'createCredits' | 'spendCredits' }>;
type Destination = Extract<SwuEvent, { kind: 'moveCard' }>['to'];

const WHERE: Record<Destination, string> = { hand: "its owner's hand", discard: "its owner's discard pile", deckBottom: "the bottom of its owner's deck", deckTop: "the top of its owner's deck" };

/** Puts a card into one of its owner's out-of-play zones. */
export function putInZone(run: SwuRun, owner: PlayerId, card: CardRef, to: Destination): void {
  const p = run.state[owner];
  if (to === 'hand') p.hand.push(card);
  else if (to === 'deckBottom') p.deck.push(card);
  else if (to === 'deckTop') p.deck.unshift(card);
  else p.discard.push(card);
}

/** 8.5.4: a card that changes zones is a new copy; lasting effects on the old one end. */
function forget(run: SwuRun, id: string): void {
  if (run.state.effects.some((e) => e.targets.includes(id))) {
    run.state.effects = run.state.effects
      .map((e) => (e.targets.includes(id) ? { ...e, targets: e.targets.filter((t) => t !== id) } : e))
      .filter((e) => e.targets.length > 0);
  }
}

function moveCard(run: SwuRun, event: Extract<SwuEvent, { kind: 'moveCard' }>): void {
  const s = run.state;
  const verb = event.reason === 'discard' ? 'is discarded' : event.reason === 'return' ? 'is returned' : event.reason === 'draw' ? 'is drawn' : 'goes';
  if (event.from === 'play') {
    const unit = run.unit(event.target);
    if (unit) {
      const name = run.name(unit.id);
      const token = isTokenCard(run.def(unit.card));
      leavePlay(run, unit, event.to);
      forget(run, unit.id);
      // 8.24.2: returned, not defeated; 3.7.3: a token leaving play is set aside.
      run.step('LEFT_PLAY', token ? `${name} leaves play and is set aside (token)` : `${name} ${verb} to ${WHERE[event.to]}`, [unit.id], unit.controller, rule(token ? '3.7.3' : event.to === 'hand' ? '8.24.1' : '8.12.1'));
      return;
    }
    const found = findUpgrade(s, event.target, run.defOf)!;
    // A Leader Upgrade never goes to a hand or deck (3.4.5-3.4.6); what would happen is not said for upgrades.
    if (leaderUpgradeOwner(run, found.upgrade)) run.unsupported('RULE', '3.4.6', `moving the leader ${run.name(found.upgrade.id)} (deployed as an upgrade) to a ${event.to === 'hand' ? 'hand' : 'deck or discard pile'}`);
    found.host.inst.upgrades = found.host.inst.upgrades.filter((u) => u.id !== event.target);
    const def = run.def(found.upgrade.card);
    if (!isTokenCard(def)) putInZone(run, found.upgrade.owner, { id: found.upgrade.id, card: found.upgrade.card }, event.to);
    forget(run, found.upgrade.id);
    run.step('LEFT_PLAY', isTokenCard(def) ? `${displayName(def)} on ${run.name(found.host.id)} leaves play and is set aside (token)` : `${displayName(def)} on ${run.name(found.host.id)} ${verb} to ${WHERE[event.to]}`, [found.upgrade.id, found.host.id], found.upgrade.owner, rule(isTokenCard(def) ? '3.7.3' : '8.12.1'));
    return;
  }
  for (const player of ['player1', 'player2'] as const) {
    const p = s[player];
    const zone: { id: string; card: string | null }[] = event.from === 'resources' ? p.resources : p[event.from];
    const i = zone.findIndex((c) => c.id === event.target);
    if (i < 0) continue;
    const [entry] = zone.splice(i, 1);
    const card = { id: entry!.id, card: entry!.card! };
    putInZone(run, player, card, event.to);
    forget(run, card.id);
    const hidden = event.from === 'deck' && event.to.startsWith('deck');
    const name = hidden ? 'a card' : displayName(run.def(card.card));
    run.step(event.reason === 'discard' ? 'DISCARDED' : 'MOVED', `${player}: ${name} ${verb} from their ${event.from} to ${WHERE[event.to].replace("its owner's", 'their')}`, [card.id], player, rule(event.reason === 'discard' ? (event.from === 'deck' ? '1.14.3' : '1.14.1') : event.reason === 'search' ? '8.26.2' : '4.1.1'));
    return;
  }
}

export function applyZoneEvent(run: SwuRun, event: ZoneEvent): void {
  switch (event.kind) {
    case 'createToken': {
      const def = run.def(event.card);
      // 7.5.18A: a token is "created this phase" like a played unit is played.
      markEntered(putIntoPlay(run, event.player, { id: event.id, card: event.card, owner: event.player }));
      run.step('TOKEN_CREATED', `${event.player} creates a ${displayName(def)} token (it enters play exhausted)`, [event.id], event.player, rule('3.7.2'));
      return;
    }
    case 'moveCard':
      moveCard(run, event);
      return;
    case 'createCredits':
      run.state[event.player].credits = (run.state[event.player].credits ?? 0) + event.count;
      run.step('TOKEN_CREATED', `${event.player} creates ${event.count} Credit token${event.count === 1 ? '' : 's'} (in their resource zone, not resources)`, [], event.player, rule('3.7.13'));
      return;
    case 'spendCredits':
      run.state[event.player].credits -= event.count;
      run.step('COST_PAID', `${event.player} defeats ${event.count} Credit token${event.count === 1 ? '' : 's'} to pay ${event.count} less`, [], event.player, rule('3.7.13'));
      return;
    case 'reveal': {
      const names = event.cards.map((id) => {
        for (const p of ['player1', 'player2'] as const) for (const zone of ['hand', 'deck'] as const) {
          const c = run.state[p][zone].find((x) => x.id === id);
          if (c) return displayName(run.def(c.card));
        }
        return id;
      });
      const shown = names.length ? names.join(', ') : 'no cards';
      run.step(event.to ? 'LOOKED_AT' : 'REVEALED', `${event.to ?? event.player} ${event.what}: ${shown}`, event.cards, event.to ?? event.player, rule(event.to ? '8.26.1' : '1.17.1'));
      return;
    }
  }
}

/** Legality of the events above (and "can't" restrictions): what the pipeline checks before applying. */
export function zoneEventLegal(run: SwuRun, event: SwuEvent): boolean {
  switch (event.kind) {
    case 'moveCard': {
      if (event.from === 'play') return !!run.unit(event.target) || !!findUpgrade(run.state, event.target, run.defOf);
      const from = event.from;
      const target = event.target;
      return (['player1', 'player2'] as const).some((p) => {
        const zone: { id: string; card: string | null }[] = from === 'resources' ? run.state[p].resources : run.state[p][from];
        return zone.some((c) => c.id === target && c.card !== null);
      });
    }
    case 'ready':
      return !restricted(run, event.target, 'cantReady');
    case 'spendCredits':
      return (run.state[event.player].credits ?? 0) >= event.count;
    default:
      return true;
  }
}
