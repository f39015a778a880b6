/**
 * The Task List's tasks: server-filtered pages (the first with the screen's query, more as the
 * user scrolls), less the tasks whose delete waits for its undo toast, with the same filters and
 * order kept on the client for live changes. The offline layer writes its local pending tasks into
 * the Relay store, so they flow through here too.
 */
import { startTransition, useCallback, useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks.js';
import type { useTaskListFlat_query$key } from '../../__generated__/useTaskListFlat_query.graphql.ts';
import type { useTaskListFlatPaginationQuery } from '../../__generated__/useTaskListFlatPaginationQuery.graphql.ts';
import { useHiddenTasks } from './hiddenTasks.ts';
import { useLastPageCatchUp } from './useLastPageCatchUp.ts';
import { inOrder, matchesFilters, type TaskFilters } from './taskOrder.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { todayIn } from '../../../../shared/tasks/zonedDays.ts';

/**
 * Tasks per later page. The first page (100, the fragment's default) is small so the list shows
 * soon; later ones are larger because every page merged costs a pass over all loaded tasks.
 */
const NEXT_PAGE_SIZE = 300;

export function useTaskListFlat(query: useTaskListFlat_query$key, filters: TaskFilters) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<useTaskListFlatPaginationQuery, useTaskListFlat_query$key>(
    graphql`
      fragment useTaskListFlat_query on Query
      @refetchable(queryName: "useTaskListFlatPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        projectIds: { type: "[ID!]" }
        completed: { type: "Boolean" }
        priority: { type: "PriorityBand" }
        label: { type: "[ID!]" }
        search: { type: "String" }
        dateFrom: { type: "String" }
        dateTo: { type: "String" }
        assigneeId: { type: "Int" }
        overdue: { type: "Boolean" }
        orderBy: { type: "ListOrderField", defaultValue: POSITION }
      ) {
        tasks(
          first: $count
          after: $cursor
          projectIds: $projectIds
          completed: $completed
          priority: $priority
          label: $label
          search: $search
          dateFrom: $dateFrom
          dateTo: $dateTo
          assigneeId: $assigneeId
          overdue: $overdue
          orderBy: $orderBy
        ) @connection(key: "useTaskListFlat_tasks", filters: []) {
          totalCount
          edges {
            node {
              id
              rowId
              name
              description
              priority
              completed
              position
              createdAt
              projectRowId
              parentRowId
              subtaskCount
              completedSubtaskCount
              dueDate
              plannedDate
              assigneeId
              project {
                viewerRole
              }
              labels {
                rowId
              }
              ...TaskRow_task
            }
          }
        }
      }
    `,
    query,
  );
  useLastPageCatchUp(hasNext);
  const hidden = useHiddenTasks();
  const edges = data.tasks.edges;
  const { user } = useAuth();
  const timeZone = user?.timeZone;
  const tasks = useMemo(() => {
    const today = filters.overdue === null ? '' : todayIn(timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone);
    return inOrder(
      edges.map((edge) => edge.node).filter((task) => !hidden.has(task.id) && matchesFilters(task, filters, today)),
      filters.sort,
    );
  }, [edges, hidden, filters, timeZone]);
  // a transition: the list's re-renders for the page (loading, then its tasks) render in slices
  const loadMore = useCallback(() => startTransition(() => void loadNext(NEXT_PAGE_SIZE)), [loadNext]);
  return { tasks, totalCount: data.tasks.totalCount, hasNext, isLoadingNext, loadMore };
}
