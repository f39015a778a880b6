import type { Deps, Viewer } from '../../graphql/context.js';
import { unauthorized, parseInput } from '../../lib/errors.js';
import type { JiraCredential } from '../../generated/prisma-sqlite/client.js';
import type { JiraAuth } from './client.js';
import { JiraError } from './errors.js';
import { parseJiraUrl, resolvePublicHost } from './urlGuard.js';
import { JIRA_MESSAGES, JiraLinkInput } from '../../../../shared/jira/validation.js';

export function assertSignedIn(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
}

/** The Jira link as the browser sees it: never the token, only that one is stored. */
export function presentJiraLink(link: JiraCredential | null) {
  if (!link) return { linked: false as const };
  return {
    linked: true as const,
    jiraUrl: link.jiraUrl,
    email: link.email,
    projectKey: link.projectKey,
    hasToken: !!link.apiToken,
    transitionOnComplete: link.transitionOnComplete,
    postWorklogs: link.postWorklogs,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}
export type PresentedJiraLink = ReturnType<typeof presentJiraLink>;

export async function getJiraLink(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  return deps.db.jiraCredential.findUnique({ where: { userId: viewer.id } });
}

/** Creates or replaces the viewer's link; the token is stored encrypted. */
export async function saveJiraLink(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(JiraLinkInput, input);
  const jiraUrl = parseJiraUrl(deps.config, data.jiraUrl);
  await resolvePublicHost(deps.config, new URL(jiraUrl).hostname);
  const existing = await deps.db.jiraCredential.findUnique({ where: { userId: viewer.id } });
  // A stored token is only ever sent to the site it was given for.
  if (!data.apiToken && (!existing || existing.jiraUrl !== jiraUrl)) {
    throw new JiraError('bad_credentials', existing ? JIRA_MESSAGES.apiTokenForNewUrl : JIRA_MESSAGES.apiToken);
  }
  const values = {
    jiraUrl,
    email: data.email,
    projectKey: data.projectKey,
    ...(data.apiToken ? { apiToken: deps.cipher.encrypt(data.apiToken) } : {}),
    ...(data.transitionOnComplete !== undefined ? { transitionOnComplete: data.transitionOnComplete } : {}),
    ...(data.postWorklogs !== undefined ? { postWorklogs: data.postWorklogs } : {}),
  };
  if (existing) return deps.db.jiraCredential.update({ where: { userId: viewer.id }, data: values });
  try {
    return await deps.db.jiraCredential.create({ data: { userId: viewer.id, ...values, apiToken: values.apiToken! } });
  } catch (err) {
    // two saves racing for the first link: the second one updates
    if ((err as { code?: string }).code !== 'P2002') throw err;
    return deps.db.jiraCredential.update({ where: { userId: viewer.id }, data: values });
  }
}

export async function deleteJiraLink(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  await deps.db.jiraCredential.deleteMany({ where: { userId: viewer.id } });
  return { success: true as const };
}

/** The stored link with its token decrypted, for calls to Jira; throws when Jira is not linked. */
export async function jiraAuthFor(deps: Deps, userId: number) {
  const link = await deps.db.jiraCredential.findUnique({ where: { userId } });
  if (!link) throw new JiraError('not_linked', 'Jira is not linked: save your Jira settings first');
  const auth: JiraAuth = { jiraUrl: link.jiraUrl, email: link.email, apiToken: deps.cipher.decrypt(link.apiToken) };
  return { link, auth };
}
