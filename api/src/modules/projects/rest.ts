import { Router, type Request, type Response } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentProject } from './present.js';
import * as projects from './service.js';

/** /api/projects: every answer is a project with its task counts. */
export function projectsRouter(deps: Deps) {
  const r = Router();
  const present = async (req: Request, rows: Awaited<ReturnType<typeof projects.listProjects>>) => {
    const ids = rows.map((p) => p.id);
    const counts = await projects.projectCounts(deps, req.viewer, ids);
    const positionOf = await projects.listPositions(deps, req.viewer, ids);
    return rows.map((p) => presentProject(p, counts(p.id), positionOf(p.id)));
  };

  r.get('/', async (req, res) => {
    const rows = await projects.listProjects(deps, req.viewer, req.query as never);
    res.set('Cache-Control', 'no-store');
    res.json(await present(req, rows));
  });
  r.post('/', async (req, res) => {
    const [project] = await present(req, [await projects.createProject(deps, req.viewer, req.body)]);
    res.status(201).json(project);
  });
  r.put('/reorder', async (req, res) => {
    res.json(await present(req, await projects.reorderProjects(deps, req.viewer, req.body)));
  });
  r.get('/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const [project] = await present(req, [await projects.ownProject(deps, req.viewer, req.params.id)]);
    res.json(project);
  });
  const update = async (req: Request<{ id: string }>, res: Response) => {
    const [project] = await present(req, [await projects.updateProject(deps, req.viewer, req.params.id, req.body)]);
    res.json(project);
  };
  r.put('/:id', update);
  r.patch('/:id', update);
  /** Tasks go with the project: a project with tasks needs ?deleteTasks=true (or it in the body). */
  r.delete('/:id', async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const input = { deleteTasks: body.deleteTasks ?? req.query.deleteTasks };
    const { project, deletedTaskIds } = await projects.deleteProject(deps, req.viewer, req.params.id, input);
    res.json({ success: true, id: project.id, deletedTaskIds });
  });
  return r;
}
