import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { badUserInput } from './errors.js';
import type { Connection } from '../schema/types/connection.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page {
  skip: number;
  take: number;
}

/*
 * Cursors are opaque offsets ("v1:<offset>", base64url). Keyset cursors would survive concurrent inserts better,
 * but the catalog only changes on import, and offsets keep every sort order (with its nulls) exact on both databases.
 */
export function encodeCursor(offset: number): string {
  return Buffer.from(`v1:${offset}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, field = 'after'): number {
  const match = /^v1:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badUserInput(field, `"${field}" is not a cursor returned by this API`, { value: cursor });
  return Number(match[1]);
}

export function pageArgs(first: number | null | undefined, after: string | null | undefined): Page {
  const take = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(take) || take < 0 || take > MAX_PAGE_SIZE) {
    throw badUserInput('first', `"first" must be between 0 and ${MAX_PAGE_SIZE}`, { value: first });
  }
  const skip = after == null ? 0 : decodeCursor(after) + 1;
  return { skip, take };
}

export function toConnection<T>(nodes: T[], page: Page, totalCount: number): Connection<T> {
  const edges = nodes.map((node, i) => ({ node, cursor: encodeCursor(page.skip + i) }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: page.skip + nodes.length < totalCount,
      hasPreviousPage: page.skip > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/**
 * Whether a connection field's selection needs the total (totalCount, or pageInfo whose hasNextPage uses it), so a
 * resolver can skip the COUNT query when a client only wants edges. Follows fragments.
 */
export function selectsTotal(info: GraphQLResolveInfo): boolean {
  const visit = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === 'totalCount' || selection.name.value === 'pageInfo';
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet, seen);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      return visit(info.fragments[name]?.selectionSet, new Set([...seen, name]));
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet, new Set()));
}
