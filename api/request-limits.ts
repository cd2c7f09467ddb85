import type { ApolloServerPlugin } from '@apollo/server';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { ApiContext } from './context.js';
import { checkLimits, measureOperation, type Limits } from './limits.js';

/*
 * The Apollo side of the request limits: price the operation once its variables are known (refusing it before any
 * resolver runs), and let the rate limiter charge the price. The request's budget is checked as root fields start
 * (guardRootFields), so a request that has run out, timed out or lost its client starts nothing new.
 */
export function requestLimitsPlugin(limits: Limits, charge: (context: ApiContext, cost: number) => Promise<void>): ApolloServerPlugin<ApiContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, request, document, operation, schema }) {
          if (!operation) return;
          const measure = measureOperation(schema, document, operation, request.variables ?? {});
          contextValue.request.cost = measure.cost;
          const refused = checkLimits(measure, limits, operation);
          if (refused) throw refused;
          await charge(contextValue, measure.cost);
        },
      };
    },
  };
}

const guarded = new WeakSet<GraphQLSchema>();

/**
 * A request over its budget starts no new root field (and no new batch of lookups: api/loaders.ts), but what it
 * already computed is still delivered. Only root fields are wrapped: a hook on every field (Apollo's
 * willResolveField) would wrap every property of every log entry, and cost more than the work it guards.
 */
export function guardRootFields(schema: GraphQLSchema): void {
  if (guarded.has(schema)) return;
  guarded.add(schema);
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: ApiContext, info) => {
        context.budget?.check();
        return resolve(source, args, context, info);
      };
    }
  }
}
