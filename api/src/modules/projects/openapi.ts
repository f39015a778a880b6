import { z } from 'zod';
import { DeleteProjectInput, ProjectFilterInput, ProjectInput, ProjectUpdateInput, ReorderProjectsInput } from '../../../../shared/projects/validation.js';
import { isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';
import type { presentProject } from './present.js';

/** A project with its progress, as every REST answer carries it (present.ts). */
export const ProjectBody = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    priority: z.number().int().min(1).max(10),
    originator: z.string().nullable(),
    userId: z.number().int(),
    position: z.number().int().meta({ description: "Where the project sits in the viewer's own list (each member arranges theirs)" }),
    inbox: z.boolean(),
    taskCount: z.number().int(),
    completedTaskCount: z.number().int(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Project' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const projectShapeMatches: Same<keyof z.infer<typeof ProjectBody>, keyof ReturnType<typeof presentProject>> = true;
void projectShapeMatches;

export const projectsApi: ApiModule = {
  tag: 'Projects',
  routes: [
    { method: 'get', path: '/projects', summary: 'List projects', query: ProjectFilterInput, response: z.array(ProjectBody) },
    { method: 'post', path: '/projects', summary: 'Create a project', body: ProjectInput, status: 201, response: ProjectBody },
    { method: 'put', path: '/projects/reorder', summary: 'Reorder projects', body: ReorderProjectsInput, response: z.array(ProjectBody) },
    { method: 'get', path: '/projects/:id', summary: 'Read a project', response: ProjectBody },
    { method: 'put', path: '/projects/:id', summary: 'Change a project', body: ProjectUpdateInput, response: ProjectBody },
    { method: 'patch', path: '/projects/:id', summary: 'Change a project', body: ProjectUpdateInput, response: ProjectBody },
    {
      method: 'delete',
      path: '/projects/:id',
      summary: 'Delete a project (one with tasks needs deleteTasks=true, in the query or the body)',
      query: DeleteProjectInput,
      response: z.object({ success: z.literal(true), id: z.number().int(), deletedTaskIds: z.array(z.number().int()) }),
    },
  ],
};
