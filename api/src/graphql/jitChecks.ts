import {
  getNamedType,
  isAbstractType,
  isObjectType,
  Kind,
  type FieldNode,
  type SelectionSetNode,
  type GraphQLAbstractType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { isThenable } from '@pothos/core';

type Resolver = GraphQLFieldResolver<unknown, unknown>;
/** A type's check (its scopes, as scope-auth runs them in isTypeOf), with the request's context. */
type Check = (source: object, context: unknown, info: GraphQLResolveInfo) => boolean;
/** What guards the objects of a type: its own check, and the objects beneath it that are read inline. */
type Guard = { check: Check | null; inline: Array<{ property: string; guard: Guard }> };
type PothosExtensions = {
  pothosOptions?: { authScopes?: unknown; grantScopes?: unknown; skipInterfaceScopes?: boolean; id?: { resolve?: unknown } };
  pothosConfig?: { isTypeOf?: unknown };
  pothosExposedField?: unknown;
  pothosOriginalResolve?: unknown;
};
export const pothosOf = (typeOrField: unknown) => ((typeOrField as { extensions?: PothosExtensions } | null)?.extensions ?? {}) as PothosExtensions;

const refused = () => new Error('refused by its type’s check: answered by the standard executor');

/**
 * The type checks of the JIT's schema (jitSchema.ts). graphql-jit calls isTypeOf without the request's
 * context, so the copy's types have none: the checks run in the resolvers instead. A field whose
 * resolver only reads the same-named property (relay's `edges` and `node`) is read inline by the JIT,
 * and the nearest field above it that keeps a resolver checks what lies beneath (Query.tasks checks
 * each `edges[i].node`). A refused object, or one that cannot be checked at once (a promise, an
 * iterator), fails that field: jit.ts then answers from the standard executor, with its own message.
 */
export class JitChecks {
  private readonly checks = new Map<string, Check>();
  private readonly inlined = new Set<GraphQLField<unknown, unknown>>();
  private readonly guards = new Map<string, Guard | null>();

  constructor(private readonly schema: GraphQLSchema) {
    for (const type of objectTypes(schema)) if (type.isTypeOf) this.checks.set(type.name, checkOf(type));
    for (const type of objectTypes(schema)) {
      for (const field of Object.values(type.getFields())) if (isObjectType(getNamedType(field.type)) && isPlainRead(field)) this.inlined.add(field);
    }
    this.breakCycles();
  }

  /** An abstract type that could only be told apart by isTypeOf: the JIT cannot run this schema. */
  get unsupported(): boolean {
    return Object.values(this.schema.getTypeMap()).some((t) => isAbstractType(t) && !t.resolveType && this.abstractGuarded(t));
  }

  isInlined(field: GraphQLField<unknown, unknown>): boolean {
    return this.inlined.has(field);
  }

  /** The field's resolver, checking what it returns and what lies inline beneath it (or unchanged: nothing to check). */
  guarding(field: GraphQLField<unknown, unknown>, resolve: Resolver): Resolver | null {
    const type = getNamedType(field.type);
    /** the guard of each object the field returns, for this query's selection beneath the field */
    let guardsFor: (info: GraphQLResolveInfo) => (value: object, context: unknown) => Guard | null;
    if (isObjectType(type)) {
      const guard = this.guardOf(type.name);
      if (!guard) return null;
      guardsFor = (info) => {
        const part = selectedPart(guard, info); // the same for every object of the field
        return () => part;
      };
    } else if (isAbstractType(type) && this.abstractGuarded(type)) {
      guardsFor = (info) => (value, context) => {
        const name = type.resolveType!(value, context, info, type);
        if (typeof name !== 'string') throw refused(); // a promise: left to the standard executor
        const guard = this.guardOf(name);
        return guard && selectedPart(guard, info);
      };
    } else {
      return null;
    }
    const guardAll = (value: unknown, context: unknown, info: GraphQLResolveInfo, guardFor: (value: object, context: unknown) => Guard | null): unknown => {
      if (value === null || typeof value !== 'object' || value instanceof Error) return value;
      if (Array.isArray(value)) {
        for (const item of value) guardAll(item, context, info, guardFor);
        return value;
      }
      // another iterable is read once, here, and handed on as an array
      if (typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function') return guardAll(Array.from(value as Iterable<unknown>), context, info, guardFor);
      const guard = guardFor(value, context);
      if (guard) runGuard(guard, value, context, info);
      return value;
    };
    return (source, args, context, info) => {
      const value = resolve(source, args, context, info);
      const guardFor = guardsFor(info);
      // any thenable: Prisma's queries are PrismaPromises, not Promises
      if (isThenable(value)) return Promise.resolve(value).then((resolved) => guardAll(resolved, context, info, guardFor));
      return guardAll(value, context, info, guardFor);
    };
  }

  private abstractGuarded(type: GraphQLAbstractType) {
    return this.schema.getPossibleTypes(type).some((t) => this.guardOf(t.name));
  }

  private guardOf(typeName: string): Guard | null {
    if (this.guards.has(typeName)) return this.guards.get(typeName)!;
    const type = this.schema.getType(typeName) as GraphQLObjectType;
    const inline: Guard['inline'] = [];
    for (const field of Object.values(type.getFields())) {
      const guard = this.inlined.has(field) ? this.guardOf(getNamedType(field.type).name) : null;
      if (guard) inline.push({ property: field.name, guard });
    }
    const check = this.checks.get(typeName) ?? null;
    const guard = check || inline.length ? { check, inline } : null;
    this.guards.set(typeName, guard);
    return guard;
  }

  /** A type reached again through inline fields would make an endless guard: those fields keep their resolvers. */
  private breakCycles() {
    const done = new Set<string>();
    const visit = (type: GraphQLObjectType, path: Set<string>) => {
      if (done.has(type.name)) return;
      path.add(type.name);
      for (const field of Object.values(type.getFields())) {
        if (!this.inlined.has(field)) continue;
        const next = getNamedType(field.type) as GraphQLObjectType;
        if (path.has(next.name)) this.inlined.delete(field);
        else visit(next, path);
      }
      path.delete(type.name);
      done.add(type.name);
    };
    for (const type of objectTypes(this.schema)) visit(type, new Set());
  }
}

/**
 * The part of the guard the query selects: an inline field the query does not read is not checked
 * (a connection asked only for its totalCount holds rows Pothos read with their ids alone). Fragments
 * count whatever their type condition or directives: checking more is safe.
 */
const selectedParts = new WeakMap<readonly FieldNode[], WeakMap<Guard, Guard | null>>();
function selectedPart(guard: Guard, info: GraphQLResolveInfo): Guard | null {
  if (!guard.inline.length) return guard;
  let byGuard = selectedParts.get(info.fieldNodes);
  if (!byGuard) selectedParts.set(info.fieldNodes, (byGuard = new WeakMap()));
  if (!byGuard.has(guard))
    byGuard.set(
      guard,
      narrowed(
        guard,
        info.fieldNodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])),
        info.fragments,
      ),
    );
  return byGuard.get(guard)!;
}

