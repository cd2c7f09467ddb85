import { Field, ID, InterfaceType } from 'type-graphql';

/** The concrete type of a value answered through the Node interface (node, nodes): set by the resolver that loads it. */
export const NODE_TYPE = Symbol('nodeType');

@InterfaceType('Node', {
  description:
    'An object with a global id: "<Type>:<GAME>:<key>", e.g. "Card:SWU:SOR_045", "Card:XWING:pilot:jakefarrell", "Keyword:TI4:sustain-damage", "Rule:SWU:7.6.10". Fetch any of them with `node(id:)` or `nodes(ids:)`.',
  resolveType: (value: { [NODE_TYPE]?: string }) => value[NODE_TYPE],
})
export abstract class Node {
  @Field(() => ID, { description: 'Global id: "<Type>:<GAME>:<key>"' })
  id!: string;
}
