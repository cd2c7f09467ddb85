import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { jsonBytes } from './budget.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination.js';
import { DEFAULT_EXPLORE_LIMIT, EXPLORE_RUNS_PER_REQUEST } from './scenarios/context.js';

/*
 * Depth and cost of an operation, computed before any resolver runs, in time linear in the document: each fragment
 * is measured once (per place it can stand: at the root or below) and every spread of it reuses that measure, so
 * fragments that spread each other twice, 40 levels deep, cost 2^40 without walking 2^40 selections.
 * Measured once the variables are known (a page size or a state given as a variable is priced at its real value).
 */

/** Factor for list fields that are not paginated (printings, rulings, keywords on a card, rule children). */
export const LIST_FACTOR = 10;

/*
 * Every root field runs at least one database query whatever it selects: without a charge of its own, aliases could
 * repeat it thousands of times in one request. 20 still lets a client look up a whole deck (60 aliased cards) at once.
 */
export const ROOT_FIELD_COST = 20;

/*
 * Introspection is not walked (graphql-js's own rule bounds its depth), but each __schema/__type still costs a flat
 * amount: otherwise aliases could repeat the whole schema thousands of times in one request. One GraphiQL
 * introspection query (one __schema) stays far below the limit. __typename is free.
 */
export const INTROSPECTION_COST: Readonly<Record<string, number>> = { __schema: 500, __type: 50 };

/** A lookup by name may miss, and a miss scores suggestions over every name of the game (through an index). */
export const SUGGESTION_COST = 30;

/**
 * The engine's work grows with the state it is given (faster than linearly: a 64 KB state takes hundreds of
 * milliseconds): each STATE_BYTES_PER_POINT bytes of state (as JSON) cost one point, each replayed choice replays
 * the resolution so far and costs CHOICE_COST.
 */
export const STATE_BYTES_PER_POINT = 64;
export const CHOICE_COST = 2;

type Args = Record<string, unknown>;

/** What a field costs beyond its base (1, or ROOT_FIELD_COST at the root), from its argument values. */
export const FIELD_PRICES: Readonly<Record<string, (args: Args) => number>> = {
  'Query.card': (args) => (args.name != null || args.internalName != null ? SUGGESTION_COST : 0),
  'Query.keyword': () => SUGGESTION_COST / 10,
  'Query.validateState': (args) => statePoints(args.state),
  'Mutation.resolve': (args) => resolvePoints(args.input),
  // Saving runs the scenario (and its expected outcome) on the engine.
  'Mutation.saveScenario': (args) => resolvePoints(args.input),
  // Every engine run explore may spend replays the request: the state's price once, and a choice's price per run.
  'Query.explore': (args) => {
    const input = (args.input ?? {}) as { limit?: unknown };
    // A limit out of bounds runs nothing: the resolver refuses it, naming the field (BAD_USER_INPUT).
    const valid = typeof input.limit === 'number' && input.limit >= 1 && input.limit <= EXPLORE_RUNS_PER_REQUEST;
    const runs = valid ? (input.limit as number) : DEFAULT_EXPLORE_LIMIT;
    return resolvePoints(input) + runs * CHOICE_COST;
  },
  // A collection is as costly as the states in it.
  'Mutation.importScenarios': (args) => statePoints(args.collection),
};

function resolvePoints(raw: unknown): number {
  const input = (raw ?? {}) as { state?: unknown; choices?: unknown };
  return statePoints(input.state) + (Array.isArray(input.choices) ? input.choices.length * CHOICE_COST : 0);
}

/** Aliases often share one state variable, and the resolver needs its size again: measure each state object once. */
const measuredStates = new WeakMap<object, number>();

/** The size of a state as JSON (what pricing and the engine-thread decision go by), measured once per object. */
export function stateBytes(state: unknown): number {
  if (typeof state !== 'object' || state === null) return jsonBytes(state);
  let bytes = measuredStates.get(state);
  if (bytes === undefined) measuredStates.set(state, (bytes = jsonBytes(state)));
  return bytes;
}

export function statePoints(state: unknown): number {
  if (state === undefined || state === null) return 0;
  return Math.ceil(stateBytes(state) / STATE_BYTES_PER_POINT);
}

export interface Measure {
  depth: number;
  cost: number;
}

const ZERO: Measure = { depth: 0, cost: 0 };

const isIntrospection = (field: FieldNode) => field.name.value.startsWith('__');

function argumentValues(field: FieldNode, variables: Args): Args {
  const args: Args = {};
  for (const arg of field.arguments ?? []) args[arg.name.value] = valueFromASTUntyped(arg.value, variables);
  return args;
}

/**
 * How many times the field's selection runs, from its arguments: its page size, a flat factor for other lists, else
 * once. Decided when the operation is planned: a request only reads its page size.
 */
function fieldFactor(def: GraphQLField<unknown, unknown> | undefined, parent: GraphQLNamedType): (args: Args) => number {
  if (def?.args.some((a) => a.name === 'first')) return pageSize;
  // The edges of a connection are already paid for by the connection's `first`.
  const factor = def && isListType(getNullableType(def.type)) ? (parent.name.endsWith('Connection') ? 1 : LIST_FACTOR) : 1;
  return () => factor;
}

function pageSize(args: Args): number {
  const first = args.first;
  if (first === undefined || first === null) return DEFAULT_PAGE_SIZE;
  // A bad page size is refused by the resolver; for the price, clamp it to what could run.
  return typeof first === 'number' && Number.isFinite(first) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(first))) : MAX_PAGE_SIZE;
}

/**
 * What measuring an operation needs: its measure, where no argument reads a variable (most of any document), or how
 * to compute it from the variables. Planned once per operation, so a request only evaluates the fields whose
 * arguments it supplies (a `resolve`'s state, a search's page size).
 */
