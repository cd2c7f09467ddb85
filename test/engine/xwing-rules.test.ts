// X-Wing: one test (at least) per rule bullet of ../shared/rules/xwing-abilities.md and the ability queue, each
// named by the number engine/games/xwing/rules.ts gives it. Expected outcomes are worked out from the printed card
// text and the rules, not read off the engine.
import { describe, expect, it } from 'vitest';
import { XWING_CARDS } from '../../engine/games/xwing/cards.js';
import { resolve, validateState } from '../../engine/index.js';
import { explore } from '../../engine/scenarios.js';
import { xwingStarterLookup } from '../../engine/games/xwing/cards.js';
import type { XwAbility } from '../../engine/games/xwing/types.js';
import { allPrompts, byLabel, choose, drive, rules, ship, sorted } from './xwing-support.js';
import { promptFormat } from '../../engine/core/prompt-schema.js';
import { validate } from '../../engine/core/schema.js';

const players = { P1: { first: true }, P2: {} };

/** "After you gain a focus token, PROBE": no real 2.0 card has this timing (XW-04 uses it to see the event). */
const focusProbe = { id: 'probe-focus', kind: 'pilot', name: 'Focus Probe', text: 'After you gain a focus token, log(PROBE).', abilities: [{ kind: 'triggered', id: 'probe', text: 'After you gain a focus token, log(PROBE).', when: { on: 'tokenGained', who: { rel: 'self' }, tokens: ['focus'] }, optional: false, effect: { do: 'probe', text: 'focus gained' } }] };

describe('abilities.1: mandatory unless "may", "Action:" or "Attack:"', () => {
  it('a mandatory ability resolves without asking (Perceptive Copilot: gain 1 focus token)', () => {
    const state = { players, ships: [{ id: 'a', owner: 'P1', upgrades: ['perceptivecopilot'] }] };
    const { result, asked } = drive(state, { type: 'performAction', ship: 'a', action: 'focus' });
    expect(result.status).toBe('RESOLVED');
    expect(asked).toEqual([]);
    // One focus from the action, one from the copilot.
    expect(sorted(ship(result.state as never, 'a').tokens)).toEqual(['focus', 'focus']);
    expect(result.log.find((l) => l.kind === 'ABILITY_RESOLVED')?.rule?.number).toBe('abilities.1');
  });

  it('a "may" ability asks, and declining it changes nothing (Chewbacca: you may gain 1 focus token)', () => {
    const state = { players, ships: [{ id: 'a', owner: 'P1', upgrades: ['chewbacca-battleofyavin'] }] };
    const yes = drive(state, { type: 'performAction', ship: 'a', action: 'evade' }, () => 'resolve');
    expect(yes.asked.map((p) => [p.kind, p.player])).toEqual([['MAY', 'P1']]);
    expect(sorted(ship(yes.state, 'a').tokens)).toEqual(['evade', 'focus']);
    const no = drive(state, { type: 'performAction', ship: 'a', action: 'evade' }, () => 'decline');
    expect(sorted(ship(no.state, 'a').tokens)).toEqual(['evade']);
    expect(no.result.log.some((l) => l.kind === 'DECLINED' && l.rule?.number === 'abilities.1')).toBe(true);
  });

  it('an "Action:" ability never triggers; the ship uses it as its action (GNK "Gonk" Droid)', () => {
    const state = { players, ships: [{ id: 'a', owner: 'P1', shields: { active: 1, total: 2 }, upgrades: [{ card: 'gnkgonkdroid', charges: { active: 1, total: 1 } }] }] };
    // Performing another action does not run it.
    const focus = drive(state, { type: 'performAction', ship: 'a', action: 'focus' });
    expect(ship(focus.state, 'a').shields).toEqual({ active: 1, total: 2 });
    // Using it: spend 1 charge, recover 1 shield.
    const used = drive(state, { type: 'useAbility', ship: 'a', card: 'gnkgonkdroid', ability: 'action:2' });
    expect(used.result.status).toBe('RESOLVED');
    expect(ship(used.state, 'a').shields).toEqual({ active: 2, total: 2 });
    expect(ship(used.state, 'a').upgrades).toEqual([{ card: 'gnkgonkdroid', charges: { active: 0, total: 1 } }]);
  });

  it('a triggered ability cannot be used at will', () => {
    const state = { players, ships: [{ id: 'a', owner: 'P1', upgrades: ['chewbacca-battleofyavin'] }] };
    const { result } = drive(state, { type: 'useAbility', ship: 'a', card: 'chewbacca-battleofyavin', ability: 'crew' });
    expect(result.status).toBe('INVALID');
    expect(result.errors[0]).toMatchObject({ code: 'ILLEGAL_ACTION', path: '$.action.ability' });
    expect(result.errors[0]!.message).toContain('abilities.1');
  });

  it('every card we define says "optional" exactly when its sentence says "may", and "Action:" abilities are actions', () => {
    for (const card of XWING_CARDS) {
      for (const ability of card.abilities as XwAbility[]) {
        const sentence = ability.text.replace(/^[^:]+: (?=After|If|Before|During|While|You)/, '');
        if (ability.kind === 'triggered' || ability.kind === 'replacement') {
          expect([card.id, ability.id, ability.optional]).toEqual([card.id, ability.id, /\bmay\b/.test(sentence)]);
        }
        if (ability.kind === 'action') expect(ability.text.startsWith('Action:')).toBe(true);
        else expect(ability.text.startsWith('Action:')).toBe(false);
      }
    }
  });
});

