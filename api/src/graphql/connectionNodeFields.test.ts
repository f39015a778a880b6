import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { connectionNodeFields } from './connectionNodeFields.js';

/** What the executor hands the connection's resolver for the document's first root field. */
function infoOf(document: string): GraphQLResolveInfo {
  const doc = parse(document);
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

describe('the fields a connection query selects on its nodes', () => {
  it('reads edges.node and nodes, through named and inline fragments, and nothing outside the nodes', () => {
    const info = infoOf(`{ tasks(first: 5) { totalCount ...C edges { cursor node { id ... on Task { labels { id } } } } } }
      fragment C on TaskConnection { edges { node { ...N } } nodes { rowId } }
      fragment N on Task { subtaskCount name }`);
    expect([...connectionNodeFields(info)].sort()).toEqual(['id', 'labels', 'name', 'rowId', 'subtaskCount']);
  });

  it('is empty when no node field is asked for', () => {
    expect(connectionNodeFields(infoOf('{ tasks { totalCount pageInfo { hasNextPage } } }')).size).toBe(0);
  });
});
