// The core's ordering policies, run on the machine with a toy game whose players "wish" to resolve optional
// abilities: each prompt is answered by a strategy and the whole run is replayed with the answers so far, as the
// stateless API does.
import { describe, expect, it } from 'vitest';
import type { ChoiceAnswer, Prompt } from '../../engine/api.js';
import { Decisions } from '../../engine/core/decisions.js';
import { NeedChoice } from '../../engine/core/interrupts.js';
import { emptyTiming, Machine } from '../../engine/core/machine.js';
import { alternatingInTurnOrder, playerByPlayer } from '../../engine/core/policies.js';
import type { LogNote, PendingAbility, WindowPolicy } from '../../engine/core/window.js';

const rule = { number: 'R', title: 'rule' };

const alternating = alternatingInTurnOrder<PendingAbility>({
  text: (p) => `${p}: resolve an ability or decline`,
  declineLabel: 'Decline',
  rule,
  declined: (p) => `${p} declines`,
  closed: 'every player declined in a row: the window closes',
});

interface Run {
  resolved: string[];
  log: string[];
  prompts: Prompt[];
}

/**
 * Opens one window of optional abilities. `wishes` lists, per player, the abilities they hold (each its own physical
 * object); `answer` picks an option id for each prompt.
 */
function runWindow(policy: WindowPolicy<PendingAbility>, order: string[], wishes: Record<string, string[]>, answer: (p: Prompt, n: number) => string, pending: PendingAbility[] = []): Run {
  const choices: ChoiceAnswer[] = [];
  const prompts: Prompt[] = [];
  for (;;) {
    const resolved: string[] = [];
    const log: string[] = [];
    const machine = new Machine<never, PendingAbility>(emptyTiming(), {
      events: { legal: () => true, replacements: () => [], replacementMode: 'eachOnce', chooseReplacement: (_e, o) => o[0]!, beforeApply: () => undefined, apply: () => undefined, triggers: () => [], stateChecks: () => [] },
      policy,
      view: {
        activePlayer: order[0]!,
        turnOrder: order,
        firstPlayer: order[0],
        available: (player, window) => (window.point === 'test' ? wishes[player] ?? [] : []).map((id) => ({ id, controller: player, source: id })),
        interchangeable: () => false,
        label: (a) => a.id,
      },
      resolveAbility: (a) => [{ t: 'resolve', id: a.id }],
      handle: (task) => void resolved.push(task.id as string),
      log: (note: LogNote) => void log.push(note.text),
    }, new Decisions(choices, false));
    const id = machine.openWindow('test', 'resolving');
    machine.addToWindow(id, pending);
    machine.push({ t: 'window', id });
    try {
      machine.run();
      return { resolved, log, prompts };
    } catch (e) {
      if (!(e instanceof NeedChoice)) throw e;
      prompts.push(e.prompt);
      choices.push({ prompt: e.prompt.id, options: [answer(e.prompt, prompts.length - 1)] });
    }
  }
}

/** Each player resolves their next wished ability in order, unless told to decline at that prompt. */
const inOrder = (declineAt: Set<number> = new Set()) => (p: Prompt, n: number): string => (declineAt.has(n) ? 'decline' : p.options[0]!.id);

describe('TI4 policy: alternating in turn order (tirules "Abilities")', () => {
  const order = ['Alice', 'Bob', 'Cheng', 'Dana'];
  const wishes = { Alice: ['A1', 'A2', 'A3', 'A4'], Bob: ['B1'], Cheng: ['C1', 'C2'], Dana: [] };

  it('the worked example: Alice #1; Bob #1; Cheng #1; Alice #2; Cheng #2; Alice #3; Alice #4, then the window closes', () => {
    const run = runWindow(alternating, order, wishes, inOrder());
    expect(run.resolved).toEqual(['A1', 'B1', 'C1', 'A2', 'C2', 'A3', 'A4']);
    expect(run.log.at(-1)).toBe('every player declined in a row: the window closes');
    // Dana never holds an ability: she declines without being asked; so does Bob once B1 is used.
    expect(run.prompts.every((p) => p.player !== 'Dana')).toBe(true);
  });

  it('a player who declined may resolve again only because another player resolved since (Alice declines #2, still resolves #3)', () => {
    // Prompts in order: Alice(A1) Bob(B1) Cheng(C1) Alice(decline) Cheng(C2) Alice(A2)...
    const run = runWindow(alternating, order, wishes, inOrder(new Set([3])));
    expect(run.resolved).toEqual(['A1', 'B1', 'C1', 'C2', 'A2', 'A3', 'A4']);
  });

  it('once every player declined in a row the window closes: Alice declining #3 loses #4', () => {
    // Prompts: Alice(A1) Bob(B1) Cheng(C1) Alice(A2) Cheng(C2) Alice(decline): Bob, Cheng, Dana have nothing left.
    const run = runWindow(alternating, order, wishes, inOrder(new Set([5])));
    expect(run.resolved).toEqual(['A1', 'B1', 'C1', 'A2', 'C2']);
    expect(run.log.slice(-4)).toEqual(['Alice declines', 'Bob declines', 'Cheng declines', 'every player declined in a row: the window closes']);
  });

  it('once per physical object per window: an object that resolved is not offered again', () => {
    const run = runWindow(alternating, ['Alice', 'Bob'], { Alice: ['iff', 'iff'], Bob: [] }, inOrder());
    expect(run.resolved).toEqual(['iff']);
  });
});

describe('X-Wing policy: the first player\'s abilities first, each player orders their own', () => {
  const firstPlayerFirst = playerByPlayer<PendingAbility>({
    playerOrder: { kind: 'firstPlayerFirst', rule },
    triggerOrder: { text: 'order your abilities', rule },
    chosePlayer: (c, p) => `${c} picks ${p}`,
    choseAbility: (p, l) => `${p} resolves ${l}`,
    playerLabel: (p) => p,
  });

  it('no one is asked who goes first; the owner orders their own simultaneous abilities', () => {
    const pending = [
      { id: 'p2-a', controller: 'P2', source: 's1' },
      { id: 'p1-a', controller: 'P1', source: 's2' },
      { id: 'p1-b', controller: 'P1', source: 's3' },
    ];
    const run = runWindow(firstPlayerFirst, ['P1', 'P2'], {}, (p) => p.options.at(-1)!.id, pending);
    expect(run.prompts.map((p) => [p.player, p.kind])).toEqual([['P1', 'TRIGGER_ORDER']]);
    expect(run.resolved).toEqual(['p1-b', 'p1-a', 'p2-a']);
  });
});
