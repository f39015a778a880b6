import { z } from 'zod';
import { findMembers } from '../members/repository.js';
import { mayBeAssigned } from '../../../../shared/members/assignable.js';
import { ownTask, updateTask } from '../tasks/service.js';
import { quoteList, TaskRef, tool, type Kit } from './toolkit.js';

/** The assistant's tools for who a task is assigned to, among the members of its project. */

type Member = Awaited<ReturnType<typeof findMembers>>[number];
const nameOf = (m: Member) => m.user.name || m.user.username;
const ME = /^(?:me|myself|mir|mich|my|mine|meine?)$/i;

/** The member a person's words name: "me", an e-mail, a username, a full name or a first name; or the reason there is none. */
function memberNamed(members: Member[], person: string, userId: number): { member: Member } | { error: 'none' | 'several'; matches: Member[] } {
  const p = person.trim().replace(/^@/, '').toLowerCase();
  if (ME.test(p)) {
    const me = members.find((m) => m.userId === userId);
    return me ? { member: me } : { error: 'none', matches: [] };
  }
  const tests = [
    (m: Member) => m.user.email.toLowerCase() === p || m.user.username.toLowerCase() === p || (m.user.name ?? '').toLowerCase() === p,
    (m: Member) => (m.user.name ?? '').toLowerCase().split(/\s+/)[0] === p,
  ];
  for (const test of tests) {
    const found = members.filter(test);
    if (found.length === 1) return { member: found[0] };
    if (found.length > 1) return { error: 'several', matches: found };
  }
  return { error: 'none', matches: [] };
}

export function assignTools(kit: Kit) {
  const { deps, user, actions } = kit;
  /** the people of the user's projects (each once), to read "assigned to Bob" across projects */
  const people = async () => {
    const projects = await kit.projects();
    const all = (await Promise.all(projects.map((p) => findMembers(deps.db, p.id)))).flat();
    return [...new Map(all.map((m) => [m.userId, m])).values()];
  };
  const who = (m: Member) => (m.userId === user.id ? 'you' : nameOf(m));

  return [
    tool(
      'assign_task',
      'assign a task to a member of its project (a name, an e-mail or "me"), or unassign it with person null ("assign the report to Eddie", "unassign the report")',
      TaskRef.extend({ person: z.string().min(1).max(200).nullable().describe('who: a name, an e-mail or "me"; null takes the assignee off') }),
      async (a) => {
        const r = await kit.pickTask(a, 'assign');
        if (!r.task) return { ok: false, message: r.error! };
        const task = await ownTask(deps, user, r.task.id);
        const members = await findMembers(deps.db, task.projectId);
        const current = members.find((m) => m.userId === task.assigneeId) ?? null;
        if (a.person === null) {
          if (task.assigneeId === null)
            return { ok: true, message: `"${task.name}" is not assigned to anyone.`, task: task.name, assignee: null, change: 'same' };
          await updateTask(deps, user, task.id, { assigneeId: null });
          actions.push({ type: 'update_task', label: `Unassigned "${task.name}"`, taskId: task.id, previous: { assigneeId: task.assigneeId }, undone: false });
          kit.changed();
          const was = current ? ` (it was ${who(current)})` : '';
          return {
            ok: true,
            message: `"${task.name}" is no longer assigned to anyone${was}. Say "undo" to change it back.`,
            task: task.name,
            assignee: null,
            change: 'unassigned',
          };
        }
        const project = (await kit.projects()).find((p) => p.id === task.projectId)?.name ?? 'its project';
        const found = memberNamed(members, a.person, user.id);
        if ('error' in found) {
          const assignable = members.filter((m) => mayBeAssigned(m.role));
          if (found.error === 'several')
            return {
              ok: false,
              message: `Several people in ${project} match "${a.person}": ${quoteList(found.matches.map((m) => `${nameOf(m)} <${m.user.email}>`))}. Which one?`,
            };
          if (members.length <= 1)
            return {
              ok: false,
              message: `${project} is not shared: only you work on it, so "${task.name}" can't be assigned to ${a.person}. Invite them to ${project} from its members, or use "Assign by e-mail" on the task's page.`,
            };
          return {
            ok: false,
            message: `Nobody called "${a.person}" works on ${project}. You can assign "${task.name}" to ${assignable.map((m) => (m.userId === user.id ? 'yourself' : nameOf(m))).join(', ')}; to bring someone new in, use "Assign by e-mail" on the task's page.`,
          };
        }
        const m = found.member;
        if (task.assigneeId === m.userId)
          return { ok: true, message: `"${task.name}" is already assigned to ${who(m)}.`, task: task.name, assignee: who(m), change: 'same' };
        await updateTask(deps, user, task.id, { assigneeId: m.userId });
        actions.push({
          type: 'update_task',
          label: `Assigned "${task.name}" to ${nameOf(m)}`,
          taskId: task.id,
          previous: { assigneeId: task.assigneeId },
          undone: false,
        });
        kit.changed();
        return {
          ok: true,
          message: `"${task.name}" is now assigned to ${who(m)}. Say "undo" to change it back.`,
          task: task.name,
          assignee: who(m),
          change: 'assigned',
        };
      },
    ),

    tool('task_assignee', 'who a task is assigned to ("who is the report assigned to?")', TaskRef, async (a) => {
      const r = await kit.pickTask(a, 'look at', await kit.allTasks());
      if (!r.task) return { ok: false, message: r.error! };
      const t = (await kit.allTasks()).find((x) => x.id === r.task.id)!;
      if (t.assigneeId === null) return { ok: true, message: `"${t.name}" is not assigned to anyone.`, task: t.name, assignee: null };
      const m = (await findMembers(deps.db, t.projectId)).find((x) => x.userId === t.assigneeId);
      const name = m ? who(m) : 'someone who is no longer in the project';
      return { ok: true, message: `"${t.name}" is assigned to ${name}.`, task: t.name, assignee: name };
    }),

    tool(
      'assigned_tasks',
      'the open tasks assigned to a person ("what is assigned to me?", "show tasks assigned to Eddie")',
      z.object({ person: z.string().min(1).max(200).describe('a name, an e-mail or "me"') }),
      async (a) => {
        const found = memberNamed(await people(), a.person, user.id);
        if ('error' in found)
          return {
            ok: false,
            message:
              found.error === 'several'
                ? `Several people match "${a.person}": ${quoteList(found.matches.map(nameOf))}. Which one?`
                : `Nobody called "${a.person}" works on your projects.`,
          };
        const m = found.member;
        const tasks = (await kit.openTasks()).filter((t) => t.assigneeId === m.userId);
        const whom = m.userId === user.id ? 'you' : nameOf(m);
        return {
          ok: true,
          message: tasks.length
            ? `${tasks.length} open task${tasks.length === 1 ? ' is' : 's are'} assigned to ${whom}:`
            : `No open task is assigned to ${whom}.`,
          tasks: tasks.slice(0, 50).map((t) => ({ id: t.id, name: t.name, projectName: t.projectName })),
          count: tasks.length,
          assignee: whom,
        };
      },
    ),
  ];
}
