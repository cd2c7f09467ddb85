// One definition per data format, from which everything else is derived: the validator (every error with its JSON
// path), the published JSON Schema (draft 2020-12) and the TypeScript types (printed into a generated file that a
// test keeps up to date). A format is a set of named definitions built from the small node vocabulary below.
import type { EngineError } from '../api.js';

export type SchemaNode =
  | { kind: 'string'; enum?: readonly string[]; minLength?: number; maxLength?: number; description?: string }
  | { kind: 'integer'; minimum?: number; maximum?: number; description?: string }
  | { kind: 'boolean'; description?: string }
  | { kind: 'const'; value: string | number | boolean; description?: string }
  | { kind: 'array'; items: SchemaNode; minItems?: number; maxItems?: number; description?: string }
  | { kind: 'object'; properties: Record<string, Property>; description?: string }
  | { kind: 'record'; values: SchemaNode; description?: string }
  /** Untagged union: a value matches the first variant of its JSON type (and, for objects, its `tag` value). */
  | { kind: 'union'; variants: readonly SchemaNode[]; tag?: string; description?: string }
  | { kind: 'ref'; name: string; description?: string }
  | { kind: 'nullable'; of: SchemaNode; description?: string }
  | { kind: 'any'; description?: string };

export interface Property {
  schema: SchemaNode;
  optional: boolean;
}

export interface Format {
  /** Used in the JSON Schema's $id and title. */
  id: string;
  title: string;
  description: string;
  /** Named definitions; `root` is the one a document must match. */
  defs: Record<string, SchemaNode>;
  root: string;
}

// --- builders --------------------------------------------------------------------------------------------------

type Opts = { description?: string };
export const str = (o: { enum?: readonly string[]; minLength?: number; maxLength?: number } & Opts = {}): SchemaNode => ({ kind: 'string', ...o });
export const oneOfStrings = (values: readonly string[], description?: string): SchemaNode => ({ kind: 'string', enum: values, description });
export const int = (o: { minimum?: number; maximum?: number } & Opts = {}): SchemaNode => ({ kind: 'integer', ...o });
export const bool = (description?: string): SchemaNode => ({ kind: 'boolean', description });
export const lit = (value: string | number | boolean, description?: string): SchemaNode => ({ kind: 'const', value, description });
export const arr = (items: SchemaNode, o: { minItems?: number; maxItems?: number } & Opts = {}): SchemaNode => ({ kind: 'array', items, ...o });
export const record = (values: SchemaNode, description?: string): SchemaNode => ({ kind: 'record', values, description });
export const ref = (name: string, description?: string): SchemaNode => ({ kind: 'ref', name, description });
export const nullable = (of: SchemaNode): SchemaNode => ({ kind: 'nullable', of });
export const any = (description?: string): SchemaNode => ({ kind: 'any', description });
export const union = (variants: readonly SchemaNode[], description?: string): SchemaNode => ({ kind: 'union', variants, description });

/** A property that may be left out. */
export const opt = (schema: SchemaNode): Property => ({ schema, optional: true });
const asProperty = (p: SchemaNode | Property): Property => ('optional' in p && 'schema' in p ? p : { schema: p as SchemaNode, optional: false });

export function obj(properties: Record<string, SchemaNode | Property>, description?: string): SchemaNode {
  return { kind: 'object', properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, asProperty(v)])), description };
}

/** A union of objects told apart by the value of `tag` ("do", "kind", "on"...); each variant gets `tag: "<name>"`. */
export function tagged(tag: string, variants: Record<string, Record<string, SchemaNode | Property>>, descriptions: Record<string, string> = {}): SchemaNode {
  return {
    kind: 'union',
    tag,
    variants: Object.entries(variants).map(([name, props]) => obj({ [tag]: lit(name), ...props }, descriptions[name])),
  };
}

/** A union of named definitions told apart by the value of `tag`. */
export function taggedRefs(tag: string, names: readonly string[], description?: string): SchemaNode {
  return { kind: 'union', tag, variants: names.map((name) => ref(name)), description };
}

