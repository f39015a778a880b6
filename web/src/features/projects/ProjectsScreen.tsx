import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { InvitationsPanel } from '../members/InvitationsPanel.tsx';
import type { ProjectsScreenQuery } from '../../__generated__/ProjectsScreenQuery.graphql.ts';
import { useTaskChanges } from '../tasks/useTaskChanges.ts';
import { ProjectList } from './ProjectList.tsx';

export default function ProjectsScreen() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ProjectsScreenQuery>(
    graphql`
      query ProjectsScreenQuery {
        ...ProjectList_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  useTaskChanges();
  return (
    <div className="mx-auto max-w-6xl">
      <InvitationsPanel onAccepted={() => setFetchKey((k) => k + 1)} />
      <ProjectList query={data} />
    </div>
  );
}
