import type { Deps, Viewer } from '../../graphql/context.js';
import type { Answer } from '../idempotency/service.js';
import { presentLabel } from './present.js';
import * as labels from './service.js';
import { findCommand, type CommandParams, type WriteCommand } from '../sync/writeCommand.js';

/**
 * The label writes of /api/labels (rest.ts) as the offline batch replays them: the same service calls
 * and the same answers, so a label created, renamed, recoloured or deleted offline is answered as its
 * own request would be. A failure is thrown, as the services throw it.
 */
const LABEL_COMMANDS: WriteCommand[] = [
  { method: 'POST', path: '/', run: async (deps, viewer, _p, body) => ({ status: 201, body: presentLabel(await labels.createLabel(deps, viewer, body)) }) },
  { method: 'PATCH', path: '/:id', run: update },
  { method: 'PUT', path: '/:id', run: update },
  {
    method: 'DELETE',
    path: '/:id',
    run: async (deps, viewer, { id }) => ({ status: 200, body: { success: true, id: (await labels.deleteLabel(deps, viewer, id)).id } }),
  },
];

async function update(deps: Deps, viewer: Viewer, { id }: CommandParams, body: unknown): Promise<Answer> {
  return { status: 200, body: presentLabel(await labels.updateLabel(deps, viewer, id, body)) };
}

/** The command a write to `path` under /api/labels (e.g. "/12") runs, with its id. */
export const findLabelCommand = (method: string, path: string) => findCommand(LABEL_COMMANDS, method, path);
