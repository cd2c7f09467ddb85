// The keywords of the later sets (Comprehensive Rules 7.5.15-7.5.19: Coordinate, Exploit, Piloting, Hidden, Plot)
// and deploying any leader from its printed Epic Action (3.4.4). Expected outcomes are worked out by hand from the
// rules text quoted in each test.
import { describe, expect, it } from 'vitest';
import { custom, drive, karabast, resolved, script, stats } from './builders.js';

const deploy = { type: 'deployLeader', player: 'player1' };

/** A leader with no abilities defined: only its printed text and Epic Action. */
function leader(id: string, epicAction: string, extra: Record<string, unknown> = {}) {
  return custom({
    id, internalName: `${id}#test`, name: id, subtitle: 'Test', type: 'Leader', cost: 6, power: 4, hp: 6, aspects: ['Command', 'Villainy'],
    text: 'Action [Exhaust]: Draw a card.', backText: 'Sentinel', keywords: ['Sentinel'], epicAction, abilities: undefined, ...extra,
  });
}

describe('3.4.4: deploying a leader from its printed Epic Action', () => {
  it('"If you control N or more resources, deploy this leader" reads N from the text, not the cost', () => {
    // Grand Admiral Thrawn's wording: he costs 6 but deploys with 7 or more resources.
    const thrawn = leader('thrawnlike', 'Epic Action: If you control 7 or more resources, deploy this leader. (Flip him, ready him, and move him to the ground arena.)');
    const six = drive(karabast({ leader: 'thrawnlike#test', resources: 6 }, {}, { customCards: [thrawn] }), deploy);
    expect(six.result.status).toBe('INVALID');
    expect(six.result.errors[0]!.message).toMatch(/7 or more resources/);
    const s = resolved(drive(karabast({ leader: 'thrawnlike#test', resources: 7 }, {}, { customCards: [thrawn] }), deploy));
    // 3.4.4: ready, in the ground arena; its Epic Action is used.
    expect(s.player1.leader).toMatchObject({ deployed: true, exhausted: false, epicActionUsed: true });
  });

  it('the "choose one" Epic Action of a Pilot leader deploys it as a unit', () => {
    const pilot = leader('pilotlead', 'Epic Action: If you control 6 or more resources, choose one:\nDeploy this leader.\nDeploy this leader as an upgrade on a friendly Vehicle unit without a Pilot on it.');
    const s = resolved(drive(karabast({ leader: 'pilotlead#test', resources: 6 }, {}, { customCards: [pilot] }), deploy));
    expect(s.player1.leader.deployed).toBe(true);
  });

  it('any other Epic Action (Chewbacca, Hero of Kessel: "Epic Action [C=4]: Deploy this leader.") is UNSUPPORTED, naming it', () => {
    const chewie = leader('paying', 'Epic Action [C=4]: Deploy this leader.');
    const d = drive(karabast({ leader: 'paying#test', resources: 8 }, {}, { customCards: [chewie] }), deploy);
    expect(d.result.status).toBe('UNSUPPORTED');
    expect(d.result.unsupported).toMatchObject({ kind: 'CARD', ref: 'paying' });
    expect(d.result.unsupported!.reason).toContain('Epic Action [C=4]');
  });
});