describe("abilities.2: another ship's tokens and dice", () => {
  const two = { players, ships: [{ id: 'a', owner: 'P1', tokens: ['focus'] }, { id: 'b', owner: 'P1', tokens: ['focus'], range: { a: 1 } }] };

  it('a ship cannot spend a token of another ship (even a friendly one)', () => {
    const { result } = drive(two, { type: 'spendToken', ship: 'a', token: 'focus', from: 'b' });
    expect(result.status).toBe('INVALID');
    expect(result.errors[0]).toMatchObject({ code: 'ILLEGAL_ACTION', path: '$.action.from' });
    expect(result.errors[0]!.message).toContain('abilities.2');
    // Its own token it can.
    const own = drive(two, { type: 'spendToken', ship: 'a', token: 'focus' });
    expect(ship(own.state, 'a').tokens).toEqual([]);
    expect(ship(own.state, 'b').tokens).toEqual(['focus']);
  });

  it('a ship cannot modify die results of another ship; its own it can', () => {
    const state = { ...two, attack: { attacker: 'a', defender: 'b', attackDice: ['focus', 'hit'], defenseDice: ['focus'] } };
    const theirs = drive(state, { type: 'modifyDie', ship: 'a', dice: 'defense', index: 0, to: 'blank' });
    expect(theirs.result.status).toBe('INVALID');
    expect(theirs.result.errors[0]!.message).toContain('abilities.2');
    const mine = drive(state, { type: 'modifyDie', ship: 'a', dice: 'attack', index: 0, to: 'hit' });
    expect((mine.state as { attack: { attackDice: string[] } }).attack.attackDice).toEqual(['hit', 'hit']);
  });

  it('unless an effect explicitly says so (Mercenary: transfer one of its green tokens to yourself)', () => {
    const state = { players, ships: [
      { id: 'merc', owner: 'P1', upgrades: ['mercenary-swz103'], range: { wing: 2 } },
      { id: 'wing', owner: 'P1', tokens: ['evade', 'stress'], hull: 1 },
    ] };
    const { result, state: after } = drive(state, { type: 'sufferDamage', ship: 'wing', amount: 1 });
    expect(result.status).toBe('RESOLVED');
    // The destroyed ship's only green token (evade) moves; stress is red and stays.
    expect(ship(after, 'merc').tokens).toEqual(['evade']);
    expect(ship(after, 'wing').tokens).toEqual(['stress']);
    expect(result.log.find((l) => l.kind === 'TOKEN_REMOVED')?.rule?.number).toBe('abilities.2');
  });
});

