// The prompt protocol (engine/core/prompt-schema.ts): one shape for every optional ability (its targets together with
// "decline"), BOUNTY for collecting a Bounty, refs unique within a prompt (two triggers of one card included), labels
// built one way in every kind, every prompt valid against the published schema, and stopAfterEachStep's state.
import { describe, expect, it } from 'vitest';
import { resolve } from '../../engine/index.js';
import type { Prompt } from '../../engine/api.js';
import { promptFormat, PROMPT_KINDS } from '../../engine/core/prompt-schema.js';
import { validate } from '../../engine/core/schema.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { cards, custom, drive, karabast, resolved, script, unit, upgradeNames } from './builders.js';

const seen: Prompt[] = [];
function keep<T extends { prompts: Prompt[] }>(d: T): T {
  seen.push(...d.prompts);
  return d;
}

describe('one shape for optional abilities', () => {
  // Vanguard Infantry: "When Defeated: You may give an Experience token to a unit."
  const state = karabast({ groundArena: ['vanguard-infantry', 'battlefield-marine'] }, { groundArena: ['wampa'] });
  const defeat = { type: 'defeat', target: 'Vanguard Infantry' };

  it('a "may" with a target: one MAY prompt with the units and "decline", nothing to accept first', () => {
    const d = keep(drive(state, defeat, script(['MAY', /^Battlefield Marine/])));
    const prompt = d.prompts[0]!;
    expect(prompt).toMatchObject({ kind: 'MAY', player: 'player1', min: 1, max: 1 });
    expect(prompt.options.map((o) => [o.label, o.card])).toEqual([
      ['Battlefield Marine (player1)', expect.any(String)], ['Wampa (player2)', expect.any(String)], ['Decline', null],
    ]);
    expect(prompt.options.at(-1)!.id).toBe('decline');
    expect(upgradeNames(unit(resolved(d), 'Battlefield Marine'))).toEqual(['experience']);
  });

  it('declining gives nothing; "decline" together with a target is refused', () => {
    const d = keep(drive(state, defeat, script(['MAY', 'Decline'])));
    expect(upgradeNames(unit(resolved(d), 'Battlefield Marine'))).toEqual([]);
    const marine = d.prompts[0]!.options[0]!.id;
    const both = resolve({ game: 'SWU', state, action: defeat, choices: [{ options: [marine, 'decline'] }] }, cards);
    expect(both.status).toBe('INVALID');
    expect(both.errors[0]).toMatchObject({ code: 'BAD_CHOICE', path: '$.choices[0]' });
  });

  it('a "may" with nothing to choose first: "resolve" or "decline" (General Krell\'s granted draw)', () => {
    const d = keep(drive(karabast({ groundArena: ['general-krell#heartless-tactician', 'battlefield-marine'] }), { type: 'defeat', target: 'Battlefield Marine' }, script(['MAY', 'Resolve'])));
    expect(d.prompts[0]!.options.map((o) => [o.id, o.label])).toEqual([['resolve', 'Resolve'], ['decline', 'Decline']]);
    expect(resolved(d).player1.hand).toHaveLength(1);
  });

  it('collecting a Bounty is a BOUNTY prompt of the same shape, asked of the collector', () => {
    // Hylobon Enforcer: "Bounty — Draw a card." Defeated, player1 (its opponent) may collect it.
    const draw = keep(drive(karabast({}, { groundArena: ['hylobon-enforcer'] }), { type: 'defeat', target: 'Hylobon Enforcer' }, script(['BOUNTY', 'Resolve'])));
    expect(draw.prompts[0]).toMatchObject({ kind: 'BOUNTY', player: 'player1' });
    expect(draw.prompts[0]!.options.map((o) => o.id)).toEqual(['resolve', 'decline']);
    // Val: "Bounty — Deal 3 damage to a unit." The targets are in the BOUNTY prompt itself.
    const val = keep(drive(karabast({ groundArena: ['battlefield-marine'] }, { groundArena: ['val#loyal-to-the-end', 'wampa'] }), { type: 'defeat', target: 'Val' }, script(
      ['PLAYER_ORDER', 'You'], ['BOUNTY', /^Wampa/], ['TARGET', /^Wampa/],
    )));
    const bounty = val.prompts.find((p) => p.kind === 'BOUNTY')!;
    expect(bounty.options.map((o) => o.label)).toEqual(['Battlefield Marine (player1)', 'Wampa (player2)', 'Decline']);
    // 3 damage from the Bounty on Wampa (4/5); Val's When Defeated gave it 2 Experience (+2/+2): 3 of 7 HP.
    expect(unit(resolved(val), 'Wampa')).toMatchObject({ damage: 3 });
  });
});