/** A union of object variants that each fix `tag` to a different constant. */
export function taggedUnion(tag: string, variants: readonly SchemaNode[], description?: string): SchemaNode {
  return { kind: 'union', tag, variants, description };
}

export function describe(node: SchemaNode, description: string): SchemaNode {
  return { ...node, description } as SchemaNode;
}

// --- validation ------------------------------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'an integer' : 'a number';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/** Short human description of what a node accepts, for error messages. */
export function expected(format: Format, node: SchemaNode, depth = 0): string {
  switch (node.kind) {
    case 'string': return node.enum ? node.enum.map((e) => JSON.stringify(e)).join(' | ') : 'a string';
    case 'integer': return `an integer${node.minimum !== undefined ? ` >= ${node.minimum}` : ''}${node.maximum !== undefined ? ` <= ${node.maximum}` : ''}`;
    case 'boolean': return 'true or false';
    case 'const': return JSON.stringify(node.value);
    case 'array': return 'an array';
    case 'object': case 'record': return 'an object';
    case 'nullable': return `${expected(format, node.of, depth)} or null`;
    case 'any': return 'any value';
    case 'ref': return depth > 0 ? node.name : expected(format, format.defs[node.name]!, depth + 1);
    case 'union':
      if (node.tag) return `an object with "${node.tag}": ${node.variants.map((v) => JSON.stringify(tagOf(format, v, node.tag!))).join(' | ')}`;
      return node.variants.map((v) => expected(format, v, depth + 1)).join(' | ');
  }
}

function tagOf(format: Format, node: SchemaNode, tag: string): unknown {
  const variant = resolveRef(format, node);
  return variant.kind === 'object' && variant.properties[tag]?.schema.kind === 'const' ? (variant.properties[tag]!.schema as { value: unknown }).value : undefined;
}

function resolveRef(format: Format, node: SchemaNode): SchemaNode {
  let n = node;
  for (let i = 0; n.kind === 'ref' && i < 50; i += 1) n = format.defs[n.name]!;
  return n;
}

/** Does the value have the right JSON shape to be tried against this variant? */
function fits(format: Format, node: SchemaNode, value: unknown, tag?: string): boolean {
  const n = resolveRef(format, node);
  switch (n.kind) {
    case 'string': return typeof value === 'string' && (!n.enum || n.enum.includes(value));
    case 'integer': return typeof value === 'number';
    case 'boolean': return typeof value === 'boolean';
    case 'const': return value === n.value;
    case 'array': return Array.isArray(value);
    case 'record': return isObject(value);
    case 'object': {
      if (!isObject(value)) return false;
      if (tag) return value[tag] === tagOf(format, n, tag);
      // Untagged object variants are told apart by their required properties.
      return Object.entries(n.properties).every(([k, p]) => p.optional || k in value);
    }
    case 'nullable': return value === null || fits(format, n.of, value, tag);
    case 'union': return n.variants.some((v) => fits(format, v, value, n.tag));
    case 'any': return true;
    case 'ref': return false;
  }
}

export function validate(format: Format, value: unknown, path = '$', def = format.root, code = 'BAD_VALUE'): EngineError[] {
  const errors: EngineError[] = [];
  check(format, format.defs[def]!, value, path, errors, code, 0);
  return errors;
}

const MAX_DEPTH = 64;