describe('abilities.3 and the ability queue', () => {
  const anyShipProbe = (id: string, text: string) => ({ id, kind: 'pilot', name: id, text: 'After a ship at range 0-3 is destroyed, log.', abilities: [{ kind: 'triggered', id: 'p', text: 'After a ship at range 0-3 is destroyed, log.', when: { on: 'destroyed', who: { rel: 'any', range: [0, 3] } }, optional: false, effect: { do: 'probe', text } }] });
  const state = (first: 'P1' | 'P2') => ({
    players: { P1: { first: first === 'P1' }, P2: { first: first === 'P2' } },
    customCards: [anyShipProbe('p1probe', 'P1 ability'), anyShipProbe('p2probe', 'P2 ability')],
    ships: [
      { id: 'x', owner: 'P1', pilot: 'p1probe', range: { y: 1, victim: 1 } },
      { id: 'y', owner: 'P2', pilot: 'p2probe', range: { victim: 1 } },
      { id: 'victim', owner: 'P2', hull: 1 },
    ],
  });

  it("queue.1: the first player's abilities resolve first (abilities.3: simultaneous abilities use the queue)", () => {
    const order = (first: 'P1' | 'P2') => drive(state(first), { type: 'sufferDamage', ship: 'victim', amount: 1 }).result.log.filter((l) => l.kind === 'PROBE').map((l) => l.text);
    expect(order('P1')).toEqual(['PROBE: P1 ability', 'PROBE: P2 ability']);
    expect(order('P2')).toEqual(['PROBE: P2 ability', 'PROBE: P1 ability']);
  });

  it('queue.2: a player orders their own simultaneous abilities (Jake Farrell: pilot and ship ability)', () => {
    const jake = { players, ships: [{ id: 'jake', owner: 'P1', pilot: 'jakefarrell' }] };
    const { asked, result } = drive(jake, { type: 'performAction', ship: 'jake', action: 'barrelRoll' }, (p) => (p.kind === 'TRIGGER_ORDER' ? byLabel(p, /Vectored Thrusters/) : 'decline'));
    expect(asked[0]).toMatchObject({ kind: 'TRIGGER_ORDER', player: 'P1' });
    expect(asked[0]!.options).toHaveLength(2);
    // Vectored Thrusters was put first: it is the first one offered.
    expect(asked[1]!.text).toMatch(/Vectored Thrusters/);
    expect(asked[2]!.text).toMatch(/Barrel Roll\] or \[Boost\]/);
    expect(result.log.find((l) => l.kind === 'CHOICE_MADE')?.rule?.number).toBe('queue.2');
  });

  it('queue.3: abilities raised while one resolves go to the front (Jake Farrell, RR example #1)', () => {
    const jake = { players, ships: [{ id: 'jake', owner: 'P1', pilot: 'jakefarrell' }] };
    const { result } = drive(jake, { type: 'performAction', ship: 'jake', action: 'barrelRoll' }, (p) => {
      if (p.kind === 'TRIGGER_ORDER') return byLabel(p, /Barrel Roll\] or/);
      return /\[a3\]/.test(p.text) ? 'decline' : choose(p, 'jake');
    });
    // a1 pilot ability, a2 Vectored Thrusters (after the barrel roll); a3 Vectored Thrusters (after the Focus).
    const resolvedOrder = result.log.filter((l) => l.kind === 'ABILITY_RESOLVED' || l.kind === 'DECLINED').map((l) => /\[(a\d)\]/.exec(l.text)?.[1]);
    expect(resolvedOrder).toEqual(['a1', 'a3', 'a2']);
    expect(result.log.find((l) => l.text.startsWith('[a3]'))?.rule?.number).toBe('queue.3');
  });
});

