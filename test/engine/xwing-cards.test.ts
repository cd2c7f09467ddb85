// Each X-Wing card we define (engine/games/xwing/cards.ts) doing what its printed text says, worked out by hand from
// the text and the rules (engine/games/xwing/rules.ts numbers).
import { describe, expect, it } from 'vitest';
import { XWING_CARDS } from '../../engine/games/xwing/cards.js';
import { byLabel, choose, drive, ship, sorted } from './xwing-support.js';

const players = { P1: { first: true }, P2: {} };
const yes = () => 'resolve';

describe('X-Wing cards', () => {
  it('defines at least 30 real cards besides the worked examples\' (Jake Farrell, Jyn Erso)', () => {
    const others = XWING_CARDS.filter((c) => !['XWING:pilot:jakefarrell', 'XWING:upgrade:jynerso'].includes(c.id));
    expect(others.length).toBeGreaterThanOrEqual(30);
  });

  it('IG-88C: after a Boost, may perform an Evade; Advanced Droid Brain: after a Calculate, 1 more calculate', () => {
    const state = { players, ships: [{ id: 'ig', owner: 'P1', pilot: 'ig88c' }] };
    const boost = drive(state, { type: 'performAction', ship: 'ig', action: 'boost' }, yes);
    expect(ship(boost.state, 'ig')).toMatchObject({ tokens: ['evade'], performed: ['boost', 'evade'] });
    const calc = drive(state, { type: 'performAction', ship: 'ig', action: 'calculate' });
    expect(calc.asked).toEqual([]);
    expect(ship(calc.state, 'ig').tokens).toEqual(['calculate', 'calculate']);
  });

  it('Maus Monare: after an Evade, gain a calculate token (mandatory)', () => {
    const { state, asked } = drive({ players, ships: [{ id: 'm', owner: 'P1', pilot: 'mausmonare-battleoverendor' }] }, { type: 'performAction', ship: 'm', action: 'evade' });
    expect(asked).toEqual([]);
    expect(ship(state, 'm').tokens).toEqual(['evade', 'calculate']);
  });

  it('"Kickback": after a Barrel Roll, may perform a red Lock (a ship at range 0-3; then 1 stress)', () => {
    const s = { players, ships: [{ id: 'k', owner: 'P1', pilot: 'kickback', range: { near: 2, far: 4 } }, { id: 'near', owner: 'P2' }, { id: 'far', owner: 'P2' }] };
    const { state, asked } = drive(s, { type: 'performAction', ship: 'k', action: 'barrelRoll' }, (p) => (p.kind === 'TARGET' ? 'near' : 'resolve'));
    expect(asked.find((p) => p.kind === 'TARGET')!.options.map((o) => o.id)).toEqual(['near']);
    expect(ship(state, 'k')).toMatchObject({ locks: ['near'], tokens: ['stress'], performed: ['barrelRoll', 'lock'] });
  });

  it('Sigma 4: after a Barrel Roll, may spend 1 charge to perform a (white) Boost', () => {
    const { state } = drive({ players, ships: [{ id: 's', owner: 'P1', pilot: 'sigma4-battleofyavin', charges: { active: 2, total: 2 } }] }, { type: 'performAction', ship: 's', action: 'barrelRoll' }, yes);
    expect(ship(state, 's')).toMatchObject({ tokens: [], performed: ['barrelRoll', 'boost'], charges: { active: 1, total: 2 } });
  });

  it('Poe Dameron: after an action, may spend 1 charge to perform a white action treated as red', () => {
    const s = { players, ships: [{ id: 'poe', owner: 'P1', pilot: 'poedameron', charges: { active: 1, total: 1 }, actions: [{ type: 'focus', color: 'white' }, { type: 'boost', color: 'white' }, { type: 'lock', color: 'red' }] }] };
    // Focus is done and Lock is red: Boost is the only white action left, performed as red (1 stress).
    const { state, asked } = drive(s, { type: 'performAction', ship: 'poe', action: 'focus' }, yes);
    expect(asked.map((p) => p.kind)).toEqual(['MAY']);
    expect(ship(state, 'poe')).toMatchObject({ tokens: ['focus', 'stress'], performed: ['focus', 'boost'], charges: { active: 0, total: 1 } });
  });

  it('Darth Vader: after an action, may spend 1 Force to perform an action (which triggers him again)', () => {
    for (const pilot of ['darthvader', 'darthvader-swz105']) {
      const s = { players, ships: [{ id: 'v', owner: 'P1', pilot, force: { active: 2, total: 3 }, actions: [{ type: 'focus', color: 'white' }, { type: 'barrelRoll', color: 'white' }, { type: 'boost', color: 'white' }] }] };
      const { state, asked } = drive(s, { type: 'performAction', ship: 'v', action: 'focus' }, (p, all) => (p.kind === 'OPTION' ? byLabel(p, /barrelRoll/) : all.length === 1 ? 'resolve' : 'decline'));
      expect(asked.map((p) => p.kind)).toEqual(['MAY', 'OPTION', 'MAY']);
      expect(asked[1]!.options.map((o) => o.id)).toEqual(['barrelRoll', 'boost']);
      expect(ship(state, 'v')).toMatchObject({ tokens: ['focus'], performed: ['focus', 'barrelRoll'], force: { active: 1, total: 3 } });
    }
  });

  it('"Avenger": after another friendly ship is destroyed, may perform an action even while stressed', () => {
    const s = { players, ships: [
      { id: 'av', owner: 'P1', pilot: 'avenger', tokens: ['stress'], actions: [{ type: 'focus', color: 'white' }, { type: 'evade', color: 'white' }] },
      { id: 'w', owner: 'P1', hull: 1 },
    ] };
    const { state, asked } = drive(s, { type: 'sufferDamage', ship: 'w', amount: 1 }, (p) => (p.kind === 'OPTION' ? 'evade' : 'resolve'));
    // Autothrusters (after the Evade) cannot: he is stressed and it does not say "even while stressed" (stress.1).
    expect(asked.map((p) => p.kind)).toEqual(['MAY', 'OPTION']);
    expect(sorted(ship(state, 'av').tokens)).toEqual(['evade', 'stress']);
  });

  it('Seftin Vanik: after a Boost, may transfer 1 evade token to a friendly ship at range 1', () => {
    const s = { players, ships: [{ id: 'sv', owner: 'P1', pilot: 'seftinvanik', tokens: ['evade'], range: { f: 1 } }, { id: 'f', owner: 'P1' }] };
    const { state, asked } = drive(s, { type: 'performAction', ship: 'sv', action: 'boost' }, (p) => {
      if (p.kind === 'TRIGGER_ORDER') return byLabel(p, /transfer 1 evade/);
      // The transfer's MAY offers the friendly ship at range 1 (and "decline").
      return /transfer/.test(p.text) ? choose(p, 'f') : 'decline';
    });
    // Refined Gyrostabilizers also triggered (after an action): the owner ordered the two.
    expect(asked[0]!.kind).toBe('TRIGGER_ORDER');
    expect(ship(state, 'sv').tokens).toEqual([]);
    expect(ship(state, 'f').tokens).toEqual(['evade']);
  });

  it('Benthic Two Tubes: after a Focus, may transfer 1 focus token to a friendly ship at range 1-2', () => {
    const s = { players, ships: [{ id: 'b', owner: 'P1', pilot: 'benthictwotubes', range: { f: 2 } }, { id: 'f', owner: 'P1' }] };
    const { state, asked } = drive(s, { type: 'performAction', ship: 'b', action: 'focus' }, (p) => choose(p, 'f'));
    expect(asked.map((p) => [p.kind, p.options.map((o) => o.id)])).toEqual([['MAY', ['f', 'decline']]]);
    expect(ship(state, 'b').tokens).toEqual([]);
    expect(ship(state, 'f').tokens).toEqual(['focus']);
  });

  it('K-2SO: after gaining a stress token, gain 1 calculate token', () => {
    const { state } = drive({ players, ships: [{ id: 'k', owner: 'P1', pilot: 'k2so' }] }, { type: 'gainToken', ship: 'k', token: 'stress' });
    expect(ship(state, 'k').tokens).toEqual(['stress', 'calculate']);
  });

  it('Lieutenant Karsabi: not offered while stressed (its condition)', () => {
    const { state, asked } = drive({ players, ships: [{ id: 'k', owner: 'P1', pilot: 'lieutenantkarsabi', tokens: ['stress'] }] }, { type: 'gainToken', ship: 'k', token: 'disarm' });
    expect(asked).toEqual([]);
    expect(sorted(ship(state, 'k').tokens)).toEqual(['disarm', 'stress']);
  });

  it('Garven Dreis (T-65 and ARC-170 printings): spending a focus token gives a friendly ship one', () => {
    for (const pilot of ['garvendreis', 'garvendreis-t65xwing', 'garvendreis-battleofyavin']) {
      const s = { players, ships: [{ id: 'g', owner: 'P1', pilot, tokens: ['focus'], range: { w: 3 } }, { id: 'w', owner: 'P1' }] };
      const { state } = drive(s, { type: 'spendToken', ship: 'g', token: 'focus' }, (p) => choose(p, 'w'));
      expect(ship(state, 'w').tokens).toEqual(['focus']);
    }
  });

  it('Garven Dreis (Battle of Yavin) Hope: after another friendly ship at range 0-3 is destroyed, may perform a Focus or Boost', () => {
    const s = { players, ships: [{ id: 'g', owner: 'P1', pilot: 'garvendreis-battleofyavin', range: { w: 2 } }, { id: 'w', owner: 'P1', hull: 1 }] };
    const { state, asked } = drive(s, { type: 'sufferDamage', ship: 'w', amount: 1 }, (p) => (p.kind === 'OPTION' ? 'focus' : 'resolve'));
    expect(asked.map((p) => p.kind)).toEqual(['MAY', 'OPTION']);
    expect(ship(state, 'g')).toMatchObject({ tokens: ['focus'], performed: ['focus'] });
  });

  it('Joph Seastriker: after losing 1 shield, gain 1 evade token', () => {
    const s = { players, ships: [{ id: 'j', owner: 'P1', pilot: 'jophseastriker', shields: { active: 1, total: 1 }, hull: 3 }] };
    const { state } = drive(s, { type: 'sufferDamage', ship: 'j', amount: 2 });
    expect(ship(state, 'j')).toMatchObject({ tokens: ['evade'], shields: { active: 0, total: 1 }, damageCards: [{ faceup: false }] });
  });

  it('Overseer Yushyn: a friendly ship at range 1 about to gain a disarm token gains a stress token instead, for 1 charge', () => {
    const base = (tokens: string[]) => ({ players, ships: [{ id: 'o', owner: 'P1', pilot: 'overseeryushyn', charges: { active: 1, total: 1 }, range: { w: 1 } }, { id: 'w', owner: 'P1', tokens }] });
    const used = drive(base([]), { type: 'gainToken', ship: 'w', token: 'disarm' }, yes);
    expect(ship(used.state, 'w').tokens).toEqual(['stress']);
    expect(ship(used.state, 'o').charges).toEqual({ active: 0, total: 1 });
    // "if that ship is not stressed": a stressed ship is not offered the replacement.
    const stressed = drive(base(['stress']), { type: 'gainToken', ship: 'w', token: 'disarm' });
    expect(stressed.asked).toEqual([]);
    expect(ship(stressed.state, 'w').tokens).toEqual(['stress', 'disarm']);
  });

  it('Efficient Processing: after a Calculate, gain one calculate token', () => {
    const { state } = drive({ players, ships: [{ id: 'e', owner: 'P1', upgrades: ['efficientprocessing-swz103'] }] }, { type: 'performAction', ship: 'e', action: 'calculate' });
    expect(ship(state, 'e').tokens).toEqual(['calculate', 'calculate']);
  });

  it('Precise Astromech performs a red Lock action; R2-A3 acquires a lock without an action', () => {
    const ships = (upgrade: string, charges: number) => ({ players, ships: [{ id: 'x', owner: 'P1', upgrades: [{ card: upgrade, charges: { active: charges, total: charges } }], range: { e: 3 } }, { id: 'e', owner: 'P2' }] });
    const precise = drive(ships('preciseastromech-battleofyavin', 2), { type: 'performAction', ship: 'x', action: 'focus' }, (p) => (p.kind === 'TARGET' ? 'e' : 'resolve'));
    expect(ship(precise.state, 'x')).toMatchObject({ locks: ['e'], tokens: ['focus', 'stress'], performed: ['focus', 'lock'], upgrades: [{ card: 'preciseastromech-battleofyavin', charges: { active: 1, total: 2 } }] });
    const r2 = drive(ships('r2a3-battleoverendor', 1), { type: 'performAction', ship: 'x', action: 'focus' }, (p) => (p.kind === 'TARGET' ? 'e' : 'resolve'));
    expect(ship(r2.state, 'x')).toMatchObject({ locks: ['e'], tokens: ['focus'], performed: ['focus'], upgrades: [{ card: 'r2a3-battleoverendor', charges: { active: 0, total: 1 } }] });
  });

  it('R5-D8 / R5 Astromech: spend 1 charge to repair a facedown damage card; repair a faceup Ship card', () => {
    const s = { players, ships: [{ id: 'x', owner: 'P1', damageCards: [{ faceup: false }, { faceup: true, trait: 'Ship' }], upgrades: [{ card: 'r5d8', charges: { active: 3, total: 3 } }] }] };
    const one = drive(s, { type: 'useAbility', ship: 'x', card: 'r5d8', ability: 'action:1' });
    expect(ship(one.state, 'x')).toMatchObject({ damageCards: [{ faceup: true, trait: 'Ship' }], upgrades: [{ card: 'r5d8', charges: { active: 2, total: 3 } }], performed: ['card:XWING:upgrade:r5d8:action:1'] });
    const two = drive({ ...s, ships: [{ ...s.ships[0]!, upgrades: [{ card: 'r5astromech', charges: { active: 0, total: 2 } }] }] }, { type: 'useAbility', ship: 'x', card: 'r5astromech', ability: 'action:2' });
    expect(ship(two.state, 'x').damageCards).toEqual([{ faceup: false }]);
  });

  it('GNK "Gonk" Droid: Action: recover 1 charge; refused when no charge is inactive (nothing it could do)', () => {
    const s = (active: number) => ({ players, ships: [{ id: 'x', owner: 'P1', upgrades: [{ card: 'gnkgonkdroid', charges: { active, total: 1 } }] }] });
    expect(ship(drive(s(0), { type: 'useAbility', ship: 'x', card: 'gnkgonkdroid', ability: 'action:1' }).state, 'x').upgrades).toEqual([{ card: 'gnkgonkdroid', charges: { active: 1, total: 1 } }]);
    expect(drive(s(1), { type: 'useAbility', ship: 'x', card: 'gnkgonkdroid', ability: 'action:1' }).result.status).toBe('INVALID');
  });
});
