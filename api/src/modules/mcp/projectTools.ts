import { z } from 'zod';
import { createProject, listProjects } from '../projects/service.js';
import { listLabels } from '../labels/service.js';
import { presentLabel } from '../labels/present.js';
import type { ToolContext } from './tool.js';

const projectSummary = (p: { id: number; name: string; description: string | null }) => ({ id: p.id, name: p.name, description: p.description });

/** Projects and labels: what an agent files tasks under. */
export function registerProjectTools({ deps, viewer, tool }: ToolContext) {
  tool('list_projects', 'projects:read', "Lists the user's projects with their ids", {}, async () => (await listProjects(deps, viewer)).map(projectSummary));
  tool(
    'create_project',
    'projects:write',
    'Creates a project owned by the user, at the end of their list',
    {
      name: z.string().min(1).max(200),
      description: z.string().max(10_000).nullable().optional(),
      priority: z.number().int().min(1).max(10).optional().describe('1 (lowest) to 10 (highest); default 5'),
    },
    async (args) => projectSummary(await createProject(deps, viewer, { priority: 5, ...args })),
  );
  tool('list_labels', 'tasks:read', "Lists the user's labels with their ids (search_tasks filters by a label's name)", {}, async () =>
    (await listLabels(deps, viewer)).map(presentLabel),
  );
}