describe("abilities.4: a destroyed ship's abilities stay active until it is removed", () => {
  const jyn = (destroyed: boolean) => ({ players, ships: [
    { id: 'a', owner: 'P1', upgrades: ['jynerso'], destroyed, range: { b: 2 } },
    { id: 'b', owner: 'P1' },
  ] });

  it('Jyn Erso on a destroyed, not yet removed ship still replaces; once removed she does not', () => {
    const before = drive(jyn(true), { type: 'gainToken', ship: 'b', token: 'focus' }, () => 'resolve');
    expect(before.asked.map((p) => p.kind)).toEqual(['MAY']);
    expect(ship(before.state, 'b').tokens).toEqual(['evade']);
    const removed = drive(jyn(true), { type: 'removeShip', ship: 'a' });
    expect(removed.state.ships.map((s) => s.id)).toEqual(['b']);
    const after = drive(removed.state, { type: 'gainToken', ship: 'b', token: 'focus' });
    expect(after.asked).toEqual([]);
    expect(ship(after.state, 'b').tokens).toEqual(['focus']);
  });

  it('a ship destroyed now triggers its own "after a friendly ship at range 0-2 is destroyed" (Carlist Rieekan)', () => {
    const state = { players, ships: [
      { id: 'a', owner: 'P1', upgrades: ['carlistrieekan'], hull: 1, range: { b: 1 } },
      { id: 'b', owner: 'P1' },
    ] };
    const { result, asked } = drive(state, { type: 'sufferDamage', ship: 'a', amount: 1 }, (p) => choose(p, 'b'));
    expect(result.status).toBe('RESOLVED');
    expect(ship(result.state as never, 'a').destroyed).toBe(true);
    expect(result.log.find((l) => l.kind === 'TRIGGERED')?.rule?.number).toBe('abilities.4');
    // One MAY with the ships it could choose (the destroyed one itself is at range 0), then b's own "may".
    expect(asked.map((p) => [p.kind, p.options.map((o) => o.id)])).toEqual([['MAY', ['a', 'b', 'decline']], ['MAY', ['resolve', 'decline']]]);
    // b performs a red Evade: 1 evade token, then 1 stress (stress.1).
    expect(sorted(ship(result.state as never, 'b').tokens)).toEqual(['evade', 'stress']);
  });

  it('a removed ship leaves no range or lock behind, so the state stays a valid input', () => {
    const state = { players, ships: [{ id: 'a', owner: 'P2', destroyed: true }, { id: 'b', owner: 'P1', range: { a: 1 }, locks: ['a'] }] };
    const { state: after } = drive(state, { type: 'removeShip', ship: 'a' });
    expect(ship(after, 'b')).toMatchObject({ range: {}, locks: [] });
    expect(validateState('XWING', after, xwingStarterLookup)).toEqual({ valid: true, errors: [] });
  });

  it('removing a ship that is not destroyed is refused', () => {
    const { result } = drive(jyn(false), { type: 'removeShip', ship: 'a' });
    expect(result.errors[0]).toMatchObject({ code: 'ILLEGAL_ACTION', path: '$.action.ship' });
  });
});

