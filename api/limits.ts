import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination.js';

/*
 * Depth and complexity limits as validation rules, so an expensive query is refused before any resolver runs.
 * Introspection (__schema, __type) is not walked: GraphiQL's introspection query is deep but cheap and must pass; it
 * costs a flat amount per field (INTROSPECTION_COST).
 * Validation runs before variables are known (and its result is cached per document), so a page size given as a
 * variable is costed at the maximum page size.
 */

/** Factor for list fields that are not paginated (printings, rulings, keywords on a card, rule children). */
export const LIST_FACTOR = 10;

const isIntrospection = (field: FieldNode) => field.name.value.startsWith('__');

/*
 * Introspection is not walked (graphql-js's own rule bounds its depth), but each __schema/__type still costs a flat
 * amount: otherwise aliases could repeat the whole schema thousands of times in one request. One GraphiQL
 * introspection query (one __schema) stays far below the limit. __typename is free.
 */
/*
 * Every root field runs at least one database query (a card not found also scans every name for suggestions; resolve
 * runs the engine), whatever it selects: without a charge of its own, aliases could repeat it thousands of times in
 * one request. 20 still lets a client look up a whole deck (60 aliased cards) at once.
 */
export const ROOT_FIELD_COST = 20;

export const INTROSPECTION_COST: Readonly<Record<string, number>> = { __schema: 500, __type: 50 };

interface Walk {
  depth: number;
  cost: number;
}

function fieldFactor(field: FieldNode, def: GraphQLField<unknown, unknown> | undefined, parent: GraphQLNamedType): number {
  if (def?.args.some((a) => a.name === 'first')) {
    const arg = field.arguments?.find((a) => a.name.value === 'first');
    if (!arg) return DEFAULT_PAGE_SIZE;
    if (arg.value.kind === Kind.INT) return Math.max(1, Number(arg.value.value));
    return MAX_PAGE_SIZE;
  }
  if (def && isListType(getNullableType(def.type))) {
    // The edges of a connection are already paid for by the connection's `first`.
    return parent.name.endsWith('Connection') ? 1 : LIST_FACTOR;
  }
  return 1;
}

function walk(context: ValidationContext, selectionSet: SelectionSetNode, type: GraphQLNamedType, seen: Set<string>, root = false): Walk {
  let depth = 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    let inner: Walk = { depth: 0, cost: 0 };
    if (selection.kind === Kind.FIELD) {
      if (isIntrospection(selection)) {
        cost += INTROSPECTION_COST[selection.name.value] ?? 0;
        continue;
      }
      const def = isObjectType(type) ? type.getFields()[selection.name.value] : undefined;
      const childType = def ? getNamedType(def.type) : undefined;
      const child = selection.selectionSet && childType ? walk(context, selection.selectionSet, childType, seen) : { depth: 0, cost: 0 };
      inner = { depth: child.depth + 1, cost: (root ? ROOT_FIELD_COST : 1) + child.cost * fieldFactor(selection, def, type) };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : type;
      inner = walk(context, selection.selectionSet, condition ?? type, seen, root);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // Cycles are reported by graphql-js's own NoFragmentCycles rule; here they just stop the walk.
      if (!fragment || seen.has(name)) continue;
      const condition = context.getSchema().getType(fragment.typeCondition.name.value);
      inner = walk(context, fragment.selectionSet, condition ?? type, new Set([...seen, name]), root);
    }
    depth = Math.max(depth, inner.depth);
    cost += inner.cost;
  }
  return { depth, cost };
}

// Both rules need the same walk; graphql-js hands every rule of one validation the same context, so walk once per it.
const walks = new WeakMap<ValidationContext, WeakMap<OperationDefinitionNode, Walk | undefined>>();

function measure(context: ValidationContext, operation: OperationDefinitionNode): Walk | undefined {
  let byOperation = walks.get(context);
  if (!byOperation) walks.set(context, (byOperation = new WeakMap()));
  if (byOperation.has(operation)) return byOperation.get(operation);
  const root = context.getSchema().getRootType(operation.operation);
  const result = root ? walk(context, operation.selectionSet, root, new Set(), true) : undefined;
  byOperation.set(operation, result);
  return result;
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const depth = measure(context, operation)?.depth ?? 0;
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query is ${depth} levels deep; the limit is ${maxDepth}`, {
            nodes: [operation],
            extensions: { code: 'QUERY_TOO_DEEP', depth, maxDepth },
          }),
        );
      }
    },
  });
}

export function complexityLimit(maxComplexity: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const complexity = measure(context, operation)?.cost ?? 0;
      if (complexity > maxComplexity) {
        context.reportError(
          new GraphQLError(
            `Query complexity ${complexity} exceeds the limit of ${maxComplexity} (each field costs 1, each top-level field ${ROOT_FIELD_COST}, multiplied by page sizes; ask for fewer items or fields)`,
            { nodes: [operation], extensions: { code: 'QUERY_TOO_COMPLEX', complexity, maxComplexity } },
          ),
        );
      }
    },
  });
}
