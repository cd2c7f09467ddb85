// Lasting effects, delayed effects and pending triggers: what a state captured mid-turn carries besides cards.
// Their ability-language content (effect, when, context) is the engine's to interpret; here only the shape is checked.
import type { LastingEffectState, DelayedEffectState, PendingTriggerState } from './types.js';
import { type Path, describe, index, isRecord, key } from './paths.js';
import type { Reader } from './reader.js';

export const DURATIONS: readonly LastingEffectState['duration'][] = [
  'thisAttack', 'thisPhase', 'thisRound', 'whileSourceInPlay', 'untilNextTurn',
];

export function readLastingEffect(r: Reader, raw: Record<string, unknown>, path: Path): LastingEffectState {
  r.unknownFields(raw, new Set(['id', 'source', 'controller', 'duration', 'targets', 'effect']), path, 'lasting effect');
  let duration = raw.duration as LastingEffectState['duration'];
  if (!DURATIONS.includes(duration)) {
    r.errors.add('BAD_STATE', key(path, 'duration'), `duration must be one of ${DURATIONS.join(', ')}, got ${describe(raw.duration)}`);
    duration = 'thisPhase';
  }
  const targets = r.list(raw, 'targets', path).filter((t, i) => {
    if (typeof t === 'string') return true;
    r.errors.add('BAD_STATE', index(key(path, 'targets'), i), `a target is an instance id, got ${describe(t)}`);
    return false;
  }) as string[];
  return r.withId({
    id: '',
    source: r.string(raw, 'source', path),
    controller: r.player(raw.controller, key(path, 'controller')) ?? 'player1',
    duration,
    targets,
    effect: r.present(raw, 'effect', path),
  }, raw, path);
}

export function readDelayedEffect(r: Reader, raw: Record<string, unknown>, path: Path): DelayedEffectState {
  r.unknownFields(raw, new Set(['id', 'source', 'controller', 'when', 'effect', 'refs']), path, 'delayed effect');
  const refs = raw.refs;
  if (refs !== undefined && (typeof refs !== 'object' || refs === null || Array.isArray(refs) || Object.values(refs).some((v) => typeof v !== 'string'))) {
    r.errors.add('BAD_STATE', key(path, 'refs'), 'refs must be an object of instance ids');
  }
  return r.withId({
    id: '',
    source: r.string(raw, 'source', path),
    controller: r.player(raw.controller, key(path, 'controller')) ?? 'player1',
    when: r.present(raw, 'when', path),
    effect: r.present(raw, 'effect', path),
    ...(refs && typeof refs === 'object' && !Array.isArray(refs) ? { refs: { ...(refs as Record<string, string>) } } : {}),
  }, raw, path);
}

export function readPendingTrigger(r: Reader, raw: Record<string, unknown>, path: Path): PendingTriggerState {
  r.unknownFields(raw, new Set(['id', 'source', 'controller', 'ability', 'layer', 'context']), path, 'pending trigger');
  const trigger: PendingTriggerState = {
    id: '',
    source: r.string(raw, 'source', path),
    controller: r.player(raw.controller, key(path, 'controller')) ?? 'player1',
    ability: r.string(raw, 'ability', path),
    layer: r.count(raw, 'layer', path, 0),
  };
  if (raw.context !== undefined && raw.context !== null) {
    if (isRecord(raw.context)) trigger.context = raw.context;
    else r.errors.add('BAD_STATE', key(path, 'context'), `context must be an object, got ${describe(raw.context)}`);
  }
  return r.withId(trigger, raw, path);
}
