import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { useSearchParams } from 'react-router-dom';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarScreenQuery } from '../../__generated__/CalendarScreenQuery.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { addDaysTo, isCalendarDay } from '../../../../shared/tasks/dates.ts';
import { isOnline } from '../../offline/connectivity.ts';
import { updateTask } from '../tasks/taskWrites.ts';
import { useTaskChanges } from '../tasks/useTaskChanges.ts';
import { useRefetchOnNewTasks } from '../tasks/useRefetchOnTaskChanges.ts';
import { addMonthsTo, agendaToday, browserTimeZone, calendarRange, formatDay, weekOf } from './agendaDays.ts';
import { entriesByDay } from './agendaEntries.ts';
import { eachOnce } from './repeatEntries.ts';
import { dropPatch, entryRowId, targetLabel } from './calendarDrop.ts';
import type { CalendarTask } from './calendarTypes.ts';
import { MonthView } from './MonthView.tsx';
import { WeekView } from './WeekView.tsx';

type View = 'month' | 'week';

// constants: useSensor memoizes on the options' identity
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
/**
 * A dragged chip widens the hour grid it sits in (its transform overflows it), and scrolling that
 * sideways near the right edge carried the last days away from under the pointer: scroll up and down only.
 */
const VERTICAL_AUTO_SCROLL = { threshold: { x: 0, y: 0.2 } };
/** The place under the pointer; with the keyboard (no pointer), the place the task overlaps most. */
const dropTarget: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length ? under : rectIntersection(args);
};

/** /calendar?view=month|week&day=YYYY-MM-DD: tasks on their deadline or planned day, today's work sessions, drag to move. */
export default function CalendarScreen() {
  const [params, setParams] = useSearchParams();
  const today = agendaToday(null);
  const view: View = params.get('view') === 'week' ? 'week' : 'month';
  const asked = params.get('day') ?? '';
  const anchor = isCalendarDay(asked) ? asked : today;
  const go = (next: { view?: View; day?: string }) => setParams({ view: next.view ?? view, day: next.day ?? anchor }, { replace: true });
  const step = (by: number) => go({ day: view === 'month' ? addMonthsTo(anchor, by) : addDaysTo(anchor, 7 * by) });
  const title = view === 'month' ? formatDay(anchor, 'MMMM yyyy') : `Week of ${formatDay(weekOf(anchor)[0], 'd MMMM yyyy')}`;
  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
            <CalendarClock className="size-5" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
            <p className="text-sm text-slate-500">Drag a task to another day{view === 'week' ? ' or hour' : ''} to move it.</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5" role="group" aria-label="Calendar view">
            {(['month', 'week'] as const).map((v) => (
              <Button key={v} size="sm" variant={view === v ? 'primary' : 'ghost'} aria-pressed={view === v} onClick={() => go({ view: v })}>
                {v === 'month' ? 'Month' : 'Week'}
              </Button>
            ))}
          </div>
          <Button size="icon" variant="secondary" aria-label="Previous" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button size="sm" variant="secondary" onClick={() => go({ day: today })}>
            Today
          </Button>
          <Button size="icon" variant="secondary" aria-label="Next" onClick={() => step(1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <Suspense fallback={<CalendarLoading />}>
        <CalendarBody view={view} anchor={anchor} today={today} />
      </Suspense>
    </div>
  );
}

// the fields a chip reads, for the dated tasks and the repeating series alike
graphql`
  fragment CalendarScreen_entry on Task {
    id
    rowId
    name
    dueDate
    dueTime
    plannedDate
    recurrence
    recurFrom
    occurrencesDone
    ...CalendarTaskChip_task
    ...OccurrenceChip_task
  }
`;

function CalendarBody({ view, anchor, today }: { view: View; anchor: string; today: string }) {
  const { from, to } = calendarRange(view, anchor);
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<CalendarScreenQuery>(
    graphql`
      query CalendarScreenQuery($from: String!, $to: String!, $today: String!) {
        viewer {
          timeZone
        }
        tasks(first: 500, dateFrom: $from, dateTo: $to, completed: false) {
          edges {
            node {
              ...CalendarScreen_entry @relay(mask: false)
            }
          }
        }
        series: tasks(first: 100, recurring: true, completed: false, dateTo: $to) {
          edges {
            node {
              ...CalendarScreen_entry @relay(mask: false)
            }
          }
        }
        schedule(date: $today) {
          sessions {
            sessionId
            startTime
            endTime
            taskName
            isBreak
          }
        }
      }
    `,
    { from, to, today },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor));
  const tasks: CalendarTask[] = useMemo(
    () =>
      eachOnce(
        data.tasks.edges.map((e) => e.node),
        data.series.edges.map((e) => e.node),
      ),
    [data.tasks, data.series],
  );
  useTaskChanges({
    onEvent: useRefetchOnNewTasks(
      tasks.map((t) => t.id),
      () => isOnline() && setFetchKey((k) => k + 1),
    ),
  });
  const timeZone = data.viewer?.timeZone || browserTimeZone();
  const entries = useMemo(() => entriesByDay(tasks, from, to, { timeZone }), [tasks, from, to, timeZone]);
  const sessions = useMemo(() => (data.schedule?.sessions ?? []).filter((s) => !s.isBreak), [data.schedule]);
  const show = useDeferredValue(true, false);
  const names = new Map(tasks.map((t) => [t.rowId, t.name]));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const rowId = entryRowId(String(active.id));
    const task = tasks.find((t) => t.rowId === rowId);
    const move = task ? dropPatch(String(active.id), over ? String(over.id) : null, task) : null;
    if (!move) return;
    updateTask(move.rowId, move.patch).catch((error: unknown) =>
      toast({ variant: 'destructive', title: 'Could not move the task', description: error instanceof Error ? error.message : String(error) }),
    );
  };

  if (!show) return <CalendarLoading />;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropTarget}
      onDragEnd={onDragEnd}
      autoScroll={VERTICAL_AUTO_SCROLL}
      accessibility={{ announcements: announce(names) }}
    >
      {view === 'month' ? (
        <MonthView anchor={anchor} today={today} entries={entries} sessions={sessions} />
      ) : (
        <WeekView anchor={anchor} today={today} entries={entries} sessions={sessions} />
      )}
    </DndContext>
  );
}

/** What a screen reader hears while a task moves: its name and the day (and hour) under it. */
function announce(names: Map<number, string>): Announcements {
  const name = (id: string | number) => `"${names.get(entryRowId(String(id))) ?? 'task'}"`;
  const where = (id: string | number) => targetLabel(String(id), (day) => formatDay(day, 'EEEE d MMMM'));
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${where(over.id)}.` : `${name(active.id)} is over no day.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} was moved to ${where(over.id)}.` : `${name(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
}

function CalendarLoading() {
  return (
    <p role="status" className="flex min-h-40 items-start justify-center gap-2 py-6 text-sm text-slate-500">
      <Spinner /> Loading the calendar…
    </p>
  );
}
