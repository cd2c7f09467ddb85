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

  it('a token created this phase counts as entered (7.5.18A "created"): with Hidden from a constant it can\'t be attacked', () => {
    // Tala Durith style: "Each other friendly unit gains Hidden."; an event creates a Battle Droid token.
    const tala = custom({ id: 'tala', internalName: 'tala', name: 'Tala', power: 1, hp: 3, text: 'Each other friendly unit gains Hidden.', abilities: [{ kind: 'constant', id: 'c', text: 'Each other friendly unit gains Hidden.', affects: { filter: { controller: 'friendly', other: true } }, grant: { keyword: { name: 'Hidden' } } }] });
    const droids = custom({ id: 'droids', internalName: 'droids', name: 'Make Droids', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Create a Battle Droid token.', abilities: [{ kind: 'event', id: 'e', text: 'Create a Battle Droid token.', effect: { do: 'createToken', token: 'battle-droid' } }] });
    const made = resolved(drive(karabast({ hand: ['droids'], groundArena: ['tala'] }, { groundArena: ['battlefield-marine'] }, { customCards: [tala, droids] }), { type: 'play', player: 'player1', card: 'Make Droids' }));
    const token = made.player1.groundArena.find((u) => u.card !== 'tala')!;
    expect(token.enteredThisPhase).toBe(true);
    expect(drive(made, attack('Battlefield Marine', token.id, 'player2')).result.status).toBe('INVALID');
  });

  it('a leader deployed this phase with Hidden can\'t be attacked ("if she was deployed this phase")', () => {
    const sister = custom({
      id: 'sister', internalName: 'sister#test', name: 'Sister', subtitle: 'Test', type: 'Leader', cost: 5, power: 3, hp: 5, aspects: ['Aggression', 'Villainy'],
      text: 'Action [Exhaust]: Draw a card.', backText: 'Hidden', keywords: ['Hidden'], epicAction: 'Epic Action: If you control 5 or more resources, deploy this leader.', abilities: undefined,
    });
    const deployed = resolved(drive(karabast({ leader: 'sister#test' }, { groundArena: ['battlefield-marine'] }, { customCards: [sister] }), { type: 'deployLeader', player: 'player1' }));
    expect(deployed.player1.leader.enteredThisPhase).toBe(true);
    expect(drive(deployed, attack('Battlefield Marine', 'Sister', 'player2')).result.status).toBe('INVALID');
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

describe('7.5.17 Piloting [Y]: "You may play this unit as an upgrade on a friendly VEHICLE unit without a PILOT upgrade on it by paying cost Y instead of its printed cost."', () => {
  // Academy Graduate (JTL 58): 2-cost 1/2 unit, Sentinel, Piloting [C=2 Vigilance], "Attached unit gains Sentinel.",
  // upgrade modifiers +1/+2 (the publisher's card list).
  const gainsSentinel = 'Attached unit gains Sentinel.';
  const graduate = custom({
    id: 'graduate', internalName: 'graduate', name: 'Academy Graduate', cost: 2, power: 1, hp: 2, upgradePower: 1, upgradeHp: 2, aspects: ['Vigilance'], traits: ['Imperial', 'Pilot'],
    keywords: ['Sentinel', { name: 'Piloting', text: 'C=2 Vigilance' }], text: `Sentinel\nPiloting [C=2 Vigilance]\n${gainsSentinel}`,
    abilities: [{ kind: 'constant', id: 'gains-sentinel', side: 'upgrade', text: gainsSentinel, affects: 'self', grant: { keyword: { name: 'Sentinel' } } }],
  });
  const pilot = (name: string) => custom({ id: name.toLowerCase(), internalName: name.toLowerCase(), name, cost: 3, power: 2, hp: 2, upgradePower: 2, upgradeHp: 1, traits: ['Pilot'], keywords: [{ name: 'Piloting', text: 'C=1' }], text: 'Piloting [C=1]' });
  const playAs = (as?: string, target?: string) => ({ type: 'play', player: 'player1', card: 'Academy Graduate', ...(as ? { as } : {}), ...(target ? { target } : {}) });
  // Player 1: Darth Vader + Kestro City (Aggression, Villainy): Vigilance is missing, +2 aspect penalty (7.5.17A).

  it('as an upgrade on a friendly Vehicle: pays Y plus the aspect penalty, gives its upgrade modifiers and its "attached unit" ability', () => {
    const state = karabast({ hand: ['graduate'], resources: 4, spaceArena: [{ card: 'tieln-fighter', id: 'tie' }] }, {}, { customCards: [graduate] });
    const d = drive(state, playAs('upgrade', 'TIE/ln Fighter'));
    const s = resolved(d);
    expect(s.player1.spaceArena[0]!.upgrades.map((u) => u.card)).toEqual(['graduate']);
    // 2 (Piloting) + 2 (Vigilance missing) = 4 resources.
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(4);
    // TIE/ln Fighter 2/1 + 1/+2 = 3/3, and it gains Sentinel; the Graduate's own unit Sentinel is not the TIE's.
    const tie = stats(s, 'tie');
    expect(tie).toMatchObject({ power: 3, hp: 3 });
    expect(tie.keywords.map((k) => k.name)).toEqual(['Sentinel']);
  });

  it('as a unit it costs its printed cost, and its "upgrade" ability does nothing', () => {
    const state = karabast({ hand: ['graduate'], resources: 4, spaceArena: ['tieln-fighter'] }, {}, { customCards: [graduate] });
    const s = resolved(drive(state, playAs('unit')));
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['graduate']);
    // 2 + 2 penalty = 4; the TIE gains nothing.
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(4);
    expect(stats(s, s.player1.spaceArena[0]!.id).keywords).toEqual([]);
  });

  it('with an eligible Vehicle and no declared intent the player is asked how to play it (6.2.1A); without one it is a unit', () => {
    const withTie = drive(karabast({ hand: ['graduate'], resources: 4, spaceArena: ['tieln-fighter'] }, {}, { customCards: [graduate] }), playAs(), script(['OPTION', 'As an upgrade'], ['TARGET', /^TIE/]));
    expect(resolved(withTie).player1.spaceArena[0]!.upgrades.map((u) => u.card)).toEqual(['graduate']);
    expect(withTie.prompts[0]!.options.map((o) => o.label)).toEqual(['As a unit', 'As an upgrade (Piloting [2 Vigilance])']);
    const none = resolved(drive(karabast({ hand: ['graduate'], resources: 4, groundArena: ['battlefield-marine'] }, {}, { customCards: [graduate] }), playAs()));
    expect(none.player1.groundArena.map((u) => u.card)).toContain('graduate');
  });

  it('only a friendly Vehicle without a Pilot upgrade can take it', () => {
    const state = karabast({ hand: ['graduate'], resources: 6, groundArena: ['battlefield-marine'], spaceArena: [{ card: 'tieln-fighter', id: 'piloted', upgrades: ['ace'] }, { card: 'alliance-xwing', id: 'free' }] }, { spaceArena: [{ card: 'tieln-fighter', id: 'enemy' }] }, { customCards: [graduate, pilot('Ace')] });
    // Not a Vehicle (Marine), already piloted, or an enemy's: INVALID.
    for (const target of ['Battlefield Marine', 'piloted', 'enemy']) expect(drive(state, playAs('upgrade', target)).result.status).toBe('INVALID');
    const d = drive(state, playAs('upgrade'), script(['TARGET', /^Alliance X-Wing/]));
    expect(d.prompts[0]!.options.map((o) => o.ref)).toEqual(['free']);
    resolved(d);
  });

  it('"When played as an upgrade" fires only when played as an upgrade; the unit\'s When Played only as a unit', () => {
    // Astromech Pilot (JTL 57) style: "When played as an upgrade: You may heal 2 damage from a unit." plus, for the
    // test, a unit-side "When Played: Draw a card."
    const mech = custom({
      id: 'mech', internalName: 'mech', name: 'Mech Pilot', cost: 1, power: 1, hp: 3, upgradePower: 0, upgradeHp: 3, traits: ['Droid', 'Pilot'],
      keywords: [{ name: 'Piloting', text: 'C=2' }], text: 'Piloting [C=2]\nWhen played as an upgrade: You may heal 2 damage from a unit.\nWhen Played: Draw a card.',
      abilities: [
        { kind: 'triggered', id: 'heal', side: 'upgrade', text: 'When played as an upgrade: You may heal 2 damage from a unit.', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'heal', target: { choose: 'unit' }, amount: 2 } } },
        { kind: 'triggered', id: 'draw', text: 'When Played: Draw a card.', when: { on: 'played' }, effect: { do: 'draw', player: 'you' } },
      ],
    });
    const state = karabast({ hand: ['mech'], resources: 4, spaceArena: [{ card: 'alliance-xwing', id: 'x', damage: 2 }] }, {}, { customCards: [mech] });
    const asUpgrade = resolved(drive(state, { type: 'play', player: 'player1', card: 'Mech Pilot', as: 'upgrade', target: 'x' }, script(['MAY', /^Alliance X-Wing/])));
    expect(asUpgrade.player1.spaceArena[0]!.damage).toBe(0);
    expect(asUpgrade.player1.hand).toHaveLength(0);
    const asUnit = resolved(drive(state, { type: 'play', player: 'player1', card: 'Mech Pilot', as: 'unit' }));
    expect(asUnit.player1.spaceArena[0]!.damage).toBe(2);
    expect(asUnit.player1.hand).toHaveLength(1);
  });

  it('"play a unit from your hand" plays a Pilot as a unit, never with Piloting (6.2.1A, 7.5.17C)', () => {
    const text = 'Play a unit from your hand.';
    const recruit = custom({ id: 'recruit', internalName: 'recruit', name: 'Recruit', type: 'Event', cost: 0, power: null, hp: null, arena: null, text, abilities: [{ kind: 'event', id: 'e', text, effect: { do: 'playFromHand', filter: { type: 'unit' } } }] });
    const state = karabast({ hand: ['recruit', 'graduate'], resources: 4, spaceArena: ['tieln-fighter'] }, {}, { customCards: [recruit, graduate] });
    const d = drive(state, { type: 'play', player: 'player1', card: 'Recruit' }, script(['TARGET', /^Academy Graduate/]));
    expect(resolved(d).player1.groundArena.map((u) => u.card)).toEqual(['graduate']);
  });

  it('a card without Piloting can\'t be played as an upgrade', () => {
    const d = drive(karabast({ hand: ['battlefield-marine'], spaceArena: ['tieln-fighter'] }), { type: 'play', player: 'player1', card: 'Battlefield Marine', as: 'upgrade', target: 'TIE/ln Fighter' });
    expect(d.result.status).toBe('INVALID');
    expect(d.result.errors[0]!.path).toBe('$.action.as');
  });

  it('the piloted Vehicle defeated: the Pilot goes to its owner\'s discard pile with it (1.5.5D)', () => {
    const state = karabast({ spaceArena: [{ card: 'tieln-fighter', upgrades: ['ace'] }] }, {}, { customCards: [pilot('Ace')] });
    const s = resolved(drive(state, { type: 'defeat', target: 'TIE/ln Fighter' }));
    expect(s.player1.discard.map((c) => c.card).sort()).toEqual(['SOR_225', 'ace']);
  });
});

describe('7.5.19 Plot: "When you deploy a leader: You may play this card from your resource zone by paying its cost, replacing it with the top card of your deck."', () => {
  // Player 1: Darth Vader (deploys with 7 or more resources; Aggression Villainy) + Kestro City (Aggression).
  const plotter = custom({ id: 'plotter', internalName: 'plotter', name: 'Plotter', cost: 2, power: 3, hp: 3, aspects: ['Villainy'], keywords: ['Plot'], text: 'Plot' });
  const schemer = custom({ id: 'schemer', internalName: 'schemer', name: 'Schemer', cost: 1, power: 1, hp: 1, aspects: ['Villainy'], keywords: ['Plot'], text: 'Plot' });
  const resources = (...cards: string[]) => [...Array.from({ length: 7 }, () => ({ card: null })), ...cards];

  it('deploying the leader lets the player play the Plot card from resources, paying its cost; the top of the deck replaces it, exhausted', () => {
    const state = karabast({ resources: resources('plotter') }, {}, { customCards: [plotter] });
    const d = drive(state, deploy, script(['MAY', 'Resolve']));
    const s = resolved(d);
    expect(s.player1.leader.deployed).toBe(true);
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['plotter']);
    // 8 resources before, 8 after (7.5.19C); the deck gave its top card (8 Underworld Thugs -> 7).
    expect(s.player1.resources).toHaveLength(8);
    expect(s.player1.resources.some((r) => r.card === 'plotter')).toBe(false);
    expect(s.player1.deck).toHaveLength(7);
    // Cost 2 paid (the Plot card itself may pay, still a resource while costs are paid) + the new resource exhausted.
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(2);
    expect(s.player1.resources.at(-1)).toMatchObject({ card: 'SOR_247', exhausted: true });
  });

  it('it is optional, and it triggers only on deploying a leader', () => {
    const state = karabast({ resources: resources('plotter') }, {}, { customCards: [plotter] });
    const declined = resolved(drive(state, deploy, script(['MAY', 'Decline'])));
    expect(declined.player1.resources.some((r) => r.card === 'plotter')).toBe(true);
    expect(declined.player1.groundArena).toEqual([]);
    // Playing it from resources otherwise: it has no Smuggle.
    expect(drive(state, { type: 'play', player: 'player1', card: 'Plotter', from: 'resources' }).result.status).toBe('INVALID');
  });

  it('several Plot cards: each is its own trigger, played one at a time in the order the player chooses (7.5.19B)', () => {
    const state = karabast({ resources: resources('plotter', 'schemer') }, {}, { customCards: [plotter, schemer] });
    const d = drive(state, deploy, script(['TRIGGER_ORDER', /^Schemer/], ['MAY', 'Resolve'], ['MAY', 'Resolve']));
    const s = resolved(d);
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['schemer', 'plotter']);
    expect(s.player1.resources).toHaveLength(9);
    expect(s.player1.deck).toHaveLength(6);
  });

  it('the aspect penalty applies to its cost (Plot plays the card normally, paying its cost)', () => {
    const heroic = custom({ id: 'heroic', internalName: 'heroic', name: 'Heroic Plotter', cost: 2, power: 3, hp: 3, aspects: ['Heroism'], keywords: ['Plot'], text: 'Plot' });
    const s = resolved(drive(karabast({ resources: resources('heroic') }, {}, { customCards: [heroic] }), deploy, script(['MAY', 'Resolve'])));
    // 2 + 2 (Heroism missing) = 4 paid, the Plot card among them (it leaves): 3 exhausted stay, + the exhausted
    // replacement = 4 (with no penalty it would be 1 + 1 = 2, as above).
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(4);
  });
});
