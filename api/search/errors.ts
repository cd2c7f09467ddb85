/**
 * A search query that cannot be read. Carries the offending token and its offset so that the API can point at it
 * (GraphQL layer turns it into extensions.code = BAD_QUERY_SYNTAX).
 */
export class SearchSyntaxError extends Error {
  constructor(
    message: string,
    /** The source text at fault ("" at the end of the query). */
    readonly token: string,
    /** Zero-based offset of the token in the query string. */
    readonly position: number,
  ) {
    super(message);
    this.name = 'SearchSyntaxError';
  }
}
