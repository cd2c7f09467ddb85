import type { ApolloServerPlugin } from '@apollo/server';
import type { ApiContext } from './context.js';
import { checkLimits, measureOperation, type Limits } from './limits.js';

/*
 * The Apollo side of the request limits: price the operation once its variables are known (refusing it before any
 * resolver runs), let the rate limiter charge the price, and check the request's budget as fields start, so a
 * request that has run out, timed out or lost its client starts nothing new.
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
        async executionDidStart() {
          return {
            willResolveField({ contextValue, info }) {
              // A request over its budget starts no new root field (and no new batch of lookups: api/loaders.ts),
              // but what it already computed is still delivered. One whose client has gone stops everywhere.
              const budget = contextValue.budget;
              if (info.path.prev === undefined || budget.stopReason === 'REQUEST_ABORTED') budget.check();
            },
          };
        },
      };
    },
  };
}
