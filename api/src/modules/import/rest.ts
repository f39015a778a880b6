import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Deps } from '../../graphql/context.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { unstorableTextMessage } from '../../lib/storableText.js';
import { IMPORT_MAX_BYTES, IMPORT_SOURCES } from '../../../../shared/import/summary.js';
import { runImport } from './service.js';

/**
 * /api/import/todoist, /ticktick and /csv: the file is the body (text/csv, or application/json for a
 * Todoist backup), at most 5 MB (a larger one is a 413). app.ts leaves these bodies to this router.
 */
export function importRouter(deps: Deps) {
  const r = Router();
  const body = express.text({ type: () => true, limit: IMPORT_MAX_BYTES });
  for (const source of IMPORT_SOURCES) {
    r.post(`/${source}`, signedInFirst, body, async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const text = typeof req.body === 'string' ? req.body : '';
      const unstorable = unstorableTextMessage(text, 'The file');
      if (unstorable) throw badRequest(unstorable);
      res.json(
        await runImport(deps, req.viewer, { source, body: text, contentType: req.get('content-type') ?? '', query: req.query as Record<string, unknown> }),
      );
    });
  }
  return r;
}

/** Refuses a stranger before reading the body. */
function signedInFirst(req: Request, _res: Response, next: NextFunction) {
  next(req.viewer ? undefined : unauthorized());
}
