import { fetchQuery, graphql } from 'react-relay/hooks.js';
import type { ensureInboxQuery } from '../../__generated__/ensureInboxQuery.graphql.ts';
import { getEnvironment } from '../../relay/currentEnvironment.ts';

const inboxQuery = graphql`
  query ensureInboxQuery {
    inbox {
      id
      rowId
      name
      inbox
    }
  }
`;

/** The viewer's Inbox's row id; the server makes the Inbox if this account has none yet. */
export async function ensureInbox(): Promise<number> {
  const data = await fetchQuery<ensureInboxQuery>(getEnvironment(), inboxQuery, {}).toPromise();
  if (!data) throw new Error('The Inbox could not be loaded');
  return data.inbox.rowId;
}
