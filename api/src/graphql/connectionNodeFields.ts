import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields selected on a field's result, through fragments, by name. */
function fieldsOf(info: GraphQLResolveInfo, selectionSet: SelectionSetNode | undefined, out: FieldNode[] = []): FieldNode[] {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(info, selection.selectionSet, out);
    else fieldsOf(info, info.fragments[selection.name.value]?.selectionSet, out);
  }
  return out;
}

/** The names of the fields a connection's query selects on its nodes (`edges { node { … } }` and `nodes { … }`). */
export function connectionNodeFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const connection = info.fieldNodes.flatMap((field) => fieldsOf(info, field.selectionSet));
  const edges = connection.filter((f) => f.name.value === 'edges').flatMap((f) => fieldsOf(info, f.selectionSet));
  const nodes = [...edges.filter((f) => f.name.value === 'node'), ...connection.filter((f) => f.name.value === 'nodes')];
  for (const field of nodes.flatMap((f) => fieldsOf(info, f.selectionSet))) names.add(field.name.value);
  return names;
}
