// Our collection file format: a set of scenarios as one JSON document, so a community can keep its rulings in git and
// load them (`importScenarios`, `npm run scenarios -- import`) or take them out (`exportScenarios`, `... export`).
//
//   { "format": "rules-api/scenarios", "version": 1, "description": "...",
//     "scenarios": [{ "ref": "TRIG-02", "game": "SWU", "title": "...", "description": "...", "tags": [...],
//                     "state": {...}, "action": {...}, "choices": [{ "prompt": "p1-PLAYER_ORDER", "options": ["player1"] }],
//                     "expected": [{ "kind": "hand", "player": "player1", "count": 1 }], "rulings": ["<ruling id>"] }] }
//
// `ref` is the scenario's key in the collection (unique in the file; imports update the owner's scenario with that
// ref). An export also writes each scenario's share `id` and what the engine recorded for it; imports ignore both.
import { readScenarioFields, type FieldError, type ScenarioFields } from './fields.js';

export const COLLECTION_FORMAT = 'rules-api/scenarios';
export const COLLECTION_VERSION = 1;
export const MAX_COLLECTION_SCENARIOS = 1000;

export interface CollectionEntry extends Omit<ScenarioFields, 'ref'> {
  ref: string;
  /** Export only: the share id and what the engine recorded when it was last saved. */
  id?: string;
  recorded?: { engineVersion: string; status: string };
}

export interface Collection {
  format: typeof COLLECTION_FORMAT;
  version: typeof COLLECTION_VERSION;
  description?: string;
  scenarios: CollectionEntry[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a collection file's content: every scenario, or every error found (each with its JSON path). */
export function parseCollection(raw: unknown): { scenarios: (ScenarioFields & { ref: string })[]; description: string | null; errors: FieldError[] } {
  const fail = (path: string, message: string) => ({ scenarios: [], description: null, errors: [{ path, message }] });
  if (!isRecord(raw)) return fail('$', 'a collection is a JSON object');
  if (raw.format !== COLLECTION_FORMAT) return fail('$.format', `format must be "${COLLECTION_FORMAT}"`);
  if (raw.version !== COLLECTION_VERSION) return fail('$.version', `version must be ${COLLECTION_VERSION} (the only version so far)`);
  if (!Array.isArray(raw.scenarios)) return fail('$.scenarios', 'scenarios must be a list');
  if (raw.scenarios.length > MAX_COLLECTION_SCENARIOS) return fail('$.scenarios', `at most ${MAX_COLLECTION_SCENARIOS} scenarios per file, got ${raw.scenarios.length}`);
  const unknown = Object.keys(raw).filter((k) => !['format', 'version', 'description', 'scenarios'].includes(k));
  if (unknown.length > 0) return fail(`$.${unknown[0]}`, 'a collection has format, version, description and scenarios');

  const errors: FieldError[] = [];
  const scenarios: (ScenarioFields & { ref: string })[] = [];
  const seen = new Map<string, number>();
  raw.scenarios.forEach((entry, i) => {
    const at = (field: string) => (field ? `$.scenarios[${i}].${field}` : `$.scenarios[${i}]`);
    const { fields, errors: problems } = readScenarioFields(isRecord(entry) ? withoutExportOnly(entry) : entry, at);
    errors.push(...problems);
    if (!fields) return;
    if (fields.ref === null) return void errors.push({ path: at('ref'), message: 'every scenario of a collection has a ref (its key in the file)' });
    const first = seen.get(fields.ref);
    if (first !== undefined) return void errors.push({ path: at('ref'), message: `ref "${fields.ref}" is already used by $.scenarios[${first}]` });
    seen.set(fields.ref, i);
    scenarios.push({ ...fields, ref: fields.ref });
  });
  const description = typeof raw.description === 'string' ? raw.description : null;
  return errors.length > 0 ? { scenarios: [], description, errors } : { scenarios, description, errors };
}

function withoutExportOnly(entry: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, recorded: _recorded, ...rest } = entry;
  return rest;
}

/** A collection file's content for these scenarios, in the order given. */
export function writeCollection(entries: CollectionEntry[], description?: string): Collection {
  return { format: COLLECTION_FORMAT, version: COLLECTION_VERSION, ...(description ? { description } : {}), scenarios: entries };
}