type Plan = Measure | ((variables: Args, memo: Map<string, Measure>) => Measure);

const plans = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, Plan>>();

/** Measures one operation of a document (already validated by graphql-js) with its variables. */
export function measureOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Args = {}): Measure {
  let bySchema = plans.get(schema);
  if (!bySchema) plans.set(schema, (bySchema = new WeakMap()));
  let plan = bySchema.get(operation);
  if (plan === undefined) bySchema.set(operation, (plan = planOperation(schema, document, operation)));
  return evaluate(plan, variables, new Map());
}

const usesVariables = (value: ValueNode): boolean =>
  value.kind === Kind.VARIABLE ||
  (value.kind === Kind.LIST && value.values.some(usesVariables)) ||
  (value.kind === Kind.OBJECT && value.fields.some((f) => usesVariables(f.value)));

/** The measure of a selection set: its deepest part, and the sum of their costs. A loop: no closures per request. */
function sum(parts: readonly Plan[], variables: Args, memo: Map<string, Measure>): Measure {
  let depth = 0;
  let cost = 0;
  for (const part of parts) {
    const m = evaluate(part, variables, memo);
    depth = Math.max(depth, m.depth);
    cost += m.cost;
  }
  return { depth, cost };
}

const evaluate = (plan: Plan, variables: Args, memo: Map<string, Measure>): Measure => (typeof plan === 'function' ? plan(variables, memo) : plan);

function planOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Plan {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const planned = new Map<string, Plan>();
  const inProgress = new Set<string>();

  function spread(name: string, type: GraphQLNamedType, root: boolean): Plan {
    const key = `${root ? 'root' : 'inner'}:${name}`;
    const known = planned.get(key);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    // Cycles are refused by graphql-js's NoFragmentCycles rule; a cycle met here just adds nothing.
    if (!fragment || inProgress.has(key)) return ZERO;
    inProgress.add(key);
    const condition = schema.getType(fragment.typeCondition.name.value);
    const inner = selections(fragment.selectionSet, condition ?? type, root);
    inProgress.delete(key);
    // Measured once per request however often it is spread.
    const plan: Plan = typeof inner === 'function'
      ? (variables, memo) => {
          let measured = memo.get(key);
          if (!measured) memo.set(key, (measured = inner(variables, memo)));
          return measured;
        }
      : inner;
    planned.set(key, plan);
    return plan;
  }

  function field(selection: FieldNode, type: GraphQLNamedType, root: boolean): Plan {
    if (isIntrospection(selection)) return { depth: 0, cost: INTROSPECTION_COST[selection.name.value] ?? 0 };
    const def = isObjectType(type) ? type.getFields()[selection.name.value] : undefined;
    const childType = def ? getNamedType(def.type) : undefined;
    const child = selection.selectionSet && childType ? selections(selection.selectionSet, childType, false) : ZERO;
    const price = FIELD_PRICES[`${type.name}.${selection.name.value}`];
    const base = root ? ROOT_FIELD_COST : 1;
    const factor = fieldFactor(def, type);
    const measure = (args: Args, inner: Measure): Measure => ({
      depth: inner.depth + 1,
      cost: base + (price?.(args) ?? 0) + inner.cost * factor(args),
    });
    const dynamic = selection.arguments?.some((a) => usesVariables(a.value)) ?? false;
    const literalArgs = !dynamic && selection.arguments?.length ? argumentValues(selection, {}) : {};
    if (!dynamic && typeof child !== 'function') return measure(literalArgs, child);
    return (variables, memo) => measure(dynamic ? argumentValues(selection, variables) : literalArgs, evaluate(child, variables, memo));
  }

  function selections(selectionSet: SelectionSetNode, type: GraphQLNamedType, root: boolean): Plan {
    const parts = selectionSet.selections.map((selection): Plan => {
      if (selection.kind === Kind.FIELD) return field(selection, type, root);
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        return selections(selection.selectionSet, condition ?? type, root);
      }
      return spread(selection.name.value, type, root);
    });
    if (!parts.some((p) => typeof p === 'function')) return sum(parts, {}, new Map());
    return (variables, memo) => sum(parts, variables, memo);
  }

  const rootType = schema.getRootType(operation.operation);
  return rootType ? selections(operation.selectionSet, rootType, true) : ZERO;
}

export interface Limits {
  maxDepth: number;
  maxComplexity: number;
}

/** The error for an operation over a limit, or undefined. Status 400: the request is refused before it runs. */
export function checkLimits(measure: Measure, limits: Limits, operation: OperationDefinitionNode): GraphQLError | undefined {
  const http = { status: 400 };
  if (measure.depth > limits.maxDepth) {
    return new GraphQLError(`Query is ${measure.depth} levels deep; the limit is ${limits.maxDepth}`, {
      nodes: [operation],
      extensions: { code: 'QUERY_TOO_DEEP', depth: measure.depth, maxDepth: limits.maxDepth, http },
    });
  }
  if (measure.cost > limits.maxComplexity) {
    // A fragment bomb can price itself past 2^53: say so rather than print an imprecise number.
    const complexity = Number.isSafeInteger(measure.cost) ? measure.cost : Number.MAX_SAFE_INTEGER;
    return new GraphQLError(
      `Query complexity ${Number.isSafeInteger(measure.cost) ? complexity : 'over 2^53'} exceeds the limit of ${limits.maxComplexity} ` +
        `(each field costs 1, each top-level field ${ROOT_FIELD_COST}, multiplied by page sizes; name lookups, resolve and validateState ` +
        'cost more; ask for fewer items or fields)',
      { nodes: [operation], extensions: { code: 'QUERY_TOO_COMPLEX', complexity, maxComplexity: limits.maxComplexity, http } },
    );
  }
  return undefined;
}
