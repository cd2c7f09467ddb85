// One log entry per step, each naming the rule it applies.
import type { LogEntry, RuleRef } from '../api.js';

export class StepLog {
  readonly entries: LogEntry[] = [];

  add(kind: string, text: string, cards: string[] = [], player: string | null = null, rule: RuleRef | null = null): LogEntry {
    const entry: LogEntry = { step: this.entries.length + 1, kind, text, cards, player, rule };
    this.entries.push(entry);
    return entry;
  }
}
