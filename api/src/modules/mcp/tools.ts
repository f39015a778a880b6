import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Deps } from '../../graphql/context.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import { AppError } from '../../lib/errors.js';
import type { TokenScope } from '../../../../shared/tokens/scopes.js';
import { todayIn } from '../../../../shared/tasks/zonedDays.js';
import type { TokenGrant } from '../tokens/grant.js';
import { missingScopeMessage } from '../tokens/scopeMessages.js';
import { listTasks, createTask, updateTask, setTaskCompleted } from '../tasks/service.js';
import { presentOneTask, presentTasks } from '../tasks/present.js';
import { inboxOf, listProjects } from '../projects/service.js';
import { quickAddTask } from '../tasks/quickAddCreate.js';
import { pauseTimer, resetTimer, resumeTimer, startTimer, getTimer } from '../pomodoro/timerService.js';
import { getSchedule } from '../schedule/service.js';
import { todayTasks } from '../schedule/todayTasks.js';

const id = z.union([z.number().int().positive(), z.string().min(1)]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
const taskFields = {
  name: z.string().min(1).max(200).optional().describe('one line'),
  description: z.string().max(10_000).nullable().optional(),
  priority: z.number().int().min(1).max(10).optional().describe('1 (lowest) to 10 (highest)'),
  duration: z.number().int().min(1).optional().describe('estimate in minutes'),
  dueDate: day.nullable().optional(),
  dueTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable()
    .optional()
    .describe("HH:MM in the user's time zone; needs a dueDate"),
  plannedDate: day.nullable().optional(),
  projectId: id.optional(),
};

const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });

/**
 * The MCP server of one request: every tool calls the same services as REST and GraphQL, as the
 * token's user, after checking the token has the tool's scope. A refusal or a service's error (400,
 * 404…) is the tool's error result with the service's message.
 */
export function mcpServerFor(deps: Deps, viewer: SignedInUser, grant: TokenGrant) {
  const server = new McpServer({ name: 'streamline', version: '1.0.0' });
  const tool = <S extends z.ZodRawShape>(
    name: string,
    scope: TokenScope,
    description: string,
    inputSchema: S,
    run: (args: z.infer<z.ZodObject<S>>) => Promise<unknown>,
  ) =>
    server.registerTool(name, { description: `${description} (needs the ${scope} scope)`, inputSchema }, (async (args: z.infer<z.ZodObject<S>>) => {
      if (!grant.scopes.includes(scope)) return { isError: true, content: [{ type: 'text', text: missingScopeMessage(scope) }] };
      try {
        return json(await run(args));
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return { isError: true, content: [{ type: 'text', text: error.message }] };
        throw error;
      }
    }) as never);

  tool(
    'search_tasks',
    'tasks:read',
    "Finds the user's tasks whose name or description contains the text; all tasks without one",
    {
      query: z.string().max(200).optional(),
      completed: z.boolean().optional().describe('true: only completed; false: only open'),
      projectId: id.optional(),
      limit: z.number().int().min(1).max(200).optional().describe('default 50'),
    },
    async ({ query, completed, projectId, limit }) =>
      presentTasks(deps, viewer, await listTasks(deps, viewer, { search: query || undefined, completed, projectId, limit: limit ?? 50 } as never)),
  );
  tool(
    'create_task',
    'tasks:write',
    'Creates a task in a project (list_projects gives their ids; without one, in the Inbox)',
    { ...taskFields, name: z.string().min(1).max(200) },
    async ({ projectId, ...args }) =>
      presentOneTask(
        deps,
        viewer,
        await createTask(deps, viewer, { priority: 5, duration: 30, ...args, projectId: projectId ?? (await inboxOf(deps, viewer)).id }),
      ),
  );
  tool(
    'quick_add_task',
    'tasks:write',
    'Creates a task from one line as the app\'s quick add reads it: "Pay rent every month on the 1st at 9am p2 #Home for 30 min @bills remind 1 day before" (a date, time, repeat, priority p1-p4 or !1-!10, #project, @label, length and reminder); without a #project, in projectId or the Inbox',
    { text: z.string().min(1).max(500), projectId: id.optional() },
    async (args) => presentOneTask(deps, viewer, await quickAddTask(deps, viewer, args)),
  );
  tool('update_task', 'tasks:write', 'Changes the fields given of a task; the others stay', { taskId: id, ...taskFields }, async ({ taskId, ...fields }) =>
    presentOneTask(deps, viewer, await updateTask(deps, viewer, taskId, fields)),
  );
  tool(
    'complete_task',
    'tasks:write',
    'Marks a task completed (completed: false reopens it)',
    { taskId: id, completed: z.boolean().optional() },
    async ({ taskId, completed }) => presentOneTask(deps, viewer, await setTaskCompleted(deps, viewer, taskId, { completed: completed ?? true })),
  );
  tool('list_projects', 'projects:read', "Lists the user's projects with their ids", {}, async () =>
    (await listProjects(deps, viewer)).map((p) => ({ id: p.id, name: p.name, description: p.description })),
  );
  tool('get_timer', 'timer:read', 'Reads the focus timer', {}, () => getTimer(deps, viewer));
  tool(
    'start_timer',
    'timer:write',
    'Starts a focus session on the tasks given (the first is active); without any, again on the current ones',
    { taskIds: z.array(id).max(20).optional() },
    ({ taskIds }) => startTimer(deps, viewer, { taskIds: taskIds ?? [] }),
  );
  tool('pause_timer', 'timer:write', 'Pauses the running focus timer', {}, () => pauseTimer(deps, viewer));
  tool('resume_timer', 'timer:write', 'Resumes the paused focus timer', {}, () => resumeTimer(deps, viewer));
  tool('stop_timer', 'timer:write', 'Stops the focus timer and resets it', {}, () => resetTimer(deps, viewer));
  tool('todays_plan', 'schedule:read', "Reads today's plan (the planned focus sessions, if the day was planned) and the tasks of today", {}, async () => {
    const date = todayIn(viewer.timeZone || 'UTC');
    const [plan, today] = await Promise.all([getSchedule(deps, viewer, date), todayTasks(deps, viewer)]);
    return {
      date,
      plan,
      tasks: today.items.map((item) => ({ id: item.task.id, name: item.task.name, state: item.state, deadline: item.deadline, priority: item.task.priority })),
      openCount: today.openCount,
    };
  });
  return server;
}
