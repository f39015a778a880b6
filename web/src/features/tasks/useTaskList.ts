/**
 * The one place the task lists are read (Tasks and Task List screens). Each hook returns plain
 * arrays of task nodes (with their fragment refs for the rows) already filtered, sorted and
 * without the tasks whose delete waits for its undo toast. The offline layer merges its local
 * pending tasks here: it writes them into the Relay store (they then flow through `tasks`).
 */
import { useEffect, useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { useTaskListFlat_query$key } from '../../__generated__/useTaskListFlat_query.graphql.ts';
import type { useTaskListGrouped_query$key } from '../../__generated__/useTaskListGrouped_query.graphql.ts';
import type { useTaskListFlatPaginationQuery } from '../../__generated__/useTaskListFlatPaginationQuery.graphql.ts';
import type { useTaskListGroupedPaginationQuery } from '../../__generated__/useTaskListGroupedPaginationQuery.graphql.ts';
import { useHiddenTasks } from './hiddenTasks.ts';
import { bandOf, type PriorityBand } from './priority.ts';

export const PAGE_SIZE = 100;

export type TaskSort = 'position' | 'priority' | 'createdAt';

export type TaskFilters = {
  projectRowId: number | null;
  band: PriorityBand | null;
  /** null: open and completed */
  completed: boolean | null;
  search: string;
  sort: TaskSort;
};

type SortableTask = { rowId: number; priority: number; position: number; createdAt: unknown };

/** The server's orders: position ascending, priority highest first, newest first; row id breaks ties. */
export function compareTasks(sort: TaskSort) {
  return (a: SortableTask, b: SortableTask) => {
    if (sort === 'priority' && a.priority !== b.priority) return b.priority - a.priority;
    if (sort === 'createdAt') {
      const diff = Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt));
      if (diff) return diff;
      return b.rowId - a.rowId;
    }
    if (sort === 'position' && a.position !== b.position) return a.position - b.position;
    return (a.rowId || Infinity) - (b.rowId || Infinity);
  };
}

type FilterableTask = SortableTask & { completed: boolean; projectRowId: number; name: string; description?: string | null };

/** The same filters on the client, so live changes (a task completed, moved…) leave the list at once. */
export function matchesFilters(task: FilterableTask, f: Omit<TaskFilters, 'sort'>) {
  if (f.completed !== null && task.completed !== f.completed) return false;
  if (f.projectRowId !== null && task.projectRowId !== f.projectRowId) return false;
  if (f.band && bandOf(task.priority) !== f.band) return false;
  const needle = f.search.trim().toLowerCase();
  if (needle && !task.name.toLowerCase().includes(needle) && !(task.description ?? '').toLowerCase().includes(needle)) return false;
  return true;
}

/** Task List: server-filtered pages (more load as the user scrolls), then the same filters and sort here. */
export function useTaskListFlat(query: useTaskListFlat_query$key, filters: TaskFilters) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<useTaskListFlatPaginationQuery, useTaskListFlat_query$key>(
    graphql`
      fragment useTaskListFlat_query on Query
      @refetchable(queryName: "useTaskListFlatPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        projectId: { type: "ID" }
        completed: { type: "Boolean" }
        priority: { type: "PriorityBand" }
        search: { type: "String" }
        orderBy: { type: "ListOrderField", defaultValue: POSITION }
      ) {
        tasks(
          first: $count
          after: $cursor
          projectId: $projectId
          completed: $completed
          priority: $priority
          search: $search
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
              ...TaskRow_task
            }
          }
        }
      }
    `,
    query,
  );
  const hidden = useHiddenTasks();
  const tasks = useMemo(
    () =>
      data.tasks.edges
        .map((edge) => edge.node)
        .filter((task) => !hidden.has(task.id) && matchesFilters(task, filters))
        .sort(compareTasks(filters.sort)),
    [data, hidden, filters],
  );
  return { tasks, totalCount: data.tasks.totalCount, hasNext, isLoadingNext, loadMore: () => loadNext(PAGE_SIZE) };
}

/** Tasks screen: every task (pages load one after another), in the user's order. */
export function useTaskListGrouped(query: useTaskListGrouped_query$key) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    useTaskListGroupedPaginationQuery,
    useTaskListGrouped_query$key
  >(
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
              priority
              completed
              position
              createdAt
              projectRowId
              ...TaskRow_task
            }
          }
        }
      }
    `,
    query,
  );
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);
  const hidden = useHiddenTasks();
  const tasks = useMemo(
    () => data.tasks.edges.map((edge) => edge.node).filter((task) => !hidden.has(task.id)).sort(compareTasks('position')),
    [data, hidden],
  );
  return { tasks, loading: hasNext || isLoadingNext };
}