function check(format: Format, node: SchemaNode, value: unknown, path: string, errors: EngineError[], code: string, depth: number): void {
  const fail = (message: string) => void errors.push({ code, path, message });
  if (depth > MAX_DEPTH) return fail(`nested more than ${MAX_DEPTH} levels deep`);
  switch (node.kind) {
    case 'string':
      if (typeof value !== 'string') return fail(`expected ${expected(format, node)}, got ${typeName(value)}`);
      if (node.enum && !node.enum.includes(value)) return fail(`expected ${expected(format, node)}, got ${JSON.stringify(value)}`);
      if (node.minLength !== undefined && value.length < node.minLength) return fail(`must be at least ${node.minLength} characters`);
      if (node.maxLength !== undefined && value.length > node.maxLength) return fail(`must be at most ${node.maxLength} characters`);
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail(`expected ${expected(format, node)}, got ${typeName(value)}`);
      if ((node.minimum !== undefined && value < node.minimum) || (node.maximum !== undefined && value > node.maximum)) return fail(`expected ${expected(format, node)}, got ${value}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') fail(`expected true or false, got ${typeName(value)}`);
      return;
    case 'const':
      if (value !== node.value) fail(`expected ${JSON.stringify(node.value)}, got ${JSON.stringify(value) ?? 'nothing'}`);
      return;
    case 'any':
      return;
    case 'nullable':
      if (value !== null) check(format, node.of, value, path, errors, code, depth + 1);
      return;
    case 'ref':
      return check(format, format.defs[node.name]!, value, path, errors, code, depth + 1);
    case 'array':
      if (!Array.isArray(value)) return fail(`expected an array, got ${typeName(value)}`);
      if (node.minItems !== undefined && value.length < node.minItems) fail(`needs at least ${node.minItems} item(s)`);
      if (node.maxItems !== undefined && value.length > node.maxItems) fail(`takes at most ${node.maxItems} item(s)`);
      value.forEach((item, i) => check(format, node.items, item, `${path}[${i}]`, errors, code, depth + 1));
      return;
    case 'record':
      if (!isObject(value)) return fail(`expected an object, got ${typeName(value)}`);
      for (const [k, v] of Object.entries(value)) check(format, node.values, v, `${path}.${k}`, errors, code, depth + 1);
      return;
    case 'object': {
      if (!isObject(value)) return fail(`expected an object, got ${typeName(value)}`);
      for (const [k, p] of Object.entries(node.properties)) {
        if (value[k] === undefined) {
          if (!p.optional) errors.push({ code, path: `${path}.${k}`, message: `"${k}" is required` });
        } else check(format, p.schema, value[k], `${path}.${k}`, errors, code, depth + 1);
      }
      for (const k of Object.keys(value)) {
        if (!(k in node.properties)) errors.push({ code, path: `${path}.${k}`, message: `unknown field "${k}"; known: ${Object.keys(node.properties).join(', ')}` });
      }
      return;
    }
    case 'union': {
      const variant = node.variants.find((v) => fits(format, v, value, node.tag));
      if (variant) return check(format, variant, value, path, errors, code, depth + 1);
      if (node.tag && isObject(value)) {
        const got = value[node.tag];
        return void errors.push({ code, path: `${path}.${node.tag}`, message: `${got === undefined ? `"${node.tag}" is required` : `unknown ${node.tag} ${JSON.stringify(got)}`}; expected ${node.variants.map((v) => JSON.stringify(tagOf(format, v, node.tag!))).join(', ')}` });
      }
      return fail(`expected ${expected(format, node)}, got ${typeName(value)}`);
    }
  }
}

// --- JSON Schema -----------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function toJson(node: SchemaNode): Json {
  const d = node.description ? { description: node.description } : {};
  switch (node.kind) {
    case 'string': return { type: 'string', ...(node.enum ? { enum: node.enum } : {}), ...(node.minLength !== undefined ? { minLength: node.minLength } : {}), ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}), ...d };
    case 'integer': return { type: 'integer', ...(node.minimum !== undefined ? { minimum: node.minimum } : {}), ...(node.maximum !== undefined ? { maximum: node.maximum } : {}), ...d };
    case 'boolean': return { type: 'boolean', ...d };
    case 'const': return { const: node.value, ...d };
    case 'array': return { type: 'array', items: toJson(node.items), ...(node.minItems !== undefined ? { minItems: node.minItems } : {}), ...(node.maxItems !== undefined ? { maxItems: node.maxItems } : {}), ...d };
    case 'record': return { type: 'object', additionalProperties: toJson(node.values), ...d };
    case 'object': {
      const required = Object.entries(node.properties).filter(([, p]) => !p.optional).map(([k]) => k);
      return { type: 'object', properties: Object.fromEntries(Object.entries(node.properties).map(([k, p]) => [k, toJson(p.schema)])), required, additionalProperties: false, ...d };
    }
    case 'union': return { oneOf: node.variants.map(toJson), ...d };
    case 'ref': return { $ref: `#/$defs/${node.name}`, ...d };
    case 'nullable': return { oneOf: [toJson(node.of), { type: 'null' }], ...d };
    case 'any': return { ...d };
  }
}

export function jsonSchema(format: Format): Json {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://rules-api/schemas/${format.id}.json`,
    title: format.title,
    description: format.description,
    $ref: `#/$defs/${format.root}`,
    $defs: Object.fromEntries(Object.entries(format.defs).map(([k, n]) => [k, toJson(n)])),
  };
}

