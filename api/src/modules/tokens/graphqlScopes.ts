import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { scopeFor, type TokenArea } from '../../../../shared/tokens/scopes.js';
import { missingScopeMessage, SESSION_ONLY_MESSAGE } from './scopeMessages.js';

/**
 * The root fields an API token may use, by area: a query needs the area's read scope, a mutation its
 * write scope. Every other root field (tokens, settings, users, export, node, unlinkSignInIdentity…) needs a
 * browser session, and so does every subscription. `viewer` answers any token, but its sign-in identities
 * are null for one (as GET /api/auth/identities refuses it).
 */
const QUERY_AREAS: Record<string, TokenArea> = {
  task: 'tasks',
  tasks: 'tasks',
  todayTasks: 'tasks',
  parseTaskText: 'tasks',
  labels: 'tasks',
  savedFilters: 'tasks',
  search: 'tasks',
  project: 'projects',
  invitations: 'projects',
  projects: 'projects',
  inbox: 'projects',
  timer: 'timer',
  pomodoroSessions: 'timer',
  pomodoroSettings: 'timer',
  focusHistory: 'timer',
  schedule: 'schedule',
};
const MUTATION_AREAS: Record<string, TokenArea> = {
  createTask: 'tasks',
  quickAddTask: 'tasks',
  updateTask: 'tasks',
  deleteTask: 'tasks',
  completeTask: 'tasks',
  reorderTasks: 'tasks',
  rescheduleTasks: 'tasks',
  skipTaskOccurrence: 'tasks',
  addTaskTimeSpent: 'tasks',
  createLabel: 'tasks',
  updateLabel: 'tasks',
  deleteLabel: 'tasks',
  createSavedFilter: 'tasks',
  updateSavedFilter: 'tasks',
  deleteSavedFilter: 'tasks',
  addComment: 'tasks',
  updateComment: 'tasks',
  deleteComment: 'tasks',
  createProject: 'projects',
  updateProject: 'projects',
  deleteProject: 'projects',
  reorderProjects: 'projects',
  inviteMember: 'projects',
  changeMemberRole: 'projects',
  removeMember: 'projects',
  revokeInvitation: 'projects',
  acceptInvitation: 'projects',
  declineInvitation: 'projects',
  startTimer: 'timer',
  pauseTimer: 'timer',
  resumeTimer: 'timer',
  resetTimer: 'timer',
  completeTimerTask: 'timer',
  finishPhase: 'timer',
  createPomodoroSession: 'timer',
  completePomodoroSession: 'timer',
  updatePomodoroSettings: 'timer',
  generateSchedule: 'schedule',
  addScheduleSession: 'schedule',
  moveScheduleSession: 'schedule',
  removeScheduleSession: 'schedule',
  startScheduleSession: 'schedule',
  completeScheduleSession: 'schedule',
};
/** Who the token acts for, and GraphQL's own introspection: any token may ask. */
const ANY_TOKEN = new Set(['viewer', '__typename', '__schema', '__type']);

/** The root field names of the operation, through its fragments. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, out = new Set<string>()) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) out.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFields(document, selection.selectionSet, out);
    else {
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFields(document, fragment.selectionSet, out);
    }
  }
  return out;
}

/** Why the token may not run this operation, or null when it may. */
export function tokenRefusal(document: DocumentNode, operationName: string | null | undefined, scopes: readonly string[]): string | null {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation === 'subscription') return SESSION_ONLY_MESSAGE;
  const areas = operation.operation === 'query' ? QUERY_AREAS : MUTATION_AREAS;
  const access = operation.operation === 'query' ? 'read' : 'write';
  for (const field of rootFields(document, operation.selectionSet)) {
    if (ANY_TOKEN.has(field)) continue;
    const area = Object.hasOwn(areas, field) ? areas[field] : undefined;
    if (!area) return SESSION_ONLY_MESSAGE;
    const needed = scopeFor(area, access);
    if (!scopes.includes(needed)) return missingScopeMessage(needed);
  }
  return null;
}

/** Refuses (FORBIDDEN, nothing executed) an operation a request's API token has no scope for. */
export function tokenScopePlugin(): Plugin<Context> {
  const refusalOf = (args: { contextValue: unknown; document: DocumentNode; operationName?: string | null }) => {
    const grant = (args.contextValue as Context).apiToken;
    return grant ? tokenRefusal(args.document, args.operationName, grant.scopes) : null;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = refusalOf(args);
      if (refusal) setResultAndStopExecution({ data: null, errors: [new AppError(403, refusal)] });
    },
    // a subscription over HTTP (server-sent events) never reaches onExecute
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = refusalOf(args);
      if (refusal) setResultAndStopExecution({ data: null, errors: [new AppError(403, refusal)] });
    },
  };
}
