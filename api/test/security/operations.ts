import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Express, Router } from 'express';
import type { Rows } from './world.js';

/** The row a name means by the first of these parts it holds, in this order ("taskComment" is a comment). */
const ROW_BY_NAME: Array<[part: string, type: string, row: Exclude<keyof Rows, 'date'>]> = [
  ['comment', 'Comment', 'commentId'],
  ['task', 'Task', 'taskId'],
  ['project', 'Project', 'projectId'],
  ['link', 'Link', 'linkId'],
  ['notification', 'Notification', 'notificationId'],
  ['pomodoro', 'PomodoroSession', 'pomodoroId'],
  ['user', 'User', 'userId'],
  ['label', 'Label', 'labelId'],
  ['filter', 'SavedFilter', 'filterId'],
  ['token', 'ApiToken', 'tokenId'],
];

/** The global ID of the owner's row a field or argument most likely means, by its name. */
function rowFor(name: string, field: string, rows: Rows): string {
  const pick = (s: string): [string, number] | null => {
    const found = ROW_BY_NAME.find(([part]) => s.includes(part));
    return found ? [found[1], rows[found[2]]] : null;
  };
  if (field === 'node' || field === 'nodes') return encodeGlobalID('Task', rows.taskId);
  const [type, id] = pick(name.toLowerCase().replace(/ids?$/, '')) ?? pick(field.toLowerCase()) ?? ['Task', rows.taskId];
  return encodeGlobalID(type, id);
}

/** A plausible value of an input type (the owner's ids for ids), so a missing check would really act. */
export function valueFor(type: GraphQLInputType, name: string, field: string, rows: Rows, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, name, field, rows, depth);
  if (isListType(type)) return [valueFor(type.ofType, name, field, rows, depth)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) || depth < 1) out[f.name] = valueFor(f.type, f.name, field, rows, depth + 1);
    }
    return out;
  }
  const lower = name.toLowerCase();
  switch (isScalarType(type) ? type.name : '') {
    case 'ID':
      return rowFor(name, field, rows);
    case 'Int':
      if (lower.includes('sessionid')) return rows.scheduleSessionId;
      if (lower.includes('messagerowid')) return rows.chatMessageId;
      if (lower === 'index') return 0;
      if (lower === 'userid' || lower === 'assigneeid') return rows.userId;
      if (lower.includes('version')) return 1;
      return 5;
    case 'Float':
      return 5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date().toISOString();
    case 'JSON':
      return {};
    default:
      if (lower === 'date' || lower === 'from' || lower === 'to') return rows.date;
      if (lower.includes('time') || lower === 'start' || lower === 'end') return '10:00';
      if (lower.includes('email')) return 'someone@example.com';
      if (lower.includes('url')) return 'https://example.com/';
      return 'hacked value';
  }
}

/** Every scalar (and, a few levels down, object) field of a type: what a leak would show. */
export function selectionFor(type: GraphQLOutputType, depth = 0, schema?: GraphQLSchema): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (depth > 2) return '{ __typename }';
  if (isAbstractType(named)) {
    // every possible type's own scalar fields, so a leaked row shows its name
    const scalarsOf = (t: { getFields(): Record<string, GraphQLField<unknown, unknown>> }) =>
      Object.values(t.getFields())
        .filter((f) => !f.args.some((a) => isNonNullType(a.type)) && (isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type))))
        .map((f) => f.name)
        .join(' ');
    const fragments = schema ? schema.getPossibleTypes(named).map((t) => `... on ${t.name} { ${scalarsOf(t)} }`) : [];
    return `{ __typename ${fragments.join(' ')} }`;
  }
  if (!isObjectType(named)) return '';
  const parts = ['__typename'];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    const inner = selectionFor(f.type, depth + 1, schema);
    const fieldNamed = getNamedType(f.type);
    if (isScalarType(fieldNamed) || isEnumType(fieldNamed)) parts.push(f.name);
    else if (inner) parts.push(`${f.name} ${inner}`);
  }
  return `{ ${parts.join(' ')} }`;
}

export type Operation = { field: string; kind: 'query' | 'mutation'; query: string; variables: Record<string, unknown> };

/** One operation per root field, with every argument as a variable of its declared type. */
export function operationsOf(schema: GraphQLSchema, rows: Rows, argValue = valueFor): Operation[] {
  const ops: Operation[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      const args = field.args as GraphQLArgument[];
      const variables: Record<string, unknown> = {};
      for (const a of args) if (isNonNullType(a.type)) variables[a.name] = argValue(a.type, a.name, field.name, rows);
      const used = args.filter((a) => a.name in variables);
      const decl = used.length ? `(${used.map((a) => `$${a.name}: ${a.type}`).join(', ')})` : '';
      const call = used.length ? `(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
      ops.push({ field: field.name, kind, query: `${kind} Op${decl} { ${field.name}${call} ${selectionFor(field.type, 0, schema)} }`, variables });
    }
  }
  return ops;
}

export type Route = { method: string; path: string; mount: string };

/** Every route of the REST routers (routes.ts), read from the Express routers themselves. */
export function restRoutesOf(list: Array<[string, (deps: never) => Router]>, deps: unknown): Route[] {
  const out: Route[] = [];
  for (const [mount, make] of list) {
    const router = make(deps as never) as unknown as { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
    for (const layer of router.stack) {
      if (!layer.route) continue;
      for (const method of Object.keys(layer.route.methods)) {
        if (method === '_all') continue;
        out.push({ method: method.toUpperCase(), path: `/api${mount}${layer.route.path === '/' ? '' : layer.route.path}`, mount });
      }
    }
  }
  return out;
}

/** The route's path with the owner's row ids in it. */
export function fillPath(route: Route, rows: Rows, values: Partial<Record<string, string>> = {}): string {
  const idFor: Record<string, number> = {
    '/projects': rows.projectId,
    '/tasks': rows.taskId,
    '/links': rows.linkId,
    '/labels': rows.labelId,
    '/filters': rows.filterId,
    '/notifications': rows.notificationId,
    '/comments': rows.commentId,
    '/pomodoro': rows.pomodoroId,
    '/users': rows.userId,
    '/invitations': rows.invitationId,
    '/tokens': rows.tokenId,
    '/webhooks': rows.webhookId,
  };
  return route.path.replace(/:(\w+)/g, (_m, name: string) => {
    if (values[name] !== undefined) return values[name]!;
    switch (name) {
      case 'id':
        return String(idFor[route.mount] ?? rows.taskId);
      case 'taskId':
        return String(rows.taskId);
      case 'userId':
        return String(rows.userId);
      case 'messageId':
        return String(rows.chatMessageId);
      case 'index':
        return '0';
      case 'date':
        return rows.date;
      case 'sessionId':
        return String(rows.scheduleSessionId);
      default:
        return '1';
    }
  });
}

export type { Express };
