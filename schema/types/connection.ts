import { GraphQLNonNegativeInt } from 'graphql-scalars';
import { Field } from 'type-graphql';
import { ObjectType } from '../object-type.js';

@ObjectType('PageInfo', { description: 'Relay page information' })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => Boolean)
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true })
  startCursor!: string | null;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** Declares `<Name>Edge` and `<Name>Connection` object types for a node type. */
export function connectionTypes<T extends object>(name: string, node: new () => T) {
  @ObjectType(`${name}Edge`)
  class EdgeType implements Edge<T> {
    @Field(() => String, { description: 'Opaque; pass it as `after` to continue after this edge' })
    cursor!: string;

    @Field(() => node)
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name} results (Relay connection)` })
  class ConnectionType implements Connection<T> {
    @Field(() => [EdgeType])
    edges!: EdgeType[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => GraphQLNonNegativeInt, { description: 'Number of results across all pages' })
    totalCount!: number;
  }

  return { EdgeType, ConnectionType };
}
