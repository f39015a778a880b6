import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Deps } from '../../graphql/context.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { presentSelf } from '../users/present.js';
import { exportData, exportFileName } from './exportData.js';
import { importData } from './importData.js';
import * as settings from './service.js';

export const IMPORT_BODY_LIMIT = '20mb';

/**
 * /api/settings: profile, password, preferences, export and import. The pomodoro module owns
 * /api/settings/pomodoro on its own router under the same prefix; paths here do not overlap.
 */
export function settingsRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await settings.getSettings(deps, req.viewer));
  });
  r.put('/profile', async (req, res) => {
    res.json(presentSelf(await settings.updateProfile(deps, req.viewer, req.body)));
  });
  r.put('/password', async (req, res) => {
    res.json(await settings.changePassword(deps, req.viewer, req.session?.id ?? null, req.body));
  });
  r.put('/preferences', async (req, res) => {
    res.json(await settings.updatePreferences(deps, req.viewer, req.body));
  });
  r.get('/export', async (req, res) => {
    const doc = await exportData(deps, req.viewer);
    res.set('Cache-Control', 'no-store');
    res.attachment(exportFileName());
    res.type('application/json').send(JSON.stringify(doc, null, 2));
  });
  // app.ts leaves this route's body alone: read it here, any JSON content type, up to 20 MB.
  r.post('/import', signedInFirst, express.text({ type: () => true, limit: IMPORT_BODY_LIMIT }), async (req, res) => {
    res.json(await importData(deps, req.viewer, readImportBody(req)));
  });
  return r;
}

/** Refuses a stranger before reading up to 20 MB of body. */
function signedInFirst(req: Request, _res: Response, next: NextFunction) {
  next(req.viewer ? undefined : unauthorized());
}

function readImportBody(req: Request): unknown {
  if (typeof req.body !== 'string') return req.body;
  try {
    return JSON.parse(req.body);
  } catch {
    throw new AppError(400, 'The file is not valid JSON');
  }
}
