import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { originOf } from '../../http/origin.js';
import * as feeds from './service.js';

/** /api/users/me/feed-url: the signed-in user's secret calendar feed URL. */
export function feedUrlRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.json({ url: await feeds.feedUrl(deps, req.viewer, originOf(req)) });
  });
  r.post('/', async (req, res) => {
    res.json({ url: await feeds.regenerateFeed(deps, req.viewer, originOf(req)) });
  });
  r.delete('/', async (req, res) => {
    await feeds.revokeFeed(deps, req.viewer);
    res.status(204).end();
  });
  return r;
}

/** /api/calendar/feed/{secret}.ics: the feed itself, for calendar apps (no session: the URL is the key). */
export function calendarRouter(deps: Deps) {
  const r = Router();
  r.get('/feed/:file', async (req, res) => {
    const ics = await feeds.feedCalendar(deps, req.params.file);
    res.set('Content-Type', 'text/calendar; charset=utf-8');
    res.set('Content-Disposition', 'inline; filename="streamline.ics"');
    res.send(ics);
  });
  return r;
}
