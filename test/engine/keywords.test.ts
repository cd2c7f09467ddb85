// One or more tests per numbered rule of ../shared/rules/swu-keywords.md (Keywords 1.1-11.8).
import { describe, expect, it } from 'vitest';
import { custom, drive, inDiscard, inPlay, karabast, keywordValue, resolved, script, stats, unit, upgradeNames } from './builders.js';

const attack = (attacker: string, target?: string, player = 'player1') => ({ type: 'attack', player, attacker, ...(target ? { target } : {}) });
const play = (card: string, extra: Record<string, unknown> = {}) => ({ type: 'play', player: 'player1', card, ...extra });
const lasting = (id: string, target: string, effect: Record<string, unknown>, duration = 'thisPhase') => ({ id, source: target, controller: 'player1', duration, targets: [target], effect });

describe('Keywords 1: general', () => {
  it('Keywords 1.1: a printed keyword has its rules (Pyke Sentinel restricts attacks)', () => {
    const state = karabast({ groundArena: ['wampa'] }, { groundArena: ['pyke-sentinel', 'battlefield-marine'] });
    const d = drive(state, attack('Wampa', 'Battlefield Marine'));
    expect(d.result.status).toBe('INVALID');
    expect(d.result.errors[0]).toMatchObject({ code: 'ILLEGAL_ACTION', path: '$.action.target' });
  });

  it('Keywords 1.2: a keyword resolves automatically unless it says "may" (Restore: no prompt; Ambush: a MAY prompt)', () => {
    const restore = drive(karabast({ groundArena: ['yoda#old-master'], base: { card: 'kestro-city', damage: 5 } }), attack('Yoda', 'base'));
    expect(restore.prompts).toEqual([]);
    expect(resolved(restore).player1.base.damage).toBe(3);
    const ambush = drive(karabast({ hand: ['syndicate-lackeys'] }, { groundArena: ['battlefield-marine'] }), play('Syndicate Lackeys'), script(['MAY', 'Decline']));
    expect(ambush.prompts.map((p) => p.kind)).toEqual(['MAY']);
  });

  it('Keywords 1.3: a keyword given by a constant ability or a lasting effect counts as printed (gained Sentinel guards)', () => {
    const state = karabast({ groundArena: ['wampa'] }, {
      groundArena: [{ card: 'battlefield-marine', id: 'marine' }, { card: 'underworld-thug', id: 'thug' }],
    }, { effects: [{ ...lasting('e1', 'thug', { keyword: { name: 'Sentinel' } }), controller: 'player2' }] });
    expect(drive(state, attack('Wampa', 'marine')).result.status).toBe('INVALID');
    expect(resolved(drive(state, attack('Wampa', 'thug'))).player2.groundArena.map((u) => u.id)).toEqual(['marine']);
    // Constant grant: Red Three gives the A-Wing Raid 1 on top of its Raid 2.
    expect(keywordValue(karabast({ spaceArena: ['red-three#unstoppable', 'green-squadron-awing'] }), 'Green Squadron A-Wing', 'Raid')).toBe(3);
  });

  it('Keywords 1.4: keywords without a number don\'t stack; numbers add up; dash abilities are independent', () => {
    const gritTwice = karabast({ groundArena: [{ card: 'scout-bike-pursuer', id: 'bike', damage: 2 }] }, {}, { effects: [lasting('e1', 'bike', { keyword: { name: 'Grit' } })] });
    expect(stats(gritTwice, 'bike').power).toBe(3);
    const raid = karabast({ spaceArena: [{ card: 'green-squadron-awing', id: 'awing' }] }, {}, { effects: [lasting('e1', 'awing', { keyword: { name: 'Raid', value: 2 } })] });
    expect(keywordValue(raid, 'awing', 'Raid')).toBe(4);
    const bounties = karabast({}, { groundArena: [{ card: 'hylobon-enforcer', id: 'hylo' }] }, {
      effects: [{ ...lasting('e1', 'hylo', { keyword: { name: 'Bounty', text: 'Draw a card.', effect: { do: 'draw', player: 'you' } } }), controller: 'player2' }],
    });
    expect(stats(bounties, 'hylo').keywords.filter((k) => k.name === 'Bounty')).toHaveLength(2);
  });
});

