import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentNotification } from './present.js';
import * as notifications from './service.js';
import { updatePreferences, viewerPreferences } from './preferences.js';

export function notificationsRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    const rows = await notifications.listNotifications(deps, req.viewer, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(rows.map(presentNotification));
  });
  r.get('/unread-count', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ unreadCount: await notifications.unreadCount(deps, req.viewer) });
  });
  r.get('/preferences', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await viewerPreferences(deps, req.viewer));
  });
  r.put('/preferences', async (req, res) => {
    res.json(await updatePreferences(deps, req.viewer, req.body));
  });
  r.post('/read-all', async (req, res) => {
    const ids = await notifications.markAllRead(deps, req.viewer);
    res.json({ success: true, updated: ids.length });
  });
  r.patch('/:id/read', async (req, res) => {
    res.json(presentNotification(await notifications.markRead(deps, req.viewer, req.params.id)));
  });
  r.delete('/', async (req, res) => {
    const ids = await notifications.clearAll(deps, req.viewer);
    res.json({ success: true, deleted: ids.length });
  });
  return r;
}
