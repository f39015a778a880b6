/** Shared projects under load: users in teams, each team's first user makes the project and invites the rest as editors. */
import type { Db } from '../../api/src/db/client.ts';
import type { User } from './user.ts';

/** Groups the users in teams of `size` and makes each team's project; every member then works in it. */
export async function formTeams(users: User[], size: number): Promise<User[][]> {
  const teams: User[][] = [];
  for (let i = 0; i < users.length; i += size) teams.push(users.slice(i, i + size));
  await Promise.all(
    teams.map(async (team, t) => {
      const [owner, ...members] = team;
      const project = await owner.client.call('project', 'POST', '/api/projects', { name: `Load team ${t}`, priority: 5 });
      if (project.status !== 201) throw new Error(`team ${t} project: ${project.status} ${JSON.stringify(project.body)}`);
      const projectId: number = project.body.id;
      for (const member of members) {
        const invited = await owner.client.call('invite', 'POST', `/api/projects/${projectId}/members`, {
          email: `${member.username}@example.com`,
          role: 'editor',
        });
        if (invited.status >= 300) throw new Error(`invite ${member.username}: ${invited.status} ${JSON.stringify(invited.body)}`);
        const mine = await member.client.call('invitations', 'GET', '/api/invitations');
        const invitation = (mine.body as Array<{ id: number; projectId: number }>).find((i) => i.projectId === projectId);
        if (!invitation) throw new Error(`${member.username} sees no invitation to team ${t}`);
        const accepted = await member.client.call('accept', 'POST', `/api/invitations/${invitation.id}/accept`);
        if (accepted.status !== 200) throw new Error(`accept ${member.username}: ${accepted.status} ${JSON.stringify(accepted.body)}`);
      }
      for (const u of team) u.projectId = projectId;
    }),
  );
  return teams;
}

/** After the run: every member of a team lists the same tasks of its project, and they are the database's. */
export async function verifyConvergence(db: Db, teams: User[][]) {
  const diverged: string[] = [];
  for (const team of teams) {
    const projectId = team[0].projectId;
    const stored = (await db.task.findMany({ where: { projectId }, select: { id: true }, orderBy: { id: 'asc' } })).map((t) => t.id).join(',');
    for (const u of team) {
      const listed = await u.client.call('converge', 'GET', `/api/tasks?projectId=${projectId}`);
      const ids = (listed.body as Array<{ id: number }>)
        .map((t) => t.id)
        .sort((a, b) => a - b)
        .join(',');
      if (ids !== stored)
        diverged.push(`${u.username} lists ${ids.split(',').length} tasks of project ${projectId}, the database holds ${stored.split(',').length}`);
    }
  }
  return diverged;
}