describe('Replacement effects', () => {
  const xw04 = { players: { P1: { first: true, faction: 'rebelalliance' } }, customCards: [focusProbe], ships: [
    { id: 'A', owner: 'P1', upgrades: ['jynerso'] },
    { id: 'B', owner: 'P1', pilot: 'probe-focus', range: { A: 2 }, tokens: [] },
  ] };

  it('replacement.1: resolved at the moment of the effect, never queued', () => {
    const { result, asked } = drive(xw04, { type: 'performAction', ship: 'B', action: 'focus' }, () => 'resolve');
    expect(asked.map((p) => p.kind)).toEqual(['MAY']);
    expect(result.log.some((l) => l.kind === 'TRIGGERED' && /Jyn/.test(l.text))).toBe(false);
    expect(result.log.find((l) => l.kind === 'REPLACED')?.rule?.number).toBe('replacement.1');
  });

  it('replacement.2: the replaced token gain did not occur, so what triggers on it does not fire', () => {
    const used = drive(xw04, { type: 'performAction', ship: 'B', action: 'focus' }, () => 'resolve');
    expect(ship(used.state, 'B').tokens).toEqual(['evade']);
    expect(used.result.log.some((l) => l.kind === 'PROBE')).toBe(false);
    expect(rules(used.result)).toContain('replacement.2');
    const declined = drive(xw04, { type: 'performAction', ship: 'B', action: 'focus' }, () => 'decline');
    expect(ship(declined.state, 'B').tokens).toEqual(['focus']);
    expect(declined.result.log.some((l) => l.kind === 'PROBE')).toBe(true);
  });

  it('replacement.3: of two replacements for the same token gain only one substitutes (RR example)', () => {
    const calc = { id: 'calc-instead', kind: 'pilot', name: 'Calculator', text: 'Before you would gain a focus token, gain a calculate token instead.', abilities: [{ kind: 'replacement', id: 'r', text: 'Before you would gain a focus token, gain a calculate token instead.', would: { gain: ['focus'], who: { rel: 'self' } }, optional: false, instead: { gain: ['calculate'] } }] };
    const state = { players, customCards: [calc], ships: [{ id: 'A', owner: 'P1', upgrades: ['jynerso'] }, { id: 'B', owner: 'P1', pilot: 'calc-instead', range: { A: 1 } }] };
    const jyn = drive(state, { type: 'gainToken', ship: 'B', token: 'focus' }, (p) => byLabel(p, /Jyn/));
    expect(jyn.asked.map((p) => p.kind)).toEqual(['REPLACEMENT']);
    expect(ship(jyn.state, 'B').tokens).toEqual(['evade']);
    const other = drive(state, { type: 'gainToken', ship: 'B', token: 'focus' }, (p) => byLabel(p, /Calculator/));
    expect(ship(other.state, 'B').tokens).toEqual(['calculate']);
    expect(rules(other.result)).toContain('replacement.3');
  });

  it('the substitute may itself be a choice (Seventh Sister: jam or tractor, for 1 Force)', () => {
    const state = { players, ships: [
      { id: 'sis', owner: 'P1', upgrades: ['seventhsister'], force: { active: 1, total: 1 }, range: { foe: 1 } },
      { id: 'foe', owner: 'P2' },
    ] };
    const { result, state: after } = drive(state, { type: 'gainToken', ship: 'foe', token: 'stress' }, (p) => (p.kind === 'MAY' ? 'resolve' : 'tractor'));
    expect(result.status).toBe('RESOLVED');
    expect(ship(after, 'foe').tokens).toEqual(['tractor']);
    expect(ship(after, 'sis').force).toEqual({ active: 0, total: 1 });
  });
});

