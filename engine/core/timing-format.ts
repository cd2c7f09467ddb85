// The machine's part of a saved state, as schema definitions a game's state format includes: the task stack, the
// open windows, the answers the interrupted step had been given, and the id counters. The game supplies the
// definitions `task` (its own tasks; coreTasks() gives the machine's) and `pendingAbility` (what waits in windows).
import { arr, bool, int, lit, nullable, obj, oneOfStrings, opt, record, ref, type SchemaNode, str, union } from './schema.js';

/** One kind of task a game's `task` union lists: `{ t: <kind>, ...its fields }`. */
export const task = (t: string, properties: Parameters<typeof obj>[0] = {}): SchemaNode => obj({ t: lit(t), ...properties });

export function timingDefs(): Record<string, SchemaNode> {
  return {
    choiceAnswer: obj({ prompt: opt(str()), options: arr(str()) }, "A player's answer to a prompt."),
    timingWindow: obj({
      id: str({ minLength: 1 }),
      point: str({ description: 'The moment this window is at ("action", "onAttack", "triggered"...).' }),
      layer: int({ minimum: 0 }),
      phase: oneOfStrings(['collecting', 'resolving']),
      pending: arr(ref('pendingAbility')),
      declined: arr(str(), { description: 'Players who declined since the last resolution, in order.' }),
      used: arr(str(), { description: 'Objects that resolved an ability in this window.' }),
      cursor: record(nullable(union([str(), int(), bool()])), "The ordering policy's bookkeeping."),
      resolved: int({ minimum: 0 }),
    }, 'An open timing window.'),
  };
}

/** The machine's fields of a timing state (a game adds its own). */
export function timingProperties() {
  return {
    tasks: arr(ref('task'), { description: 'Work left to do; the last task runs next.' }),
    windows: arr(ref('timingWindow'), { description: 'Open windows, outermost first.' }),
    replay: arr(ref('choiceAnswer'), { description: 'Answers the interrupted step had already been given.' }),
    answered: int({ minimum: 0, description: 'Prompts answered before the interrupted step.' }),
    counters: record(int({ minimum: 0 }), 'The last number given out per id prefix.'),
  };
}

/** The machine's own tasks, as variants of the game's task union (tag `t`). */
export function coreTasks(): SchemaNode[] {
  return [
    task('events', { events: arr(ref('event')), prepared: opt(bool()), stage: opt(lit('apply')), used: opt(arr(str())) }),
    task('stateChecks'),
    task('window', { id: str() }),
  ];
}