function narrowed(guard: Guard, sets: SelectionSetNode[], fragments: GraphQLResolveInfo['fragments']): Guard | null {
  const inline: Guard['inline'] = [];
  for (const step of guard.inline) {
    const beneath: SelectionSetNode[] = [];
    if (!selects(sets, step.property, fragments, beneath)) continue;
    const part = narrowed(step.guard, beneath, fragments);
    if (part) inline.push({ property: step.property, guard: part });
  }
  return guard.check || inline.length ? { check: guard.check, inline } : null;
}

/** Whether the selection sets read the field `name`; its own selection sets are added to `beneath`. */
function selects(sets: readonly SelectionSetNode[], name: string, fragments: GraphQLResolveInfo['fragments'], beneath: SelectionSetNode[]): boolean {
  let found = false;
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== name) continue;
        found = true;
        if (selection.selectionSet) beneath.push(selection.selectionSet);
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
        if (fragment && selects([fragment.selectionSet], name, fragments, beneath)) found = true;
      }
    }
  }
  return found;
}

function runGuard(guard: Guard, object: object, context: unknown, info: GraphQLResolveInfo) {
  if (guard.check && !guard.check(object, context, info)) throw refused();
  for (const { property, guard: beneath } of guard.inline) guardInline((object as Record<string, unknown>)[property], beneath, context, info);
}

/** A value the JIT reads inline: it gets no chance to be awaited or turned into an array, so those are refused. */
function guardInline(value: unknown, guard: Guard, context: unknown, info: GraphQLResolveInfo) {
  if (value === null || value === undefined || value instanceof Error) return;
  if (typeof value !== 'object' || isThenable(value)) throw refused();
  if (Array.isArray(value)) {
    for (const item of value) guardInline(item, guard, context, info);
  } else if (typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function') {
    throw refused();
  } else {
    runGuard(guard, value, context, info);
  }
}

const objectTypes = (schema: GraphQLSchema) =>
  Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'));

/** `(parent) => parent.<the field's name>` and nothing else, as relay's edges and node are; or no resolver. */
const PLAIN_READ = /^\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>\s*\1\.([A-Za-z_$][\w$]*)$/;
function isPlainRead(field: GraphQLField<unknown, unknown>): boolean {
  if (!field.resolve) return true;
  if (field.args.length || field.resolve !== (pothosOf(field).pothosOriginalResolve ?? field.resolve)) return false;
  return PLAIN_READ.exec(Function.prototype.toString.call(field.resolve).trim())?.[2] === field.name;
}

/** Runs the type's scopes as scope-auth would in isTypeOf; `true` only for a pass answered at once. */
function checkOf(type: GraphQLObjectType): Check {
  const isTypeOf = type.isTypeOf!;
  const typeScope = onlyTypeScope(type);
  return (source, context, info) => {
    try {
      if (typeScope?.(source, context) === true) return true;
      return isTypeOf(source, context, info) === true;
    } catch {
      return false;
    }
  };
}

/**
 * The type's only check, when scope-auth has nothing else to run for it: its `authScopes` function.
 * Its `true` is a pass without scope-auth's bookkeeping for each object (a list page checks 50); any
 * other answer goes through scope-auth's own isTypeOf, as before.
 */
function onlyTypeScope(type: GraphQLObjectType): ((source: unknown, context: unknown) => unknown) | null {
  const { pothosOptions: options, pothosConfig: config } = pothosOf(type);
  if (typeof options?.authScopes !== 'function' || options.grantScopes || config?.isTypeOf) return null;
  if (!options.skipInterfaceScopes && type.getInterfaces().some((i) => pothosOf(i).pothosOptions?.authScopes)) return null;
  return options.authScopes as (source: unknown, context: unknown) => unknown;
}