describe('refs and labels', () => {
  it('two triggers from one card have different refs (the trigger instances), both naming the card', () => {
    // Hylobon Enforcer with a printed Bounty and a gained one: two Bounty triggers from the same unit.
    const state = karabast({}, { groundArena: [{ card: 'hylobon-enforcer', id: 'hylo' }] }, {
      effects: [{ id: 'e1', source: 'hylo', controller: 'player2', duration: 'thisPhase', targets: ['hylo'], effect: { keyword: { name: 'Bounty', text: 'Draw a card.', effect: { do: 'draw', player: 'you' } } } }],
    });
    const d = keep(drive(state, { type: 'defeat', target: 'hylo' }, script(['TRIGGER_ORDER', /Bounty/], ['BOUNTY', 'Resolve'], ['BOUNTY', 'Resolve'])));
    const order = d.prompts[0]!;
    expect(order.options).toHaveLength(2);
    expect(new Set(order.options.map((o) => o.ref)).size).toBe(2);
    expect(order.options.map((o) => o.card)).toEqual(['hylo', 'hylo']);
    expect(resolved(d).player1.hand).toHaveLength(2);
  });

  it('a unit and a base read the same in a DEFENDER prompt and in a TARGET prompt', () => {
    const zap = custom({
      id: 'zap', internalName: 'zap', name: 'Zap', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Deal 1 damage to a unit or base.',
      abilities: [{ kind: 'event', id: 'z', text: 'Deal 1 damage to a unit or base.', effect: { do: 'dealDamage', target: { choose: 'unitOrBase' }, amount: 1 } }],
    });
    const state = karabast({ hand: ['zap'], groundArena: ['wampa'] }, { groundArena: ['battlefield-marine'] }, { customCards: [zap] });
    const attack = keep(drive(state, { type: 'attack', player: 'player1', attacker: 'Wampa' }, script(['DEFENDER', /^Battlefield Marine/])));
    const play = keep(drive(state, { type: 'play', player: 'player1', card: 'Zap' }, script(['TARGET', /^Battlefield Marine/])));
    const base = "Administrator's Tower, Cloud City (player2's base)";
    expect(attack.prompts[0]!.options.map((o) => o.label)).toEqual(['Battlefield Marine (player2)', base]);
    expect(play.prompts[0]!.options.map((o) => o.label)).toEqual(['Wampa (player1)', 'Battlefield Marine (player2)', "Kestro City, Vardos (player1's base)", base]);
    // The same instance has the same id, ref and card in both.
    const marine = (p: Prompt) => p.options.find((o) => o.label === 'Battlefield Marine (player2)');
    expect(marine(play.prompts[0]!)).toEqual(marine(attack.prompts[0]!));
  });
});

describe('stopAfterEachStep', () => {
  it('each STEP answer carries the state after that step', () => {
    // Wampa (4/5) attacks Battlefield Marine (3/3): exhausted as the attack begins, then 3 damage on Wampa, Marine defeated.
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] }, { groundArena: [{ card: 'battlefield-marine', id: 'bm' }] });
    const action = { type: 'attack', player: 'player1', attacker: 'w', target: 'bm' };
    const choices: { prompt?: string; options: string[] }[] = [];
    const after: { kind: string; state: SwuState }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const r = resolve({ game: 'SWU', state, action, choices, options: { stopAfterEachStep: true } }, cards);
      if (r.complete) break;
      expect(r.prompt!.kind).toBe('STEP');
      seen.push(r.prompt!);
      after.push({ kind: r.log.at(-1)!.kind, state: r.state as SwuState });
      choices.push({ prompt: r.prompt!.id, options: ['continue'] });
    }
    const declared = after.find((s) => s.kind === 'ATTACK_DECLARED')!.state;
    expect(declared.player1.groundArena[0]).toMatchObject({ id: 'w', exhausted: false, damage: 0 });
    const exhausted = after.find((s) => s.state.player1.groundArena[0]?.exhausted)!;
    expect(exhausted.state.player2.groundArena.map((u) => u.id)).toEqual(['bm']);
    const last = after.at(-1)!.state;
    expect(last.player1.groundArena[0]).toMatchObject({ id: 'w', exhausted: true, damage: 3 });
    expect(last.player2.groundArena).toEqual([]);
  });
});

describe('the published protocol', () => {
  it('every prompt above is valid against the prompt schema, with a documented kind, unique ids and refs', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const prompt of seen) {
      expect(validate(promptFormat, prompt)).toEqual([]);
      expect(Object.keys(PROMPT_KINDS)).toContain(prompt.kind);
      expect(new Set(prompt.options.map((o) => o.id)).size).toBe(prompt.options.length);
      expect(new Set(prompt.options.map((o) => o.ref)).size).toBe(prompt.options.length);
    }
  });
});