describe('Paying costs', () => {
  it('costs.1: the Gonk cannot spend its charge with no inactive shield (RR example)', () => {
    const state = { players, ships: [{ id: 'a', owner: 'P1', shields: { active: 2, total: 2 }, upgrades: [{ card: 'gnkgonkdroid', charges: { active: 1, total: 1 } }] }] };
    const { result } = drive(state, { type: 'useAbility', ship: 'a', card: 'gnkgonkdroid', ability: 'action:2' });
    expect(result.status).toBe('INVALID');
    expect(result.errors[0]!.message).toContain('costs.1');
    // R5 Astromech: no facedown damage card to repair, so no charge is spent.
    const r5 = { players, ships: [{ id: 'a', owner: 'P1', damageCards: [{ faceup: true, trait: 'Pilot' }], upgrades: [{ card: 'r5astromech', charges: { active: 2, total: 2 } }] }] };
    expect(drive(r5, { type: 'useAbility', ship: 'a', card: 'r5astromech', ability: 'action:1' }).result.errors[0]!.message).toContain('costs.1');
  });

  it('costs.1: a cost that cannot be paid is not offered (Tomax Bren with 1 of the 2 charges)', () => {
    const state = { players, ships: [{ id: 't', owner: 'P1', pilot: 'tomaxbren-swz98', charges: { active: 1, total: 2 } }] };
    const { result, asked } = drive(state, { type: 'performAction', ship: 't', action: 'barrelRoll' });
    expect(asked).toEqual([]);
    expect(result.log.find((l) => l.kind === 'CANNOT_PAY')?.rule?.number).toBe('costs.1');
    const paid = drive({ ...state, ships: [{ ...state.ships[0]!, charges: { active: 2, total: 2 } }] }, { type: 'performAction', ship: 't', action: 'barrelRoll' }, () => 'resolve');
    expect(ship(paid.state, 't')).toMatchObject({ tokens: ['focus'], charges: { active: 0, total: 2 } });
  });

  it('costs.2: a replaced cost still lets the effect resolve (Lieutenant Karsabi\'s stress becomes Seventh Sister\'s jam)', () => {
    const state = { players, ships: [
      { id: 'sis', owner: 'P1', upgrades: ['seventhsister'], force: { active: 1, total: 1 }, range: { karsabi: 1 } },
      { id: 'karsabi', owner: 'P2', pilot: 'lieutenantkarsabi' },
    ] };
    const { result, state: after, asked } = drive(state, { type: 'gainToken', ship: 'karsabi', token: 'disarm' }, (p) => (p.kind === 'MAY' ? 'resolve' : 'jam'));
    expect(result.status).toBe('RESOLVED');
    expect(asked.map((p) => [p.kind, p.player])).toEqual([['MAY', 'P2'], ['MAY', 'P1'], ['OPTION', 'P1']]);
    // The stress cost was replaced by a jam token, and the disarm token is still removed.
    expect(ship(after, 'karsabi').tokens).toEqual(['jam']);
    expect(rules(result)).toEqual(expect.arrayContaining(['costs.1', 'replacement.1']));
  });
});

describe('actions the abilities perform', () => {
  it('stress.1: a red action gives a stress token, and a stressed ship performs no action', () => {
    const state = { players, ships: [{ id: 'j', owner: 'P1', pilot: 'junoeclipse' }] };
    const { result, state: after } = drive(state, { type: 'performAction', ship: 'j', action: 'focus' }, () => 'resolve');
    expect(sorted(ship(after, 'j').tokens)).toEqual(['focus', 'stress']);
    expect(ship(after, 'j').performed).toEqual(['focus', 'boost']);
    expect(rules(result)).toContain('stress.1');
    const again = drive(after, { type: 'performAction', ship: 'j', action: 'evade' });
    expect(again.result.errors[0]!.message).toContain('stress.1');
  });

  it('actions.1: a ship does not perform the same action twice in a round (Jake Farrell after a Focus)', () => {
    const state = { players, ships: [{ id: 'jake', owner: 'P1', pilot: 'jakefarrell', performed: ['focus'] }] };
    const { result, asked } = drive(state, { type: 'performAction', ship: 'jake', action: 'barrelRoll' }, (p) => (p.kind === 'TRIGGER_ORDER' ? byLabel(p, /Barrel Roll\] or/) : 'decline'));
    // The pilot ability could only give a Focus action jake already performed: it is not offered.
    expect(asked.filter((p) => /Barrel Roll\] or/.test(p.text))).toEqual([]);
    expect(result.status).toBe('RESOLVED');
  });

  it('Han Solo counts the enemy ships at range 0-1', () => {
    const state = { players, ships: [
      { id: 'han', owner: 'P1', upgrades: ['hansolo-crew'], range: { e1: 1, e2: 2, f: 1 } },
      { id: 'e1', owner: 'P2' }, { id: 'e2', owner: 'P2' }, { id: 'f', owner: 'P1' },
    ] };
    const { state: after } = drive(state, { type: 'performAction', ship: 'han', action: 'evade' });
    expect(ship(after, 'han').tokens).toEqual(['evade', 'evade']);
  });

  it('Garven Dreis: after spending a focus token, a friendly ship at range 1-3 gains one', () => {
    const state = { players, ships: [{ id: 'g', owner: 'P1', pilot: 'garvendreis', tokens: ['focus'], range: { w: 2, far: 4 } }, { id: 'w', owner: 'P1' }, { id: 'far', owner: 'P1' }] };
    const { state: after, asked } = drive(state, { type: 'spendToken', ship: 'g', token: 'focus' }, (p) => choose(p, 'w'));
    expect(asked.map((p) => [p.kind, p.options.map((o) => o.id)])).toEqual([['MAY', ['w', 'decline']]]);
    expect(ship(after, 'g').tokens).toEqual([]);
    expect(ship(after, 'w').tokens).toEqual(['focus']);
  });

  it('a missing range an ability needs is the request\'s fault, with the path', () => {
    const state = { players, ships: [{ id: 'g', owner: 'P1', pilot: 'garvendreis', tokens: ['focus'] }, { id: 'w', owner: 'P1' }] };
    const { result } = drive(state, { type: 'spendToken', ship: 'g', token: 'focus' }, () => 'resolve');
    expect(result.status).toBe('INVALID');
    expect(result.errors[0]).toMatchObject({ code: 'MISSING_RANGE', path: '$.ships[0].range.w' });
  });
});

