// Decisions replay: the n-th prompt of a resolution is answered by choices[n]. Prompt ids are derived from the
// position and kind, so the same request always produces the same prompt ids.
import type { ChoiceAnswer, Prompt } from '../api.js';
import { Invalid, NeedChoice } from './interrupts.js';

/** A prompt before it is numbered: ask() gives it its id. */
export type PromptSpec = Omit<Prompt, 'id'>;

export interface DecisionsOptions {
  /** How many of the answers come from the state's replay list (a resumed state), before the request's own. */
  replayed?: number;
  /** Prompts answered before this state was saved: numbering continues from there. */
  offset?: number;
}

/** The option id that declines an optional prompt (every game): chosen alone, it means "none of these". */
export const DECLINE = 'decline';

export class Decisions {
  private next = 0;
  private readonly replayed: number;
  private readonly offset: number;

  constructor(
    private readonly answers: readonly ChoiceAnswer[],
    /** Karabast's autoSingleTarget: a forced single-option prompt is answered without asking. */
    private readonly autoSingle: boolean,
    opts: DecisionsOptions = {},
  ) {
    this.replayed = opts.replayed ?? 0;
    this.offset = opts.offset ?? 0;
  }

  /** The answers used since `from` answers had been consumed (a step's answers, replayed when it runs again). */
  answersSince(from: number): ChoiceAnswer[] {
    return this.answers.slice(from, this.next);
  }

  /** How many recorded answers were used; unused answers make the request INVALID. */
  get consumed(): number {
    return this.next;
  }

  /** Returns the chosen option ids, or stops the resolution with the prompt when no answer was recorded. */
  ask(spec: PromptSpec, opts: { forced?: boolean } = {}): string[] {
    if (spec.options.length === 0 || spec.max === 0) return [];
    if (spec.options.length === 1 && spec.min === 1) {
      // A forced single choice is still shown unless the state asks for Karabast's autoSingleTarget.
      if (opts.forced !== false && this.autoSingle) return [spec.options[0]!.id];
    } else if (spec.min >= spec.options.length) {
      // "Choose N" among exactly N options decides nothing.
      return spec.options.map((o) => o.id);
    }
    const index = this.next;
    const prompt: Prompt = { id: `p${this.offset + index + 1}-${spec.kind}`, ...spec };
    if (index >= this.answers.length) {
      // Every option names what it stands for (a choice of words stands for itself) and the card it is about.
      throw new NeedChoice({ ...prompt, options: spec.options.map((o) => ({ id: o.id, label: o.label, ref: o.ref ?? o.id, card: o.card ?? null })) });
    }
    const answer = this.answers[index];
    this.next += 1;
    const path = index < this.replayed ? `$.state.timing.replay[${index}]` : `$.choices[${index - this.replayed}]`;
    const fail = (message: string): never => {
      throw new Invalid([{ code: 'BAD_CHOICE', path, message: `prompt ${prompt.id} (${prompt.kind}: ${prompt.text}): ${message}` }]);
    };
    if (typeof answer !== 'object' || answer === null) return fail('an answer is { prompt?, options: [option ids] }');
    if (answer.prompt !== undefined && answer.prompt !== prompt.id) fail(`this answer is for prompt "${answer.prompt}", but the pending prompt is ${prompt.id}`);
    if (!Array.isArray(answer.options)) fail('options must be an array of option ids');
    const ids = new Set(spec.options.map((o) => o.id));
    const seen = new Set<string>();
    for (const id of answer.options) {
      if (typeof id !== 'string' || !ids.has(id)) fail(`"${String(id)}" is not one of the options [${[...ids].join(', ')}]`);
      if (seen.has(id)) fail(`"${id}" is chosen twice`);
      seen.add(id);
    }
    if (seen.has(DECLINE) && seen.size > 1) fail(`"${DECLINE}" declines: choose it alone`);
    if (answer.options.length < spec.min || answer.options.length > spec.max) {
      fail(`choose between ${spec.min} and ${spec.max} options, got ${answer.options.length}`);
    }
    return [...answer.options];
  }
}
