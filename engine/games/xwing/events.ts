// What the timing machine needs to know about X-Wing's events: when one can happen, the replacement effects that
// would substitute for it (one at most: replacement.3), how it changes the state, and which abilities it triggers.
import { NESTED_POINT, type EventRules, type Replacement } from '../../core/machine.js';
import { costEvents } from './abilities.js';
import { conditionHolds } from './conditions.js';
import { canPay, chargeOf } from './costs.js';
import type { ShipCard, XwRun } from './model.js';
import type { PendingAbility, Token, XwAbility, XwEvent } from './types.js';

type ReplacementAbility = Extract<XwAbility, { kind: 'replacement' }>;
type XwReplacement = Replacement<XwEvent> & { agreed: boolean };

export function describeEvent(run: XwRun, e: XwEvent): string {
  const ship = 'ship' in e ? run.ship(e.ship) : undefined;
  const name = ship ? run.label(ship) : 'ship' in e ? e.ship : '';
  switch (e.kind) {
    case 'gainToken': return `${name} gains 1 ${e.token} token`;
    case 'removeToken': return `${name} ${e.spent ? 'spends' : 'removes'} 1 ${e.token} token`;
    case 'lock': return `${name} acquires a lock on ${e.target}`;
    case 'actionPerformed': return `${name} performs a ${e.color} ${e.action} action`;
    case 'spendCharge': return `${name} spends ${e.amount} [Charge] of ${e.card}`;
    case 'recoverCharge': return `${name} recovers ${e.amount} [Charge] of ${e.card}`;
    case 'spendForce': return `${name} spends ${e.amount} [Force]`;
    case 'recoverShield': return `${name} recovers 1 shield`;
    case 'loseShield': return `${name} loses 1 shield`;
    case 'damageCard': return `${name} is dealt 1 facedown damage card`;
    case 'repairDamage': return `${name} repairs 1 ${e.faceup ? 'faceup' : 'facedown'} damage card`;
    case 'destroyed': return `${name} is destroyed`;
    case 'removed': return `${name} is removed from the play area`;
    case 'probe': return `PROBE: ${e.text}`;
  }
}

/** The log entry kind of an applied event. */
const LOG_KIND: Record<XwEvent['kind'], string> = {
  gainToken: 'TOKEN_GAINED', removeToken: 'TOKEN_REMOVED', lock: 'LOCK_ACQUIRED', actionPerformed: 'ACTION_PERFORMED',
  spendCharge: 'CHARGE_SPENT', recoverCharge: 'CHARGE_RECOVERED', spendForce: 'FORCE_SPENT', recoverShield: 'SHIELD_RECOVERED',
  loseShield: 'SHIELD_LOST', damageCard: 'DAMAGE_CARD', repairDamage: 'DAMAGE_REPAIRED', destroyed: 'DESTROYED', removed: 'REMOVED', probe: 'PROBE',
};