describe('7.5.18 Hidden: "This unit can\'t be attacked if it was played/deployed/created this phase."', () => {
  const scout = custom({ id: 'hscout', internalName: 'hscout', name: 'Hidden Scout', power: 2, hp: 2, keywords: ['Hidden'], text: 'Hidden' });
  const guard = custom({ id: 'hguard', internalName: 'hguard', name: 'Hidden Guard', power: 1, hp: 4, keywords: ['Hidden', 'Sentinel'], text: 'Hidden\nSentinel' });
  const attack = (attacker: string, target?: string, player = 'player1') => ({ type: 'attack', player, attacker, ...(target ? { target } : {}) });

  it('played this phase: enemies can\'t attack it; the base and other units stay legal', () => {
    const state = karabast({ groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'hscout', enteredThisPhase: true }, 'underworld-thug'] }, { customCards: [scout] });
    const d = drive(state, attack('Battlefield Marine', 'Hidden Scout'));
    expect(d.result.status).toBe('INVALID');
    expect(d.result.errors[0]!.path).toBe('$.action.target');
    // Asked for a defender, the scout is not offered.
    const asked = drive(state, attack('Battlefield Marine'), (p) => [p.options.find((o) => /Thug/.test(o.label))!.id]);
    expect(asked.prompts[0]!.options.map((o) => o.label.replace(/ \(.*$/, ''))).toEqual(['Underworld Thug', "Administrator's Tower, Cloud City"]);
  });

  it('not played this phase: it can be attacked like any unit', () => {
    const state = karabast({ groundArena: ['battlefield-marine'] }, { groundArena: ['hscout'] }, { customCards: [scout] });
    // Marine 3 power vs Scout 2/2: the Scout is defeated, the Marine takes 2.
    const s = resolved(drive(state, attack('Battlefield Marine', 'Hidden Scout')));
    expect(s.player2.groundArena).toEqual([]);
  });

  it('Hidden and Sentinel (7.5.18B): it can be attacked, and Sentinel makes it the only legal target', () => {
    const state = karabast({ groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'hguard', enteredThisPhase: true }, 'underworld-thug'] }, { customCards: [guard] });
    expect(drive(state, attack('Battlefield Marine', 'Underworld Thug')).result.status).toBe('INVALID');
    const s = resolved(drive(state, attack('Battlefield Marine', 'Hidden Guard')));
    expect(s.player2.groundArena.find((u) => u.card === 'hguard')!.damage).toBe(3);
  });

  it('a unit played now is protected for the rest of the phase, and the mark ends with the phase', () => {
    const played = resolved(drive(karabast({ hand: ['hscout'] }, { groundArena: ['battlefield-marine'] }, { customCards: [scout] }), { type: 'play', player: 'player1', card: 'Hidden Scout' }));
    expect(played.player1.groundArena[0]!.enteredThisPhase).toBe(true);
    expect(played.activePlayer).toBe('player2');
    const d = drive(played, attack('Battlefield Marine', 'Hidden Scout', 'player2'));
    expect(d.result.status).toBe('INVALID');
    // Both players pass: the action phase ends (and the regroup phase runs); nothing entered play "this phase" now.
    const p2passed = resolved(drive(played, { type: 'pass', player: 'player2' }));
    const next = drive(p2passed, { type: 'pass', player: 'player1' }, (p) => (p.kind === 'RESOURCE' || p.min === 0 ? [] : p.options.slice(0, p.min).map((o) => o.id)));
    expect(next.state.player1.groundArena[0]!.enteredThisPhase).toBeUndefined();
  });

  it('Hidden gained later in the phase counts (a lasting effect "gains Hidden")', () => {
    const state = karabast({ groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'underworld-thug', id: 'thug', enteredThisPhase: true }] }, {
      effects: [{ id: 'e1', source: 'thug', controller: 'player2', duration: 'thisPhase', targets: ['thug'], effect: { keyword: { name: 'Hidden' } } }],
    });
    expect(drive(state, attack('Battlefield Marine', 'Underworld Thug')).result.status).toBe('INVALID');
  });
});

