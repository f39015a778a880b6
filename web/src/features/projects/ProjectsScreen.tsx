import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { ProjectsScreenQuery } from '../../__generated__/ProjectsScreenQuery.graphql.ts';
import { useTaskChanges } from '../tasks/useTaskChanges.ts';
import { ProjectList } from './ProjectList.tsx';

export default function ProjectsScreen() {
  const data = useLazyLoadQuery<ProjectsScreenQuery>(
    graphql`
      query ProjectsScreenQuery {
        ...ProjectList_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  useTaskChanges();
  return (
    <div className="mx-auto max-w-6xl">
      <ProjectList query={data} />
    </div>
  );
}
