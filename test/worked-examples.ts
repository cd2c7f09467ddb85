// The shipped collection of worked SWU examples (scenarios/swu-worked-examples.json), for tests that need one of its
// scenarios: one copy of each state, action and answer set.
import { readFileSync } from 'node:fs';
import type { ChoiceAnswer } from '../engine/api.js';
import type { Assertion } from '../engine/scenarios.js';

export const WORKED_EXAMPLES_FILE = new URL('../scenarios/swu-worked-examples.json', import.meta.url);

export interface WorkedExample {
  ref: string;
  game: 'SWU';
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into states freely
  state: any;
  action: unknown;
  choices: ChoiceAnswer[];
  expected: Assertion[];
  [field: string]: unknown;
}

/** The file's content, parsed afresh (callers may change it). */
export function workedExamples(): { format: string; version: number; scenarios: WorkedExample[] } {
  return JSON.parse(readFileSync(WORKED_EXAMPLES_FILE, 'utf8')) as { format: string; version: number; scenarios: WorkedExample[] };
}

export function workedExample(ref: string): WorkedExample {
  const found = workedExamples().scenarios.find((s) => s.ref === ref);
  if (!found) throw new Error(`no scenario ${ref} in ${WORKED_EXAMPLES_FILE.pathname}`);
  return found;
}