describe('7.5.16 Exploit X: "While playing this card, you may defeat up to X friendly units. For each unit defeated this way, this card costs 2 less."', () => {
  const exploiter = (keywords: unknown[], cost = 6) => custom({ id: 'exploiter', internalName: 'exploiter', name: 'Exploiter', cost, power: 5, hp: 5, keywords, text: 'Exploit 2' });
  const play = { type: 'play', player: 'player1', card: 'Exploiter' };

  it('defeating 2 friendly units takes 4 off the cost (6 -> 2): 2 ready resources pay for it', () => {
    const state = karabast({ hand: ['exploiter'], resources: 2, groundArena: ['battlefield-marine', 'underworld-thug'] }, {}, { customCards: [exploiter([{ name: 'Exploit', value: 2 }])] });
    const d = drive(state, play, script(['TARGET', /^Battlefield Marine/, /^Underworld Thug/]));
    expect(d.prompts[0]).toMatchObject({ min: 0, max: 2 });
    const s = resolved(d);
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['exploiter']);
    expect(s.player1.discard.map((c) => c.card).sort()).toEqual(['SOR_095', 'SOR_247']);
    expect(s.player1.resources.every((r) => r.exhausted)).toBe(true);
    expect(d.result.log.find((e) => e.kind === 'COST_DETERMINED')!.text).toMatch(/costs 2/);
  });

  it('defeating fewer units costs more: 1 defeated leaves a cost of 4, more than 2 resources can pay', () => {
    const state = karabast({ hand: ['exploiter'], resources: 2, groundArena: ['battlefield-marine', 'underworld-thug'] }, {}, { customCards: [exploiter([{ name: 'Exploit', value: 2 }])] });
    expect(drive(state, play, script(['TARGET', /^Battlefield Marine/])).result.status).toBe('INVALID');
  });

  it('instances add up (7.5.16B): Exploit 1 twice lets 2 units be defeated; the cost never goes below 0', () => {
    const state = karabast({ hand: ['exploiter'], resources: 0, groundArena: ['battlefield-marine', 'underworld-thug'] }, {}, { customCards: [exploiter([{ name: 'Exploit', value: 1 }, { name: 'Exploit', value: 1 }], 3)] });
    const d = drive(state, play, script(['TARGET', /^Battlefield Marine/, /^Underworld Thug/]));
    expect(d.prompts[0]!.max).toBe(2);
    // 3 - 4 -> 0: played with no resources at all.
    expect(resolved(d).player1.groundArena.map((u) => u.card)).toEqual(['exploiter']);
  });

  it('a defeated unit\'s When Defeated resolves after the play, with the card already in play (7.5.16D)', () => {
    // Vanguard Infantry: "When Defeated: You may give an Experience token to a unit." - the Exploiter can receive it.
    const state = karabast({ hand: ['exploiter'], resources: 4, groundArena: ['vanguard-infantry'] }, {}, { customCards: [exploiter([{ name: 'Exploit', value: 2 }])] });
    const d = drive(state, play, script(['TARGET', /^Vanguard Infantry/], ['MAY', /^Exploiter/]));
    const s = resolved(d);
    expect(s.player1.groundArena[0]!.upgrades.map((u) => u.card)).toEqual(['experience']);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(4);
  });

  it('without friendly units nothing is asked and the full cost is paid', () => {
    const state = karabast({ hand: ['exploiter'], resources: 6 }, {}, { customCards: [exploiter([{ name: 'Exploit', value: 2 }])] });
    const s = resolved(drive(state, play));
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(6);
  });
});

describe('7.5.15 Coordinate: "While you control 3 or more units, this card gains the following ability."', () => {
  const text = 'Coordinate — This unit gets +1/+1.';
  const stalwart = (abilities: unknown) => custom({ id: 'stalwart', internalName: 'stalwart', name: 'Stalwart', power: 2, hp: 3, text, keywords: [{ name: 'Coordinate', text: 'This unit gets +1/+1.' }], abilities });
  const coordinate = [{ kind: 'constant', id: 'coordinate', text, condition: { youControl: {}, atLeast: 3 }, affects: 'self', grant: { power: 1, hp: 1 } }];

  it('on with 3 friendly units (itself counted), off with 2; enemy units don\'t count; the keyword stays either way (C)', () => {
    const two = karabast({ groundArena: [{ card: 'stalwart', id: 's' }, 'battlefield-marine'] }, { groundArena: ['underworld-thug', 'pyke-sentinel'] }, { customCards: [stalwart(coordinate)] });
    expect(stats(two, 's')).toMatchObject({ power: 2, hp: 3 });
    expect(stats(two, 's').keywords.map((k) => k.name)).toEqual(['Coordinate']);
    // A space unit counts too: "units", any arena.
    const three = karabast({ groundArena: [{ card: 'stalwart', id: 's' }, 'battlefield-marine'], spaceArena: ['alliance-xwing'] }, {}, { customCards: [stalwart(coordinate)] });
    expect(stats(three, 's')).toMatchObject({ power: 3, hp: 4 });
  });

  it('a card whose abilities are defined without its Coordinate ability answers UNSUPPORTED rather than ignore it', () => {
    const state = karabast({ groundArena: ['battlefield-marine'], hand: ['stalwart'] }, {}, { customCards: [stalwart([])] });
    const d = drive(state, { type: 'play', player: 'player1', card: 'Stalwart' });
    expect(d.result.status).toBe('UNSUPPORTED');
    expect(d.result.unsupported!.reason).toContain('Coordinate — This unit gets +1/+1.');
  });
});
