/**
 * The Tasks screen's tasks, by project in the user's order, less the tasks whose delete waits for
 * its undo toast. The first page comes with the screen's query; the rest load one after another
 * behind it. A project's array keeps its identity while its tasks stay the same, so a page that
 * brings nothing for a group leaves that group's rows alone.
 */
import { startTransition, useEffect, useMemo, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks.js';
import type { useTaskListGrouped_query$data, useTaskListGrouped_query$key } from '../../__generated__/useTaskListGrouped_query.graphql.ts';
import type { useTaskListGroupedPaginationQuery } from '../../__generated__/useTaskListGroupedPaginationQuery.graphql.ts';
import { useHiddenTasks } from './hiddenTasks.ts';
import { useLastPageCatchUp } from './useLastPageCatchUp.ts';
import { inOrder } from './taskOrder.ts';

/** Tasks per page after the first (100, the fragment's default, so the screen paints soon). */
const NEXT_PAGE_SIZE = 500;

export type GroupedTask = useTaskListGrouped_query$data['tasks']['edges'][number]['node'];
export type TasksByProject = ReadonlyMap<number, readonly GroupedTask[]>;

const sameTasks = (a: readonly GroupedTask[], b: readonly GroupedTask[]) => a.length === b.length && a.every((task, i) => task === b[i]);

export function useTaskListGrouped(query: useTaskListGrouped_query$key): { byProject: TasksByProject; loading: boolean } {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<useTaskListGroupedPaginationQuery, useTaskListGrouped_query$key>(
    graphql`
      fragment useTaskListGrouped_query on Query
      @refetchable(queryName: "useTaskListGroupedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        tasks(first: $count, after: $cursor, orderBy: POSITION) @connection(key: "useTaskListGrouped_tasks", filters: []) {
          totalCount
          edges {
            node {
              id
              rowId
              name
              priority
              completed
              position
              createdAt
              projectRowId
              parentRowId
              project {
                viewerRole
              }
              ...TaskRow_task
            }
          }
        }
      }
    `,
    query,
  );
  // a transition: the board's re-renders for the page (loading, then its tasks) render in slices
  useEffect(() => {
    if (hasNext && !isLoadingNext) startTransition(() => void loadNext(NEXT_PAGE_SIZE));
  }, [hasNext, isLoadingNext, loadNext]);
  useLastPageCatchUp(hasNext);
  const hidden = useHiddenTasks();
  const previous = useRef<TasksByProject>(new Map());
  const byProject = useMemo(() => {
    const tasks = inOrder(
      data.tasks.edges.map((edge) => edge.node).filter((task) => !hidden.has(task.id)),
      'position',
    );
    const next = new Map<number, GroupedTask[]>();
    for (const task of tasks) {
      const group = next.get(task.projectRowId);
      if (group) group.push(task);
      else next.set(task.projectRowId, [task]);
    }
    const stable = new Map<number, readonly GroupedTask[]>();
    for (const [projectRowId, group] of next) {
      const before = previous.current.get(projectRowId);
      stable.set(projectRowId, before && sameTasks(before, group) ? before : group);
    }
    return stable;
  }, [data.tasks.edges, hidden]);
  useEffect(() => {
    previous.current = byProject;
  }, [byProject]);
  return { byProject, loading: hasNext || isLoadingNext };
}