describe('state format', () => {
  it('validateState: every error with its path', () => {
    const bad = validateState('XWING', { players: { P1: {} }, ships: [{ id: 'a', owner: 'P9', tokens: ['focs'] }] }, xwingStarterLookup);
    expect(bad.valid).toBe(false);
    expect(bad.errors.map((e) => e.path)).toEqual(['$.ships[0].tokens[0]']);
    const semantic = validateState('XWING', { players: { P1: {} }, ships: [{ id: 'a', owner: 'P9', pilot: 'nobody' }, { id: 'a', owner: 'P1' }] }, xwingStarterLookup);
    expect(semantic.errors.map((e) => [e.code, e.path])).toEqual([
      ['BAD_STATE', '$.players'],
      ['BAD_STATE', '$.ships[0].owner'],
      ['UNKNOWN_CARD', '$.ships[0].pilot'],
      ['BAD_STATE', '$.ships[1].id'],
    ]);
    expect(validateState('XWING', { players, ships: [{ id: 'jake', owner: 'P1', pilot: 'jakefarrell' }] }, xwingStarterLookup)).toEqual({ valid: true, errors: [] });
  });

  it('a catalog card with text but no definition answers UNSUPPORTED naming it', () => {
    const lookup = (ref: string) => (ref === 'XWING:pilot:lukeskywalker' ? { id: 'XWING:pilot:lukeskywalker', internalName: 'lukeskywalker', name: 'Luke Skywalker', type: 'Pilot', aspects: [], traits: [], unique: true, keywords: [], text: 'After you become the defender, you may recover 1 [Force].' } : xwingStarterLookup(ref));
    const state = { players, ships: [{ id: 'l', owner: 'P1', pilot: 'lukeskywalker' }] };
    // The state itself is well formed...
    expect(validateState('XWING', state, lookup)).toEqual({ valid: true, errors: [] });
    // ...but the engine will not guess what Luke's text does.
    const result = resolve({ game: 'XWING', state, action: { type: 'performAction', ship: 'l', action: 'focus' } }, lookup);
    expect(result).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'XWING:pilot:lukeskywalker' } });
    expect(result.unsupported!.reason).toContain('recover 1 [Force]');
    // A malformed definition in the catalog is the catalog's fault: UNSUPPORTED naming the card, not a bad request.
    const broken = (ref: string) => (ref === 'XWING:pilot:lukeskywalker' ? { id: ref, internalName: 'lukeskywalker', name: 'Luke Skywalker', type: 'Pilot', aspects: [], traits: [], unique: true, keywords: [], text: 'x', abilities: [{ kind: 'triggered' }] } : undefined);
    const r2 = resolve({ game: 'XWING', state, action: { type: 'performAction', ship: 'l', action: 'focus' } }, broken);
    expect(r2).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'XWING:pilot:lukeskywalker' } });
    expect(r2.unsupported!.reason).toContain('malformed at $.abilities[0]');
  });
});

