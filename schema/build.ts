import 'reflect-metadata';
import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { buildSchema as buildTypeGraphQLSchema } from 'type-graphql';
import { resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** The API's executable schema (built once per process; type-graphql's metadata is global anyway). */
export function buildSchema(): Promise<GraphQLSchema> {
  built ??= buildTypeGraphQLSchema({ resolvers, validate: false }).then((schema) => schema);
  return built;
}

/** Sorted so that the printed SDL does not depend on import order. */
export async function buildSortedSchema(): Promise<GraphQLSchema> {
  return lexicographicSortSchema(await buildSchema());
}
