import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import * as jira from './service.js';

export function jiraRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(jira.presentJiraLink(await jira.getJiraLink(deps, req.viewer)));
  });
  r.put('/', async (req, res) => {
    res.json(jira.presentJiraLink(await jira.saveJiraLink(deps, req.viewer, req.body)));
  });
  r.delete('/', async (req, res) => {
    res.json(await jira.deleteJiraLink(deps, req.viewer));
  });
  r.post('/test', async (req, res) => {
    res.json(await jira.testConnection(deps, req.viewer, req.body));
  });
  r.post('/import', async (req, res) => {
    res.json(await jira.importIssues(deps, req.viewer));
  });
  r.post('/tasks/:taskId/transition', async (req, res) => {
    res.json(await jira.transitionTaskIssue(deps, req.viewer, req.params.taskId));
  });
  r.post('/tasks/:taskId/worklog', async (req, res) => {
    res.status(201).json(await jira.postTaskWorklog(deps, req.viewer, req.params.taskId, req.body));
  });
  return r;
}