describe('Keywords 2: Ambush', () => {
  const lackeys = (p2: Record<string, unknown>) => karabast({ hand: ['syndicate-lackeys'] }, p2);

  it('Keywords 2.1: When Played, Ambush may ready the unit and attack an enemy unit', () => {
    const d = drive(lackeys({ groundArena: ['battlefield-marine', 'underworld-thug'] }), play('Syndicate Lackeys'), script(['MAY', 'Resolve'], ['DEFENDER', /^Battlefield Marine/]));
    const s = resolved(d);
    expect(inPlay(s, 'Battlefield Marine')).toBe(false);
    expect(unit(s, 'Syndicate Lackeys')).toMatchObject({ damage: 3, exhausted: true });
    // Units only: the enemy base is not offered.
    expect(d.prompts[1]!.options.some((o) => /base/.test(o.label))).toBe(false);
  });

  it('Keywords 2.2: Ambush gained twice still gives one attack', () => {
    const state = karabast({ hand: ['twice'] }, { groundArena: ['battlefield-marine'] }, {
      customCards: [custom({ id: 'twice', internalName: 'twice', name: 'Twice Ambusher', power: 5, hp: 5, keywords: ['Ambush', 'Ambush'] })],
    });
    const d = drive(state, play('Twice Ambusher'), script(['MAY', 'Resolve'], ['DEFENDER', /^Battlefield Marine/]));
    expect(resolved(d).player2.groundArena).toEqual([]);
    expect(d.result.log.filter((e) => e.kind === 'ATTACK_DECLARED')).toHaveLength(1);
  });

  it('Keywords 2.3: the unit enters play exhausted and can\'t ready without an enemy unit to attack', () => {
    const d = drive(lackeys({}), play('Syndicate Lackeys'));
    expect(d.prompts).toEqual([]);
    expect(unit(resolved(d), 'Syndicate Lackeys').exhausted).toBe(true);
  });

  it('Keywords 2.4: Ambush resolves in the same window as When Played abilities (the player orders them)', () => {
    const state = karabast({ hand: ['amb'] }, { groundArena: ['battlefield-marine'] }, {
      customCards: [custom({ id: 'amb', internalName: 'amb', name: 'Ambusher', power: 4, hp: 4, keywords: ['Ambush'], text: 'Ambush\nWhen Played: Draw a card.', abilities: [{ kind: 'triggered', id: 'draw', text: 'When Played: Draw a card.', when: { on: 'played' }, effect: { do: 'draw', player: 'you' } }] })],
    });
    const d = drive(state, play('Ambusher'), script(['TRIGGER_ORDER', /Draw a card/], ['MAY', 'Resolve'], ['DEFENDER', /^Battlefield Marine/]));
    const s = resolved(d);
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Ambusher: When Played: Draw a card.', 'Ambusher: Ambush: this unit may ready and attack an enemy unit']);
    expect(s.player1.hand).toHaveLength(1);
    expect(inPlay(s, 'Battlefield Marine')).toBe(false);
  });

  it('Keywords 2.5: an Ambush attack is a normal attack (Overwhelm still sends excess damage to the base)', () => {
    const d = drive(karabast({ hand: ['mercenary-company'] }, { groundArena: ['vanguard-infantry'] }), play('Mercenary Company'), script(['MAY', 'Resolve'], ['DEFENDER', /^Vanguard/], ['MAY', /^Mercenary Company/]));
    const s = resolved(d);
    expect(s.player2.base.damage).toBe(3);
    expect(d.result.log.map((e) => e.kind)).toEqual(expect.arrayContaining(['ATTACK_DECLARED', 'EXHAUSTED', 'ATTACK_ENDED']));
  });
});

