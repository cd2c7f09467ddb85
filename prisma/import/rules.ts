// Comprehensive Rules JSON ({ meta, entradas: { "7.6.10": { id, tipo, titulo, texto, pagina, padre } }, glosario }).
import { SWU_KEYWORDS } from '../../engine/games/swu/glossary.js';
import { fail, ImportError, type RecordContext } from './errors.js';
import { optString, toInt } from './normalise.js';
import { type RuleRecord } from './records.js';

const KINDS: Record<string, RuleRecord['kind']> = {
  capitulo: 'chapter',
  seccion: 'section',
  regla: 'rule',
  letra: 'letter',
  chapter: 'chapter',
  section: 'section',
  rule: 'rule',
  letter: 'letter',
};

export function isRulesJson(json: unknown): boolean {
  return !!json && typeof json === 'object' && !Array.isArray(json) && 'entradas' in json;
}

/** Document order as a string: "7.6.10" -> "007.006.010", "1.5.1A" -> "001.005.001A". */
export function ruleSortKey(number: string): string {
  return number
    .split('.')
    .map((part) => {
      const m = /^(\d+)([A-Za-z]*)$/.exec(part);
      return m ? `${m[1]!.padStart(3, '0')}${m[2]!.toUpperCase()}` : part;
    })
    .join('.');
}

const NUMBER = /^\d+(\.\d+)*[A-Za-z]?$/;

export function parseRules(
  file: string,
  json: unknown,
  gameId = 'SWU',
): { version: string; rules: RuleRecord[]; keywordRules: { name: string; ruleNumbers: string[] }[]; warnings: string[]; read: number } {
  const doc = json as { meta?: unknown; entradas?: unknown; glosario?: unknown };
  const metaCtx: RecordContext = { file, record: 'meta' };
  const meta = (doc.meta ?? {}) as Record<string, unknown>;
  const version = optString(metaCtx, 'version', meta.version);
  if (!version) throw new ImportError(file, 'is missing', 'meta', 'version');
  if (!doc.entradas || typeof doc.entradas !== 'object' || Array.isArray(doc.entradas)) {
    throw new ImportError(file, 'expected an object of rule entries', undefined, 'entradas');
  }
  const entries = Object.entries(doc.entradas as Record<string, unknown>);
  const rules: RuleRecord[] = entries.map(([key, raw]) => {
    const ctx: RecordContext = { file, record: `entradas[${JSON.stringify(key)}]` };
    if (!NUMBER.test(key)) fail(ctx, '(key)', `not a rule number: ${JSON.stringify(key)}`);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail(ctx, '(record)', 'expected an object');
    const r = raw as Record<string, unknown>;
    const id = optString(ctx, 'id', r.id) ?? key;
    if (id !== key) fail(ctx, 'id', `${JSON.stringify(id)} differs from its key`);
    const kind = typeof r.tipo === 'string' ? KINDS[r.tipo] : undefined;
    if (!kind) fail(ctx, 'tipo', `expected one of capitulo, seccion, regla, letra; got ${JSON.stringify(r.tipo)}`);
    if (r.texto !== undefined && r.texto !== null && typeof r.texto !== 'string') fail(ctx, 'texto', 'expected a string');
    const parent = optString(ctx, 'padre', r.padre);
    return {
      id: `${gameId}:${key}`,
      number: key,
      kind,
      title: optString(ctx, 'titulo', r.titulo),
      text: typeof r.texto === 'string' ? r.texto.trim() : '',
      page: toInt(ctx, 'pagina', r.pagina),
      parentNumber: parent,
      sortKey: ruleSortKey(key),
      version,
    };
  });
  const known = new Set(rules.map((r) => r.number));
  const warnings: string[] = [];
  for (const r of rules) {
    if (r.parentNumber && !known.has(r.parentNumber)) {
      throw new ImportError(file, `parent ${r.parentNumber} is not in the file`, `entradas[${JSON.stringify(r.number)}]`, 'padre');
    }
  }
  // The glossary maps "Raid X" / "Piloting [Y]" to the entry that defines the keyword.
  const keywordRules: { name: string; ruleNumbers: string[] }[] = [];
  if (doc.glosario !== undefined) {
    if (!Array.isArray(doc.glosario)) throw new ImportError(file, 'expected a list', undefined, 'glosario');
    doc.glosario.forEach((g: unknown, i: number) => {
      const ctx: RecordContext = { file, record: `glosario[${i}]` };
      if (!g || typeof g !== 'object') fail(ctx, '(record)', 'expected an object');
      const term = optString(ctx, 'termino', (g as Record<string, unknown>).termino);
      const id = optString(ctx, 'id', (g as Record<string, unknown>).id);
      if (!term) fail(ctx, 'termino', 'is missing');
      if (!id) fail(ctx, 'id', 'is missing');
      const name = term.replace(/\s+(X|\[Y\])$/, '').toLowerCase();
      const keyword = SWU_KEYWORDS.find((k) => k.name.toLowerCase() === name);
      if (!keyword) return; // glossary terms that are not keywords (ATTRIBUTE, CAPTURE, ...)
      if (!known.has(id)) warnings.push(`glosario[${i}]: ${term} points at ${id}, which is not in the file`);
      const existing = keywordRules.find((k) => k.name === keyword.name);
      if (existing) existing.ruleNumbers.push(id);
      else keywordRules.push({ name: keyword.name, ruleNumbers: [id] });
    });
  }
  return { version, rules, keywordRules, warnings, read: entries.length };
}
