import { ObjectType as TypeGraphQLObjectType, type ObjectTypeOptions } from 'type-graphql';

/**
 * type-graphql's @ObjectType with plain fields resolved by graphql's default resolver. type-graphql otherwise gives
 * every field a resolver that reads `root[property]` through the middleware chain, and this API has no middlewares
 * and no auth checker, so that resolver only costs: graphql-jit calls it, with a resolve-info object built for it,
 * for every field of every item (each entry of a `resolve` log, each card of a search page). Fields with a
 * @FieldResolver keep theirs; a field whose schema name differs from its property must say `simple: false`.
 */
export function ObjectType(name: string, options: ObjectTypeOptions = {}): ClassDecorator {
  return TypeGraphQLObjectType(name, { simpleResolvers: true, ...options });
}
