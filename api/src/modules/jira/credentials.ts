import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound, unauthorized, parseInput } from '../../lib/errors.js';
import type { JiraCredential } from '../../generated/prisma-sqlite/client.js';
import type { JiraAuth } from './client.js';
import { JiraError } from './errors.js';
import { parseJiraUrl, resolvePublicHost } from './urlGuard.js';
import { jiraCredentialPolicy } from './policy.js';
import * as links from './repository.js';
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
  return links.findLink(deps.db, viewer);
}

/** Creates or replaces the viewer's link; the token is stored encrypted. */
export async function saveJiraLink(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(JiraLinkInput, input);
  const jiraUrl = parseJiraUrl(deps.config, data.jiraUrl);
  await resolvePublicHost(deps.config, new URL(jiraUrl).hostname).catch((error: unknown) => {
    // saving an address no DNS knows is the user's typo, not the server's trouble
    throw error instanceof JiraError && error.problem === 'unreachable' ? new JiraError('bad_url', error.message) : error;
  });
  const existing = await links.findLink(deps.db, viewer);
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
  if (existing) return replaceLink(deps, viewer, existing, values);
  try {
    return await links.insertLink(deps.db, viewer, { ...values, apiToken: values.apiToken! });
  } catch (err) {
    // two saves racing for the first link: the second one updates
    const first = (err as { code?: string }).code === 'P2002' ? await links.findLink(deps.db, viewer) : null;
    if (!first) throw err;
    return replaceLink(deps, viewer, first, values);
  }
}

function replaceLink(deps: Deps, viewer: NonNullable<Viewer>, link: JiraCredential, values: Partial<links.JiraLinkValues>) {
  if (!jiraCredentialPolicy.canUpdate(viewer, link)) throw notFound('Jira link');
  return links.updateLink(deps.db, link.id, values);
}

export async function deleteJiraLink(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  await links.deleteLink(deps.db, viewer);
  return { success: true as const };
}

/** How to call Jira with a saved link: its token decrypted. */
export function authOf(deps: Pick<Deps, 'cipher'>, link: JiraCredential): JiraAuth {
  return { jiraUrl: link.jiraUrl, email: link.email, apiToken: deps.cipher.decrypt(link.apiToken) };
}

/** The viewer's link with its token decrypted, for calls to Jira; throws when Jira is not linked. */
export async function jiraAuthFor(deps: Deps, viewer: NonNullable<Viewer>) {
  const link = await links.findLink(deps.db, viewer);
  if (!link) throw new JiraError('not_linked', 'Jira is not linked: save your Jira settings first');
  return { link, auth: authOf(deps, link) };
}