describe('Keywords 3: Grit', () => {
  it('Keywords 3.1: +1/+0 for each damage on the unit', () => {
    const s = resolved(drive(karabast({ groundArena: [{ card: 'scout-bike-pursuer', damage: 2 }] }), attack('Scout Bike Pursuer', 'base')));
    expect(s.player2.base.damage).toBe(3);
  });

  it('Keywords 3.2: gaining Grit again does not change power', () => {
    const state = karabast({ groundArena: [{ card: 'gentle-giant', id: 'gg', damage: 3 }] }, {}, { effects: [lasting('e1', 'gg', { keyword: { name: 'Grit' } })] });
    expect(stats(state, 'gg').power).toBe(5);
  });

  it('Keywords 3.3: damage dealt simultaneously in combat does not raise Grit power until all damage is dealt', () => {
    const state = karabast({ groundArena: [{ card: 'scout-bike-pursuer', damage: 1 }] }, { groundArena: ['battlefield-marine'] });
    const s = resolved(drive(state, attack('Scout Bike Pursuer', 'Battlefield Marine')));
    // Power 2 when damage is dealt (1 damage), not 5 after the Marine's 3.
    expect(unit(s, 'Battlefield Marine').damage).toBe(2);
    expect(inPlay(s, 'Scout Bike Pursuer')).toBe(false);
  });
});

describe('Keywords 4: Overwhelm', () => {
  it('Keywords 4.1: while attacking, excess damage goes to the defending player\'s base', () => {
    const s = resolved(drive(karabast({ groundArena: ['wampa'] }, { groundArena: ['vanguard-infantry'] }), attack('Wampa', 'Vanguard Infantry'), script(['MAY', 'Decline'])));
    expect(s.player2.base.damage).toBe(2);
  });

  it('Keywords 4.2: a second Overwhelm does not add more excess damage', () => {
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] }, { groundArena: ['underworld-thug'] }, { effects: [lasting('e1', 'w', { keyword: { name: 'Overwhelm' } })] });
    expect(resolved(drive(state, attack('w', 'Underworld Thug'))).player2.base.damage).toBe(1);
  });

  it('Keywords 4.3: defender and base are dealt damage simultaneously', () => {
    const d = drive(karabast({ groundArena: ['wampa'] }, { groundArena: ['underworld-thug'] }), attack('Wampa', 'Underworld Thug'));
    const kinds = resolved(d) && d.result.log.map((e) => e.kind);
    const damage = kinds.map((k, i) => (k === 'DAMAGE_DEALT' ? i : -1)).filter((i) => i >= 0);
    expect(damage).toHaveLength(3);
    expect(damage.every((i) => i < kinds.indexOf('DEFEATED'))).toBe(true);
  });

  it('Keywords 4.4: excess damage is combat damage to the base, but the base was not attacked', () => {
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] }, { groundArena: ['underworld-thug'] }, {
      effects: [lasting('e1', 'w', { ability: { kind: 'triggered', id: 'hit-base', text: 'When this unit deals combat damage to a base: Draw a card.', when: { on: 'dealsCombatDamage', to: 'base' }, effect: { do: 'draw', player: 'you' } } })],
    });
    const d = drive(state, attack('w', 'Underworld Thug'));
    expect(resolved(d).player1.hand).toHaveLength(1);
    expect(d.result.log.find((e) => e.kind === 'ATTACK_DECLARED')!.text).toBe('player1 attacks Underworld Thug with Wampa');
  });

  it('Keywords 4.5: a Shield on the defender prevents the damage and nothing reaches the base', () => {
    const s = resolved(drive(karabast({ groundArena: ['wampa'] }, { groundArena: [{ card: 'vanguard-infantry', upgrades: ['shield'] }] }), attack('Wampa', 'Vanguard Infantry')));
    expect(s.player2.base.damage).toBe(0);
    expect(unit(s, 'Vanguard Infantry')).toMatchObject({ damage: 0, upgrades: [] });
  });
});

