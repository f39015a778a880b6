/**
 * The API targets the tools under bench/tools load by name (graphql, rest, rest500, auth, create), and one
 * measured load of a target at 32 connections against a bench app.
 */
import type { BenchApp } from './server.ts';
import { GQL_LIST } from './queries.ts';
import { measuredLoad, type LoadRun } from './measuredLoad.ts';

type Target = { method: 'GET' | 'POST'; path: string; body?: (b: BenchApp) => string };

const createBody = (b: BenchApp) =>
  JSON.stringify({ name: 'Bench tool task', description: 'made by a bench tool', priority: 5, duration: 30, projectId: b.projectIds[0] });

export const TARGETS: Record<string, Target> = {
  graphql: { method: 'POST', path: '/graphql', body: () => GQL_LIST },
  rest: { method: 'GET', path: '/api/tasks?limit=50' },
  rest500: { method: 'GET', path: '/api/tasks?limit=500' },
  auth: { method: 'GET', path: '/api/auth/check' },
  create: { method: 'POST', path: '/api/tasks', body: createBody },
};

/** The comma-separated target names of a tool's argument, checked. */
export function targetNames(arg: string | undefined, fallback: string): string[] {
  const names = (arg ?? fallback).split(',');
  const unknown = names.filter((n) => !TARGETS[n]);
  if (unknown.length) throw new Error(`unknown target ${unknown.join(', ')}: ${Object.keys(TARGETS).join(', ')}`);
  return names;
}

/** `duration` seconds of `name` at 32 connections, with the app's CPU per request. */
export function loadTarget(b: BenchApp, name: string, duration: number): Promise<LoadRun> {
  const t = TARGETS[name];
  return measuredLoad(b.app.pid, {
    url: b.url + t.path,
    method: t.method,
    body: t.body?.(b),
    connections: 32,
    duration,
    headers: { cookie: b.cookie, 'content-type': 'application/json', accept: 'application/json' },
  });
}
