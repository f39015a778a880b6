import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import * as chat from './service.js';

/** Spec section 7: POST /api/chat, POST /api/chat/clear, GET /api/chat/history, plus undo of an action. */
export function chatRouter(deps: Deps) {
  const r = Router();
  r.post('/', async (req, res) => {
    res.json(await chat.sendChatMessage(deps, req.viewer, req.body));
  });
  r.post('/clear', async (req, res) => {
    res.json(await chat.clearChat(deps, req.viewer));
  });
  r.get('/history', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await chat.chatHistory(deps, req.viewer));
  });
  r.post('/actions/:messageId/:index/undo', async (req, res) => {
    res.json(await chat.undoChatAction(deps, req.viewer, req.params));
  });
  return r;
}