describe('Keywords 5: Raid', () => {
  it('Keywords 5.1: +X power while attacking', () => {
    expect(resolved(drive(karabast({ spaceArena: ['green-squadron-awing'] }), attack('Green Squadron A-Wing', 'base'))).player2.base.damage).toBe(3);
  });

  it('Keywords 5.2: Raid stacks (printed 2 + gained 1 = 3)', () => {
    expect(resolved(drive(karabast({ spaceArena: ['red-three#unstoppable', 'green-squadron-awing'] }), attack('Green Squadron A-Wing', 'base'))).player2.base.damage).toBe(4);
  });

  it('Keywords 5.3: the bonus is lost when the attack completes', () => {
    const state = karabast({ groundArena: ['partisan-insurgent', 'wampa'] });
    expect(stats(state, 'Partisan Insurgent').power).toBe(1);
    const s = resolved(drive(state, attack('Partisan Insurgent', 'base')));
    expect(s.player2.base.damage).toBe(3);
    expect(stats(s, 'Partisan Insurgent').power).toBe(1);
  });
});

describe('Keywords 6: Restore', () => {
  it('Keywords 6.1: On Attack, heal X damage from your base', () => {
    const s = resolved(drive(karabast({ groundArena: ['yoda#old-master'], base: { card: 'kestro-city', damage: 5 } }), attack('Yoda', 'base')));
    expect(s.player1.base.damage).toBe(3);
  });

  it('Keywords 6.2: Restore stacks (2 + 1 gained = 3)', () => {
    const state = karabast({ groundArena: [{ card: 'yoda#old-master', id: 'yoda' }], base: { card: 'kestro-city', damage: 5 } }, {}, { effects: [lasting('e1', 'yoda', { keyword: { name: 'Restore', value: 1 } })] });
    expect(resolved(drive(state, attack('yoda', 'base'))).player1.base.damage).toBe(2);
  });
});

