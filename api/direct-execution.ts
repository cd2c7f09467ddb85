// The common case of a GraphQL POST, run without Apollo's per-request pipeline (a hash of the query, plugin hooks,
// header maps and promises per request): a known document, parsed, validated and compiled once (graphql-jit: the
// operation becomes one function, instead of graphql-js walking the document and building an info object per field
// of every request), whose price is within the limits and costs no extra rate-limit token. It answers exactly as
// Apollo does (same body, status and headers, same formatted errors); anything else (a new or invalid document, a
// refused price, variables that do not fit, persisted queries, GET) is left to Apollo, before anything has run.
import type { IncomingHttpHeaders } from 'node:http';
import { HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import {
  execute,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isAbstractType,
  isEnumType,
  Kind,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApiContext } from './context.js';
import { checkLimits, measureOperation, type Limits } from './limits.js';

type Variables = Record<string, unknown>;

/** Apollo's media types for a single result, by the Accept headers that choose them without negotiation. */
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
const CONTENT_TYPE_BY_ACCEPT: ReadonlyMap<string, string> = new Map([
  ['', JSON_TYPE],
  ['*/*', JSON_TYPE],
  ['application/json', JSON_TYPE],
  ['application/graphql-response+json', GRAPHQL_RESPONSE_TYPE],
]);

/** A document Apollo would accept: parsed and validated once; `undefined` when Apollo must answer it (with errors). */
type Known = ({ document: DocumentNode; operations: Map<string | undefined, Operation | null> } & DocumentTraits) | undefined;

/** An operation of a known document, compiled (or, where graphql-jit cannot compile it, run by graphql-js). */
interface Operation {
  definition: OperationDefinitionNode;
  compiled?: CompiledQuery;
  /** Runs so far; an operation is compiled the second time it is asked (a one-off document is not worth compiling). */
  runs: number;
  /** graphql-jit does not run it (its document reaches an abstract type, or it could not compile): graphql-js does. */
  interpreted: boolean;
}

/** Bound on the characters of the documents kept (Apollo's own document store is an LRU of about 30 MB). */
const MAX_CACHED_CHARS = 4_000_000;

export interface DirectExecutionOptions {
  schema: GraphQLSchema;
  limits: Limits;
  /** Whether the operation's price takes rate-limit tokens beyond the request's own (then Apollo runs it, and charges). */
  charges(context: ApiContext, cost: number): boolean;
  /**
   * Root fields whose resolvers answer plain data whose every leaf is already of its GraphQL type (the engine's
   * answers): an operation that reads only these, below them only through default resolvers, is compiled without
   * graphql-jit's per-leaf serialisation (see documentTraits).
   */
  plainRootFields?: ReadonlySet<string>;
  /** Apollo's formatError and includeStacktraceInErrorResponses. */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  stacktraces: boolean;
}

export class DirectExecution {
  private readonly documents = new Map<string, Known>();
  private cachedChars = 0;

  constructor(private readonly options: DirectExecutionOptions) {}

  /** The response to a POST body, or undefined when Apollo must answer it (nothing has run then). */
  async run(body: unknown, headers: IncomingHttpHeaders, context: ApiContext): Promise<HTTPGraphQLResponse | undefined> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const { query, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof query !== 'string' || query === '' || (extensions !== undefined && extensions !== null)) return undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
    const contentType = CONTENT_TYPE_BY_ACCEPT.get(headers.accept ?? '');
    if (!contentType) return undefined;
    const known = this.known(query);
    if (!known) return undefined;
    const name = operationName ?? undefined;
    let found = known.operations.get(name);
    if (found === undefined) {
      const definition = getOperationAST(known.document, name);
      found = definition ? { definition, runs: 0, interpreted: known.abstract } : null;
      known.operations.set(name, found);
    }
    if (!found) return undefined;
    if (++found.runs === 2 && !found.interpreted) this.compile(found, known, name);
    const operation = found.definition;
    const vars = (variables ?? undefined) as Variables | undefined;

    // What the plugins do once the operation is known (api/server.ts cachePlugin, api/request-limits.ts).
    context.request.operationName = operation.name?.value || null;
    const measure = measureOperation(this.options.schema, known.document, operation, vars ?? {});
    context.request.cost = measure.cost;
    if (checkLimits(measure, this.options.limits, operation) || this.options.charges(context, measure.cost)) return undefined;

    // Apollo hands resolvers a shallow copy of the context.
    const contextValue = Object.assign(Object.create(Object.getPrototypeOf(context) as object | null) as ApiContext, context);
    const result: ExecutionResult = found.compiled
      ? await found.compiled.query(undefined, contextValue, vars ?? {})
      : await execute({ schema: this.options.schema, document: known.document, contextValue, variableValues: vars, operationName: name });
    // No data: the variables did not fit, and nothing ran. Apollo answers that (BAD_USER_INPUT, status 400).
    if (result.data === undefined) return undefined;

    const head: { status?: number; headers: HeaderMap } = { headers: new HeaderMap() };
    const errors = result.errors?.map((error) => this.format(error, head));
    // cachePlugin: a POST is never cacheable.
    head.headers.set('cache-control', 'no-store');
    if (!head.headers.get('content-type')) head.headers.set('content-type', contentType);
    return {
      status: head.status,
      headers: head.headers,
      body: { kind: 'complete', string: JSON.stringify({ errors, data: result.data, extensions: result.extensions }) + '\n' },
    };
  }

  /** Compiles an operation with graphql-jit; one it cannot compile stays with graphql-js. */
  private compile(operation: Operation, { document, plain }: NonNullable<Known>, name: string | undefined): void {
    try {
      // Serialising a leaf costs graphql-jit two arrays and an object per value (its error's path and locations),
      // which for a resolve's log was a tenth of the request; plain data needs no serialising.
      const compiled = compileQuery(this.options.schema, document, name, plain ? { disableLeafSerialization: true } : undefined);
      if (isCompiledQuery(compiled)) operation.compiled = compiled;
      else operation.interpreted = true;
    } catch {
      operation.interpreted = true;
    }
  }

  /** The parsed, validated document of a query, or undefined when it does not parse or validate. */
  private known(query: string): Known {
    if (this.documents.has(query)) return this.documents.get(query);
    let known: Known;
    try {
      const document = parse(query);
      known = validate(this.options.schema, document).length === 0
        ? { document, operations: new Map(), ...documentTraits(this.options.schema, document, this.options.plainRootFields ?? new Set()) }
        : undefined;
    } catch {
      known = undefined;
    }
    if (this.cachedChars + query.length > MAX_CACHED_CHARS) {
      this.documents.clear();
      this.cachedChars = 0;
    }
    if (query.length <= MAX_CACHED_CHARS / 4) {
      this.documents.set(query, known);
      this.cachedChars += query.length;
    }
    return known;
  }

  /** Apollo's normalizeAndFormatErrors for one error: a code for every error, `extensions.http` taken out into the response. */
  private format(error: GraphQLError, head: { status?: number; headers: HeaderMap }): GraphQLFormattedError {
    try {
      return this.options.formatError(enrich(error, head, this.options.stacktraces), error);
    } catch (formattingError) {
      if (this.options.stacktraces) return enrich(formattingError, head, true);
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  }
}

/** What decides how a document's operations run, found in one walk of its fields. */
export interface DocumentTraits {
  /**
   * A field has an interface or union type (`node`, `nodes`). graphql-jit does not resolve those as graphql-js does
   * (type-graphql's resolveType), so such documents are run by graphql-js.
   */
  abstract: boolean;
  /**
   * Every field reads plain data whose leaves serialise to themselves: the root fields are among `plainRootFields`,
   * every field below them has the default resolver (it reads a property of what the root field answered; a field
   * resolver such as RuleRef.entry may answer anything), and every enum it reaches names its values by themselves.
   * graphql-jit then copies leaves as they are, where graphql-js would have serialised them to the same values
   * (test/api-direct-execution.test.ts compares the answers).
   */
  plain: boolean;
}

export function documentTraits(schema: GraphQLSchema, document: DocumentNode, plainRootFields: ReadonlySet<string>): DocumentTraits {
  const roots = new Set<unknown>([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const typeInfo = new TypeInfo(schema);
  const traits = { abstract: false, plain: true };
  visit(document, visitWithTypeInfo(typeInfo, {
    [Kind.FIELD](node) {
      const type = typeInfo.getType();
      if (type && isAbstractType(getNamedType(type))) traits.abstract = true;
      if (node.name.value === '__typename') return;
      const parent = typeInfo.getParentType();
      const field = typeInfo.getFieldDef();
      if (!parent || !field) traits.plain = false;
      else if (roots.has(parent)) traits.plain &&= plainRootFields.has(field.name);
      else traits.plain &&= field.resolve === undefined && namesItsValues(getNamedType(field.type));
    },
  }));
  return traits;
}

function namesItsValues(type: GraphQLNamedType): boolean {
  return !isEnumType(type) || type.getValues().every((value) => value.value === value.name);
}

function enrich(maybeError: unknown, head: { status?: number; headers: HeaderMap }, stacktraces: boolean): GraphQLFormattedError {
  const error = asGraphQLError(maybeError);
  // graphql-jit's errors leave `extensions` undefined when there are none (graphql-js's are {}).
  const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions?.code ?? 'INTERNAL_SERVER_ERROR' };
  const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
  if (isHttpHead(http)) {
    if (http.status) head.status = http.status as number;
    if (http.headers) for (const [name, value] of http.headers as Map<string, string>) head.headers.set(name, value);
    delete extensions.http;
  }
  if (stacktraces) extensions.stacktrace = error.stack?.split('\n');
  return { ...error.toJSON(), extensions };
}

function asGraphQLError(maybeError: unknown): GraphQLError {
  const error = maybeError instanceof Error ? maybeError : new GraphQLError('Unexpected error value: ' + String(maybeError));
  return error instanceof GraphQLError ? error : new GraphQLError(error.message, { originalError: error });
}

function isHttpHead(x: unknown): x is { status?: unknown; headers?: unknown } {
  return !!x && typeof x === 'object' && (!('status' in x) || typeof x.status === 'number') && (!('headers' in x) || x.headers instanceof Map);
}
