import { graphql, useFragment } from 'react-relay/hooks.js';
import type { JiraCard_query$key } from '../../__generated__/JiraCard_query.graphql.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { JiraForm } from './JiraForm.tsx';
import { JiraImportButton } from './JiraImportButton.tsx';
import { JiraUnlinkButton } from './JiraUnlinkButton.tsx';

type Props = { query: JiraCard_query$key };

export function JiraCard({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment JiraCard_query on Query {
        jiraLink {
          jiraUrl
          projectKey
          ...JiraForm_link
        }
      }
    `,
    query,
  );
  const link = data.jiraLink;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {link ? (
            <>
              Linked to <span className="font-medium text-slate-900">{link.jiraUrl}</span>, project{' '}
              <span className="font-mono text-xs font-semibold text-slate-900">{link.projectKey}</span>
            </>
          ) : (
            'Jira is not linked yet.'
          )}
        </p>
        {link ? <Badge tone="green">Linked</Badge> : <Badge tone="neutral">Not linked</Badge>}
      </div>
      {/* a new form when the link appears or goes */}
      <JiraForm key={link ? 'linked' : 'unlinked'} link={link} />
      {link && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <JiraImportButton />
          <JiraUnlinkButton />
        </div>
      )}
    </div>
  );
}
