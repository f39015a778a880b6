import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/context.js';
import { projectPolicy } from '../projects/policy.js';
import { assertRoomForProjects } from '../projects/projectLimit.js';
import { insertProject, listEnd } from '../projects/repository.js';
import { taskPolicy } from '../tasks/policy.js';
import { noteMembership } from '../members/viewerMemberships.js';
import { jiraCredentialPolicy } from './policy.js';

/** The Jira module's database code: the saved links, and the tasks and project an import writes. */

type Owner = NonNullable<Viewer>;
/** A Jira issue as the Streamline task it imports as. */
export type IssueAsTask = { key: string; url: string; name: string; description: string | null; priority: number; duration: number };
export type JiraLinkValues = Omit<Prisma.JiraCredentialUncheckedCreateInput, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** The viewer's Jira link, or null. */
export function findLink(db: Db, viewer: Viewer) {
  return db.jiraCredential.findFirst({ where: jiraCredentialPolicy.readableWhere(viewer) });
}

/** The Jira link of a task's owner, for the hooks that run when the owner works on the task. */
export function findLinkOfOwner(db: Db, task: { userId: number }) {
  return db.jiraCredential.findUnique({ where: { userId: task.userId } });
}

/** Saves a first link for the owner. Throws Prisma's P2002 when they already have one. */
export function insertLink(db: Db, owner: Owner, values: JiraLinkValues) {
  return db.jiraCredential.create({ data: { ...values, userId: owner.id } });
}

export function updateLink(db: Db, id: number, values: Partial<JiraLinkValues>) {
  return db.jiraCredential.update({ where: { id }, data: values });
}

export function deleteLink(db: Db, viewer: Viewer) {
  return db.jiraCredential.deleteMany({ where: jiraCredentialPolicy.deletableWhere(viewer) });
}

/** A task the viewer may read, as a GraphQL payload selects it (Pothos' `query`). */
export function findTaskForPayload(db: Db, viewer: Viewer, id: number, query: { include?: Prisma.TaskInclude; select?: Prisma.TaskSelect }) {
  return db.task.findUniqueOrThrow({ ...query, where: { id, AND: [taskPolicy.readableWhere(viewer)] } });
}

/**
 * Writes an import in one transaction: the project named after the Jira key (the first one the
 * viewer may add tasks to, else a new one at the end of their list), then one task per issue. A
 * task already imported for an issue (same jiraIssueKey, one the viewer may change) is updated,
 * not duplicated; new tasks go to the end of the viewer's list.
 */
export function writeImport(db: Db, owner: Owner, projectKey: string, issues: IssueAsTask[], newProject: { description: string; priority: number }) {
  return db.$transaction(
    async (tx) => {
      const named = await tx.project.findMany({ where: { AND: [projectPolicy.readableWhere(owner), { name: projectKey }] }, orderBy: { id: 'asc' } });
      let project = named.find((p) => projectPolicy.canAddTasks(owner, p));
      if (!project) {
        const end = await listEnd(tx, owner.id);
        assertRoomForProjects(end.count);
        project = await insertProject(tx, { ...newProject, userId: owner.id, name: projectKey, originator: 'Jira' }, end.nextPosition);
        noteMembership(owner, project.id, 'owner');
      }
      const imported = await tx.task.findMany({
        where: { AND: [taskPolicy.readableWhere(owner), { jiraIssueKey: { in: issues.map((i) => i.key) } }] },
        orderBy: { id: 'asc' },
      });
      const existing = new Map(imported.filter((t) => taskPolicy.canUpdate(owner, t)).map((t) => [t.jiraIssueKey!, t]));
      const lastTask = await tx.task.aggregate({ where: taskPolicy.readableWhere(owner), _max: { position: true } });
      let position = (lastTask._max.position ?? -1) + 1;
      const changes: Array<{ kind: 'created' | 'updated'; taskId: number; ownerId: number }> = [];
      let unchanged = 0;
      for (const issue of issues) {
        const fields = { name: issue.name, description: issue.description, priority: issue.priority, duration: issue.duration, jiraIssueUrl: issue.url };
        const task = existing.get(issue.key);
        if (!task) {
          const created = await tx.task.create({ data: { ...fields, userId: owner.id, projectId: project.id, jiraIssueKey: issue.key, position: position++ } });
          changes.push({ kind: 'created', taskId: created.id, ownerId: created.userId });
        } else if (Object.entries(fields).some(([k, v]) => task[k as keyof typeof fields] !== v)) {
          await tx.task.update({ where: { id: task.id }, data: fields });
          changes.push({ kind: 'updated', taskId: task.id, ownerId: task.userId });
        } else unchanged += 1;
      }
      return { project, changes, unchanged };
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