describe('Keywords 7: Saboteur', () => {
  const state = karabast({ groundArena: ['resourceful-pursuers', 'wampa'] }, { groundArena: [{ card: 'pyke-sentinel', id: 'pyke', upgrades: ['shield'] }, { card: 'underworld-thug', upgrades: ['shield'] }] });

  it('Keywords 7.1: ignores Sentinel and defeats the defender\'s Shields On Attack', () => {
    const s = resolved(drive(state, attack('Resourceful Pursuers', 'Underworld Thug')));
    expect(inPlay(s, 'Underworld Thug')).toBe(false);
    expect(unit(s, 'Pyke Sentinel').upgrades).toHaveLength(1);
  });

  it('Keywords 7.2: ignoring Sentinel does not remove it (a unit without Saboteur still must attack the Sentinel)', () => {
    expect(stats(state, 'pyke').keywords.map((k) => k.name)).toContain('Sentinel');
    const d = drive(state, attack('Resourceful Pursuers'), script(['DEFENDER', /^Underworld Thug/]));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Pyke Sentinel (player2)', 'Underworld Thug (player2)', "Administrator's Tower, Cloud City (player2's base)"]);
    expect(drive(state, attack('Wampa', 'Underworld Thug')).result.status).toBe('INVALID');
  });
});

describe('Keywords 8: Sentinel', () => {
  const state = karabast({ groundArena: ['wampa'], spaceArena: ['alliance-xwing'] }, { groundArena: ['pyke-sentinel', 'battlefield-marine'] });

  it('Keywords 8.1: units in that arena can\'t attack non-Sentinel units or the base', () => {
    const d = drive(state, attack('Wampa', 'base'));
    expect(d.result.status).toBe('INVALID');
    expect(d.result.errors[0]!.message).toMatch(/Sentinel/);
    // The space arena is not guarded.
    expect(resolved(drive(state, attack('Alliance X-Wing', 'base'))).player2.base.damage).toBe(2);
  });

  it('Keywords 8.2: after exhausting the attacker, only Sentinel units can be chosen as defender', () => {
    const d = drive(state, attack('Wampa'), script(['DEFENDER', 'Pyke Sentinel']));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Pyke Sentinel (player2)']);
    expect(resolved(d).player2.groundArena.map((u) => u.card)).toEqual(['SOR_095']);
  });

  it('Keywords 8.3: an attacker with Saboteur may attack any unit or the base', () => {
    const s = resolved(drive(karabast({ groundArena: ['resourceful-pursuers'] }, { groundArena: ['pyke-sentinel'] }), attack('Resourceful Pursuers', 'base')));
    expect(s.player2.base.damage).toBe(5);
  });

  it('Keywords 8.4: Sentinel overrides "can\'t be attacked"', () => {
    const hidden = { kind: 'constant', id: 'hidden', text: "This unit can't be attacked.", affects: 'self', grant: { cantBeAttacked: true } };
    const cardsInline = [
      custom({ id: 'shy', internalName: 'shy', name: 'Shy Unit', text: "This unit can't be attacked.", abilities: [hidden] }),
      custom({ id: 'shy-sentinel', internalName: 'shy-sentinel', name: 'Shy Sentinel', keywords: ['Sentinel'], text: "Sentinel\nThis unit can't be attacked.", abilities: [hidden] }),
    ];
    const withoutSentinel = karabast({ groundArena: ['wampa'] }, { groundArena: ['shy'] }, { customCards: cardsInline });
    expect(drive(withoutSentinel, attack('Wampa', 'Shy Unit')).result.status).toBe('INVALID');
    const withSentinel = karabast({ groundArena: ['wampa'] }, { groundArena: ['shy-sentinel'] }, { customCards: cardsInline });
    expect(resolved(drive(withSentinel, attack('Wampa', 'Shy Sentinel'))).player2.groundArena).toEqual([]);
  });
});

describe('Keywords 9: Shielded', () => {
  it('Keywords 9.1: When Played, a unit with Shielded gets a Shield token; a leader gets it When Deployed', () => {
    const s = resolved(drive(karabast({ hand: ['rukh#thrawns-assassin'] }), play('Rukh')));
    expect(upgradeNames(unit(s, 'Rukh'))).toEqual(['shield']);
    const leader = custom({
      id: 'shield-leader', internalName: 'shield-leader#test', name: 'Shield Leader', subtitle: 'Test', type: 'Leader', cost: 5, power: 3, hp: 6, aspects: ['Aggression', 'Villainy'], keywords: ['Shielded'],
      text: null, backText: 'Shielded', abilities: [{ kind: 'deploy', id: 'deploy', side: 'leader', text: 'Epic Action: deploy with 5 resources.', minResources: 5 }],
    });
    const deployed = resolved(drive(karabast({ leader: 'shield-leader#test' }, {}, { customCards: [leader] }), { type: 'deployLeader', player: 'player1' }));
    expect(deployed.player1.leader.upgrades.map((u) => u.card)).toEqual(['shield']);
  });

  it('Keywords 9.2: Shielded resolves in the same window as When Played abilities', () => {
    const state = karabast({ hand: ['sh'] }, {}, {
      customCards: [custom({ id: 'sh', internalName: 'sh', name: 'Shielded Drawer', keywords: ['Shielded'], text: 'Shielded\nWhen Played: Draw a card.', abilities: [{ kind: 'triggered', id: 'draw', text: 'When Played: Draw a card.', when: { on: 'played' }, effect: { do: 'draw', player: 'you' } }] })],
    });
    const d = drive(state, play('Shielded Drawer'), script(['TRIGGER_ORDER', /Shielded/]));
    expect(d.prompts[0]!.options).toHaveLength(2);
    const s = resolved(d);
    expect(upgradeNames(unit(s, 'Shielded Drawer'))).toEqual(['shield']);
    expect(s.player1.hand).toHaveLength(1);
  });
});

describe('Keywords 10: Bounty', () => {
  const defeat = (target: string) => ({ type: 'defeat', target });

  it('Keywords 10.1: When Defeated / When Captured, an opponent may resolve the Bounty and controls it', () => {
    const d = drive(karabast({}, { groundArena: ['hylobon-enforcer'] }), defeat('Hylobon Enforcer'), script(['BOUNTY', 'Resolve']));
    expect(d.prompts[0]!.player).toBe('player1');
    expect(resolved(d).player1.hand).toHaveLength(1);
    const captured = drive(karabast({ hand: ['discerning-veteran'] }, { groundArena: ['hylobon-enforcer'] }), play('Discerning Veteran'), script(['TARGET', /^Hylobon/], ['BOUNTY', 'Resolve']));
    const s = resolved(captured);
    expect(s.player1.hand).toHaveLength(1);
    expect(unit(s, 'Discerning Veteran').capturedUnits.map((c) => c.card)).toEqual(['SHD_027']);
  });

  it('Keywords 10.2: each Bounty is its own ability (printed + gained: two triggers)', () => {
    const state = karabast({}, { groundArena: [{ card: 'hylobon-enforcer', id: 'hylo' }] }, {
      effects: [{ ...lasting('e1', 'hylo', { keyword: { name: 'Bounty', text: 'Draw a card.', effect: { do: 'draw', player: 'you' } } }), controller: 'player2' }],
    });
    const d = drive(state, defeat('hylo'), script(['TRIGGER_ORDER', /Bounty/], ['BOUNTY', 'Resolve'], ['BOUNTY', 'Resolve']));
    expect(resolved(d).player1.hand).toHaveLength(2);
  });

  it('Keywords 10.3: Bounty resolves in the same window as When Defeated (active player picks who goes first)', () => {
    const d = drive(karabast({}, { groundArena: ['val#loyal-to-the-end', 'battlefield-marine'] }, {}), defeat('Val'), script(
      ['PLAYER_ORDER', 'Opponent'], ['TARGET', /^Battlefield Marine/], ['BOUNTY', /^Battlefield Marine/],
    ));
    expect(d.prompts[0]!.player).toBe('player1');
    resolved(d);
    // P1 chose the opponent first: Val's When Defeated (P2) gave the Experience before P1 collected the Bounty.
    expect(d.prompts.map((p) => p.player)).toEqual(['player1', 'player2', 'player1']);
    const s = d.state;
    expect(unit(s, 'Battlefield Marine')).toMatchObject({ damage: 3, upgrades: [expect.objectContaining({ card: 'experience' }), expect.objectContaining({ card: 'experience' })] });
  });

  it('Keywords 10.4: collecting a Bounty is resolving its ability', () => {
    const d = drive(karabast({}, { groundArena: ['hylobon-enforcer'] }), defeat('Hylobon Enforcer'), script(['BOUNTY', 'Resolve']));
    expect(d.result.log.some((e) => e.kind === 'ABILITY_RESOLVED' && /Bounty/.test(e.text) && e.player === 'player1')).toBe(true);
    expect(resolved(d).player1.hand).toHaveLength(1);
  });

  it('Keywords 10.5: resolving a Bounty is optional', () => {
    const s = resolved(drive(karabast({}, { groundArena: ['hylobon-enforcer'] }), defeat('Hylobon Enforcer'), script(['BOUNTY', 'Decline'])));
    expect(s.player1.hand).toHaveLength(0);
  });

  it('Keywords 10.6: a player who defeats their own Bounty unit gives the Bounty to an opponent', () => {
    const state = karabast({ groundArena: ['hylobon-enforcer'] }, { hasInitiative: false });
    const d = drive(state, { type: 'defeat', target: 'Hylobon Enforcer', player: 'player1' }, script(['BOUNTY', 'Resolve']));
    expect(d.prompts[0]!.player).toBe('player2');
    expect(resolved(d).player2.hand).toHaveLength(1);
  });
});

describe('Keywords 11: Smuggle', () => {
  const smuggler = (p1: Record<string, unknown>) => karabast({ resources: [...Array.from({ length: 5 }, () => ({ card: null })), 'collections-starhopper'], ...p1 });
  const smuggle = (card = 'Collections Starhopper') => play(card, { from: 'resources' });

  it('Keywords 11.1: play from resources for the Smuggle cost, aspect penalties included', () => {
    // Vader + Kestro City provide no Command: 3 + 2 = 5 of the 6 resources.
    const d = drive(smuggler({}), smuggle());
    const s = resolved(d);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(5);
    expect(d.result.log.find((e) => e.kind === 'COST_DETERMINED')!.text).toMatch(/costs 5.*aspect penalty/);
    expect(drive(karabast({ resources: [{ card: null }, 'collections-starhopper'] }), smuggle()).result.status).toBe('INVALID');
  });

  it('Keywords 11.2: each Smuggle is its own ability (the player picks which to use)', () => {
    const state = karabast({ resources: [...Array.from({ length: 5 }, () => ({ card: null })), 'two-smuggles'], leader: 'leia-organa#alliance-general' }, {}, {
      customCards: [custom({ id: 'two-smuggles', internalName: 'two-smuggles', name: 'Double Smuggler', arena: 'Space', aspects: ['Command'], keywords: [{ name: 'Smuggle', value: 4, text: '4 Command' }, { name: 'Smuggle', value: 2, text: '2 Command' }], text: 'Smuggle [4 Command]\nSmuggle [2 Command]' })],
    });
    const d = drive(state, smuggle('Double Smuggler'), script(['OPTION', 'Smuggle [2 Command]']));
    expect(resolved(d).player1.resources.filter((r) => r.exhausted)).toHaveLength(2);
  });

  it('Keywords 11.3: playing with Smuggle is a Play a Card action (When Played triggers)', () => {
    const state = karabast({ resources: [...Array.from({ length: 5 }, () => ({ card: null })), 'smuggle-drawer'] }, {}, {
      customCards: [custom({ id: 'smuggle-drawer', internalName: 'smuggle-drawer', name: 'Smuggle Drawer', keywords: [{ name: 'Smuggle', value: 1 }], text: 'Smuggle [1]\nWhen Played: Draw a card.', abilities: [{ kind: 'triggered', id: 'draw', text: 'When Played: Draw a card.', when: { on: 'played' }, effect: { do: 'draw', player: 'you' } }] })],
    });
    const d = drive(state, smuggle('Smuggle Drawer'));
    expect(d.result.log.map((e) => e.kind)).toContain('PLAYED');
    expect(resolved(d).player1.hand).toHaveLength(1);
  });

  it('Keywords 11.4: the card has Smuggle in the resource zone and still has it once in play', () => {
    const s = resolved(drive(smuggler({}), smuggle()));
    expect(stats(s, 'Collections Starhopper').keywords.map((k) => k.name)).toContain('Smuggle');
  });

  it('Keywords 11.5: the smuggled card can be exhausted to pay its own cost', () => {
    const state = karabast({ leader: 'leia-organa#alliance-general', resources: [{ card: null }, { card: null }, { card: null, exhausted: true }, 'collections-starhopper'] });
    const s = resolved(drive(state, smuggle()));
    expect(inPlay(s, 'Collections Starhopper')).toBe(true);
    expect(s.player1.resources.every((r) => r.exhausted)).toBe(true);
  });

  it('Keywords 11.6: a smuggled unit enters play exhausted; a smuggled event goes to the discard pile', () => {
    const s = resolved(drive(smuggler({}), smuggle()));
    expect(unit(s, 'Collections Starhopper').exhausted).toBe(true);
    const state = karabast({ resources: [...Array.from({ length: 3 }, () => ({ card: null })), 'smuggled-event'] }, {}, {
      customCards: [custom({ id: 'smuggled-event', internalName: 'smuggled-event', name: 'Smuggled Event', type: 'Event', power: null, hp: null, arena: null, keywords: [{ name: 'Smuggle', value: 1 }], text: 'Smuggle [1]\nDraw a card.', abilities: [{ kind: 'event', id: 'draw', text: 'Draw a card.', effect: { do: 'draw', player: 'you' } }] })],
    });
    const e = resolved(drive(state, smuggle('Smuggled Event')));
    expect(inDiscard(e, 'player1', 'Smuggled Event')).toBe(true);
    expect(e.player1.hand).toHaveLength(1);
  });

  it('Keywords 11.7: the top card of the deck replaces it, exhausted', () => {
    const s = resolved(drive(smuggler({ leader: 'leia-organa#alliance-general', deck: ['battlefield-marine'] }), smuggle()));
    expect(s.player1.resources).toHaveLength(6);
    expect(s.player1.resources.at(-1)).toMatchObject({ card: 'SOR_095', exhausted: true });
  });

  it('Keywords 11.8: with an empty deck nothing replaces it and the base takes no damage', () => {
    const s = resolved(drive(smuggler({ leader: 'leia-organa#alliance-general', deck: [] }), smuggle()));
    expect(s.player1.resources).toHaveLength(5);
    expect(s.player1.base.damage).toBe(0);
  });
});