describe('X-Wing on the shared tooling', () => {
  it('explore finds both outcomes of Jyn Erso (XW-04: evade instead of focus, or focus)', () => {
    const state = { players: { P1: { first: true } }, customCards: [focusProbe], ships: [{ id: 'A', owner: 'P1', upgrades: ['jynerso'] }, { id: 'B', owner: 'P1', pilot: 'probe-focus', range: { A: 2 } }] };
    const result = explore({ game: 'XWING', state, action: { type: 'performAction', ship: 'B', action: 'focus' } }, xwingStarterLookup, { limit: 20 });
    expect(result.complete).toBe(true);
    const tokens = result.endStates.map((e) => (e.state as { ships: { id: string; tokens: string[] }[] }).ships.find((s) => s.id === 'B')!.tokens).sort();
    expect(tokens).toEqual([['evade'], ['focus']]);
  });

  it('every state returned at a prompt is a valid input (the resolution in progress included), and so is the end state', () => {
    const jake = { players, ships: [{ id: 'jake', owner: 'P1', pilot: 'jakefarrell' }] };
    const action = { type: 'performAction', ship: 'jake', action: 'barrelRoll' };
    const seen: unknown[] = [];
    const choices: { options: string[] }[] = [];
    let result = resolve({ game: 'XWING', state: jake, action, choices }, xwingStarterLookup);
    while (result.status === 'NEEDS_CHOICE') {
      seen.push(result.state);
      const p = result.prompt!;
      choices.push({ options: [p.kind === 'TRIGGER_ORDER' ? p.options[0]!.id : choose(p, 'jake')] });
      result = resolve({ game: 'XWING', state: jake, action, choices }, xwingStarterLookup);
    }
    expect(result.status).toBe('RESOLVED');
    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (const s of [...seen, result.state]) expect(validateState('XWING', s, xwingStarterLookup)).toEqual({ valid: true, errors: [] });
  });

  it('step-by-step resolution is not offered for X-Wing: UNSUPPORTED, not a silent full run', () => {
    const r = resolve({ game: 'XWING', state: { players, ships: [{ id: 'a', owner: 'P1' }] }, action: { type: 'performAction', ship: 'a', action: 'focus' }, options: { stopAfterEachStep: true } }, xwingStarterLookup);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'ACTION', ref: 'stopAfterEachStep' } });
  });
});

describe('the prompt protocol (engine/core/prompt-schema.ts)', () => {
  it('every prompt met above is valid against the published schema, with refs unique within it and "decline" last', () => {
    expect(allPrompts.length).toBeGreaterThan(20);
    for (const prompt of allPrompts) {
      expect(validate(promptFormat, prompt, '$.prompt')).toEqual([]);
      const refs = prompt.options.map((o) => o.ref);
      expect(new Set(refs).size).toBe(refs.length);
      const decline = prompt.options.findIndex((o) => o.id === 'decline');
      if (decline !== -1) expect(decline).toBe(prompt.options.length - 1);
      if (prompt.kind === 'MAY') expect(prompt.options.at(-1)!.id).toBe('decline');
    }
  });
});

describe('values the state leaves out', () => {
  it('a [Charge] an ability needs is asked for with its path, never taken as 0', () => {
    const sigma = { players, ships: [{ id: 's', owner: 'P1', pilot: 'sigma4-battleofyavin' }] };
    const { result } = drive(sigma, { type: 'performAction', ship: 's', action: 'barrelRoll' });
    expect(result.status).toBe('INVALID');
    expect(result.errors[0]).toMatchObject({ code: 'MISSING_FIELD', path: '$.ships[0].charges' });
    const gonk = { players, ships: [{ id: 'g', owner: 'P1', shields: { active: 0, total: 1 }, upgrades: ['gnkgonkdroid'] }] };
    expect(drive(gonk, { type: 'useAbility', ship: 'g', card: 'gnkgonkdroid', ability: 'action:2' }).result.errors[0]).toMatchObject({ code: 'MISSING_FIELD', path: '$.ships[0].upgrades[0].charges' });
  });
});
