import type { LogEntry as EngineLogEntry } from '../../engine/api.js';
import type { LogEntry } from '../../schema/engine/types.js';

/**
 * Log entries for GraphQL: a rule reference carries its game, for RuleRef.entry. Built field by field so every entry
 * has one shape: a long log is copied on every `resolve`, and spreading entries of varied shapes cost more than the
 * rest of the GraphQL layer's work on it.
 */
export function logFor(log: readonly EngineLogEntry[], game: string): LogEntry[] {
  return log.map((entry) => ({
    step: entry.step,
    kind: entry.kind,
    text: entry.text,
    cards: entry.cards,
    player: entry.player ?? null,
    rule: entry.rule ? { number: entry.rule.number, title: entry.rule.title, game } : null,
  }));
}
