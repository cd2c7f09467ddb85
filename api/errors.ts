import { GraphQLError } from 'graphql';
import type { SearchSyntaxError } from './search/index.js';

/**
 * Every error the API raises on purpose has a machine-readable `extensions.code` and names the argument at fault
 * (`extensions.field`), in the spirit of Scryfall's error objects. Anything else is masked by the server.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'BAD_QUERY_SYNTAX'
  | 'NOT_FOUND'
  | 'AMBIGUOUS'
  | 'QUERY_TOO_DEEP'
  | 'QUERY_TOO_COMPLEX'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'LIMIT_EXCEEDED'
  | 'UNSUPPORTED'
  | 'BUDGET_EXCEEDED'
  | 'RESPONSE_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'REQUEST_ABORTED';

export function apiError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export function badUserInput(field: string, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return apiError('BAD_USER_INPUT', message, { field, ...extensions });
}

export function badQuerySyntax(error: SearchSyntaxError, field = 'query'): GraphQLError {
  return apiError('BAD_QUERY_SYNTAX', `Bad search query: ${error.message} (at position ${error.position})`, {
    field,
    token: error.token,
    position: error.position,
  });
}

export function notFound(message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return apiError('NOT_FOUND', message, extensions);
}
