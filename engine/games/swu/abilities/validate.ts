// Checks ability-language JSON (custom cards and catalog rows) against the language's one definition: every problem
// with its JSON path, so a malformed definition is a clear INVALID answer instead of a crash halfway through.
import type { EngineError } from '../../../api.js';
import { validate } from '../../../core/schema.js';
import { swuAbilityLanguage } from './language.js';

/** Validates a card's `abilities` value: undefined/null (not defined yet) or an array of abilities. */
export function validateAbilities(raw: unknown, path: string): EngineError[] {
  if (raw === undefined || raw === null) return [];
  return validate(swuAbilityLanguage, raw, path, 'abilities', 'BAD_ABILITY');
}