// --- TypeScript ------------------------------------------------------------------------------------------------

const typeNameOf = (def: string) => def[0]!.toUpperCase() + def.slice(1);

/** A definition that only names another one prints as that one. */
function aliasTarget(format: Format, name: string): string {
  let n = name;
  for (let i = 0; format.defs[n]?.kind === 'ref' && i < 20; i += 1) n = (format.defs[n] as { name: string }).name;
  return n;
}

function toTs(format: Format, node: SchemaNode, indent: string): string {
  switch (node.kind) {
    case 'string': return node.enum ? node.enum.map((e) => JSON.stringify(e)).join(' | ') : 'string';
    case 'integer': return 'number';
    case 'boolean': return 'boolean';
    case 'const': return JSON.stringify(node.value);
    case 'array': {
      const inner = toTs(format, node.items, indent).trim();
      return /[|&]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
    }
    case 'record': return `Record<string, ${toTs(format, node.values, indent).trim()}>`;
    case 'ref': return typeNameOf(aliasTarget(format, node.name));
    case 'nullable': return `${toTs(format, node.of, indent).trim()} | null`;
    case 'any': return 'unknown';
    case 'union': {
      const simple = node.variants.every((v) => v.kind !== 'object');
      if (simple) return node.variants.map((v) => toTs(format, v, indent).trim()).join(' | ');
      return node.variants.map((v) => `\n${indent}  | ${toTs(format, v, `${indent}  `)}`).join('');
    }
    case 'object': {
      const lines = Object.entries(node.properties).map(([k, p]) => {
        const doc = p.schema.description ? `${indent}  /** ${p.schema.description} */\n` : '';
        return `${doc}${indent}  ${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}${p.optional ? '?' : ''}: ${toTs(format, p.schema, `${indent}  `).trim()};`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
  }
}

export interface PrintOptions {
  /** Definitions whose types another generated file exports: imported from there, not printed again. */
  external?: { from: string; names: readonly string[] };
  /** Definitions printed by no one (aliases that only exist so shared definitions can refer to them). */
  skip?: readonly string[];
}

/** The format's TypeScript types, one exported type per definition (the contents of a generated file). */
export function printTypes(format: Format, header: string, options: PrintOptions = {}): string {
  const external = new Set(options.external?.names ?? []);
  const skip = new Set(options.skip ?? []);
  const imports = options.external ? `import type { ${[...external].map(typeNameOf).join(', ')} } from '${options.external.from}';\n` : '';
  const parts = Object.entries(format.defs).filter(([name]) => !external.has(name) && !skip.has(name)).map(([name, node]) => {
    const doc = node.description ? `/** ${node.description} */\n` : '';
    const body = toTs(format, node, '');
    return `${doc}export type ${typeNameOf(name)} =${body.startsWith('\n') ? body : ` ${body.trim()}`};\n`;
  });
  return `${header}\n${imports}${imports ? '\n' : ''}${parts.join('\n')}`;
}