export function createRules(run: XwRun): EventRules<XwEvent, PendingAbility> {
  const ship = (id: string) => run.ship(id);

  function replacementFor(card: ShipCard, ability: ReplacementAbility, e: Extract<XwEvent, { kind: 'gainToken' }>): XwReplacement {
    const controller = card.ship.owner;
    const scope = { controller, ship: card.ship.id, card: card.cardId, ability: ability.id, refs: { subject: e.ship } };
    const label = `${card.def.name} (${card.ship.id}): ${ability.text}`;
    const replacement: XwReplacement = {
      id: `${card.ship.id}:${card.cardId}:${ability.id}`,
      label,
      agreed: false,
      replace(event) {
        const subject = ship(e.ship)!;
        if (ability.optional && !replacement.agreed && run.askMay(controller, `${subject.id} would gain 1 ${e.token} token: use ${label}?`) === 'decline') {
          run.step('DECLINED', `${controller} does not use ${card.def.name}: ${subject.id} gains the ${e.token} token`, [card.ship.id], controller, 'abilities.1');
          return { instead: [], remaining: event };
        }
        let token = ability.instead.gain[0]! as Token;
        if (ability.instead.gain.length > 1) {
          token = run.askOption(controller, `${card.def.name}: which token does ${subject.id} gain instead?`, ability.instead.gain, (t) => `1 ${t} token`) as Token;
        }
        const costs = costEvents(scope, ability.cost ?? []);
        run.step('REPLACED', `${label}: resolved at once, not queued; ${subject.id} gains 1 ${token} token instead of 1 ${e.token} token`, [card.ship.id, subject.id], controller, 'replacement.1');
        run.step('NOT_OCCURRED', `${subject.id} does not gain the ${e.token} token: the replaced effect is treated as not having occurred, so nothing triggers on it`, [subject.id], null, 'replacement.2');
        return { instead: [...costs, { kind: 'gainToken', ship: subject.id, token }], remaining: null };
      },
    };
    return replacement;
  }

  return {
    replacementMode: 'one',
    legal(e) {
      const s = 'ship' in e ? ship(e.ship) : undefined;
      if (!s) return false;
      switch (e.kind) {
        case 'removeToken': return s.tokens.includes(e.token);
        case 'lock': return ship(e.target) !== undefined;
        case 'spendCharge': return (chargeOf(s, e.card, run)?.active ?? 0) >= e.amount;
        case 'recoverCharge': { const c = chargeOf(s, e.card, run); return !!c && c.active < c.total; }
        case 'spendForce': return (s.force?.active ?? 0) >= e.amount;
        case 'recoverShield': return !!s.shields && s.shields.active < s.shields.total;
        case 'loseShield': return (s.shields?.active ?? 0) > 0;
        case 'repairDamage': return (s.damageCards ?? []).some((d) => d.faceup === e.faceup && (!e.trait || d.trait === e.trait));
        case 'destroyed': return s.destroyed !== true;
        default: return true;
      }
    },
    replacements(e, used) {
      if (e.kind !== 'gainToken') return [];
      const subject = ship(e.ship);
      if (!subject) return [];
      const out: XwReplacement[] = [];
      for (const holder of run.state.ships) {
        for (const card of run.shipCards(holder)) {
          for (const ability of card.abilities) {
            if (ability.kind !== 'replacement' || !ability.would.gain.includes(e.token)) continue;
            const id = `${holder.id}:${card.cardId}:${ability.id}`;
            if (used.has(id) || !run.matches(ability.would.who, holder, subject) || !conditionHolds(run, ability.condition, holder, subject)) continue;
            // costs.1: the substitute always resolves, so only the cost itself can stop the replacement.
            if (ability.cost && !canPay(run, { controller: holder.owner, ship: holder.id, card: card.cardId, ability: ability.id, refs: {} }, ability.cost)) continue;
            out.push(replacementFor(card, ability, e));
          }
        }
      }
      return out;
    },
    chooseReplacement(e, options) {
      const subject = ship((e as { ship: string }).ship)!;
      const decline = options.every((o) => (o as XwReplacement).agreed === false);
      const [picked] = run.ask({
        player: subject.owner, kind: 'REPLACEMENT',
        text: `${describeEvent(run, e)}: several effects could replace it, only one may (replacement.3); choose one`,
        options: [...options.map((o) => ({ id: o.id, label: o.label, ref: o.id, card: o.id.split(':')[0]! })), ...(decline ? [{ id: 'decline', label: 'Decline', ref: 'decline', card: null }] : [])],
        min: 1, max: 1,
      });
      run.step('CHOICE_MADE', `only one replacement effect may substitute for ${describeEvent(run, e)}: ${picked === 'decline' ? 'none is used' : options.find((o) => o.id === picked)!.label}`, [subject.id], subject.owner, 'replacement.3');
      if (picked === 'decline') return { id: 'decline', label: 'none', replace: (ev) => ({ instead: [], remaining: ev }) };
      const chosen = options.find((o) => o.id === picked)! as XwReplacement;
      chosen.agreed = true;
      return chosen;
    },
    beforeApply() {},
    apply(e) {
      const s = ship((e as { ship: string }).ship)!;
      switch (e.kind) {
        case 'gainToken': s.tokens.push(e.token); break;
        case 'removeToken': s.tokens.splice(s.tokens.indexOf(e.token), 1); break;
        case 'lock': s.locks = [e.target]; break;
        case 'actionPerformed': s.performed = [...(s.performed ?? []), e.action]; break;
        case 'spendCharge': chargeOf(s, e.card, run)!.active -= e.amount; break;
        case 'recoverCharge': chargeOf(s, e.card, run)!.active += e.amount; break;
        case 'spendForce': s.force!.active -= e.amount; break;
        case 'recoverShield': s.shields!.active += 1; break;
        case 'loseShield': s.shields!.active -= 1; break;
        case 'damageCard': s.damageCards = [...(s.damageCards ?? []), { faceup: false }]; break;
        case 'repairDamage': {
          const cards = s.damageCards!;
          cards.splice(cards.findIndex((d) => d.faceup === e.faceup && (!e.trait || d.trait === e.trait)), 1);
          break;
        }
        case 'destroyed': s.destroyed = true; break;
        case 'removed':
          // Gone from the play area: nothing measures range to it, and locks on it are gone (lock.1: a lock is a token on it).
          run.state.ships = run.state.ships.filter((x) => x.id !== s.id);
          for (const other of run.state.ships) {
            if (other.range && s.id in other.range) delete other.range[s.id];
            if (other.locks?.includes(s.id)) other.locks = other.locks.filter((l) => l !== s.id);
          }
          break;
        case 'probe': break;
      }
      const rule = e.kind === 'destroyed' ? 'abilities.4' as const : e.kind === 'removeToken' && e.by && e.by !== e.ship ? 'abilities.2' as const : e.kind === 'lock' ? 'lock.1' as const : null;
      const why = e.kind === 'destroyed' ? ': its abilities stay active until it is removed' : rule === 'abilities.2' ? ` (${e.kind === 'removeToken' ? e.by : ''}'s effect explicitly says so)` : '';
      run.step(LOG_KIND[e.kind], `${describeEvent(run, e)}${why}`, [s.id], s.owner, rule);
    },
    triggers(e) {
      const subject = ship((e as { ship: string }).ship);
      const fired: PendingAbility[] = [];
      const nested = run.timing.windows.some((w) => w.point === NESTED_POINT && w.phase === 'collecting');
      for (const holder of run.state.ships) {
        for (const card of run.shipCards(holder)) {
          for (const ability of card.abilities) {
            if (ability.kind !== 'triggered' || !subject) continue;
            const w = ability.when;
            let hit = false;
            if (w.on === 'actionPerformed' && e.kind === 'actionPerformed') hit = (!w.actions || (w.actions as string[]).includes(e.action)) && (!w.color || w.color === e.color);
            else if (w.on === 'tokenGained' && e.kind === 'gainToken') hit = w.tokens.includes(e.token);
            else if (w.on === 'tokenSpent' && e.kind === 'removeToken') hit = e.spent && w.tokens.includes(e.token);
            else if (w.on === 'shieldLost' && e.kind === 'loseShield') hit = true;
            else if (w.on === 'destroyed' && e.kind === 'destroyed') hit = true;
            if (!hit || !run.matches(w.who, holder, subject) || !conditionHolds(run, ability.condition, holder, subject)) continue;
            const pending: PendingAbility = { id: run.machine.newId('a'), controller: holder.owner, source: holder.id, card: card.cardId, ability: ability.id, refs: { subject: subject.id } };
            fired.push(pending);
            const destroyedNote = holder.destroyed ? ` (${holder.id} is destroyed but not removed: its abilities are still active)` : '';
            run.step('TRIGGERED', `[${pending.id}] ${card.def.name} (${holder.id}) triggers: ${ability.text}${nested ? ' (raised while an ability resolves: it goes to the front of the ability queue)' : ''}${destroyedNote}`, [holder.id], holder.owner, holder.destroyed ? 'abilities.4' : nested ? 'queue.3' : 'abilities.3');
          }
        }
      }
      return fired;
    },
    stateChecks() {
      return run.state.ships
        .filter((s) => !s.destroyed && s.hull !== undefined && (s.damageCards?.length ?? 0) >= s.hull)
        .map((s) => ({ kind: 'destroyed', ship: s.id }) as XwEvent);
    },
  };
}

