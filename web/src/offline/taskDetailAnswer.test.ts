import { createOperationDescriptor, Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import TaskDetailScreenQuery from '../__generated__/TaskDetailScreenQuery.graphql.ts';
import { globalId } from '../features/tasks/globalIds.ts';
import { buildTaskDetailAnswer, findLocalTask, type KnownLabel, type KnownProject } from './taskDetailAnswer.ts';
import type { LocalTask } from './types.ts';

const task = (fields: Partial<LocalTask> & { id: number | string; name: string }): LocalTask => ({
  description: null,
  completed: false,
  timeSpent: 0,
  userId: 7,
  priority: 5,
  duration: 25,
  projectId: 3,
  projectName: 'Lighthouse trip',
  syncStatus: 'synced',
  ...fields,
});

const projects: KnownProject[] = [{ id: globalId('Project', 3), rowId: 3, name: 'Lighthouse trip', inbox: false, viewerRole: 'OWNER' }];
const labels: KnownLabel[] = [
  { id: btoa('Label:4'), rowId: 4, name: 'errand', color: '#f59e0b' },
  { id: btoa('Label:5'), rowId: 5, name: 'home', color: '#10b981' },
];

const parent = task({ id: 10, name: 'Plan the trip' });
const lantern = task({
  id: 11,
  name: 'Pack the lantern',
  description: 'The brass one',
  parentId: 10,
  dueDate: '2031-03-31',
  dueTime: '18:30',
  labels: [5],
  reminders: [
    { id: 21, offsetMinutes: 60 },
    { id: 22, at: '2020-01-01T10:00:00.000Z' },
  ],
  createdAt: '2031-03-01T08:00:00.000Z',
  updatedAt: '2031-03-02T08:00:00.000Z',
});
const wick = task({ id: 12, name: 'Trim the wick', parentId: 11, completed: true });
const oil = task({ id: 13, name: 'Buy oil', parentId: 11 });
const offlineMade = task({ id: 'temp-1700000000000-abc', name: 'Made offline', syncStatus: 'new' });
const tasks = [parent, lantern, wick, oil, offlineMade];

/** Relay writes the answer as the screen's query would, and tells whether anything the screen reads is missing. */
function commit(answer: ReturnType<typeof buildTaskDetailAnswer>, id: string) {
  const environment = new Environment({ network: Network.create(() => Observable.from(answer)), store: new Store(new RecordSource()) });
  const operation = createOperationDescriptor(TaskDetailScreenQuery, { id });
  environment.commitPayload(operation, (answer as { data: Record<string, unknown> }).data as never);
  return { environment, operation };
}

describe("a task's page built from the local store", () => {
  it('holds every field the page reads, so Relay renders it without asking the server', () => {
    const { environment, operation } = commit(buildTaskDetailAnswer(lantern, tasks, projects, labels, new Date('2031-03-30T12:00:00')), '11');
    expect(environment.check(operation).status).toBe('available');
  });

  it('carries the local fields, the parent, the subtasks with their progress, the known labels and the reminders', () => {
    const answer = buildTaskDetailAnswer(lantern, tasks, projects, labels, new Date('2031-03-30T12:00:00'));
    const t = (answer as { data: { task: Record<string, unknown> } }).data.task;
    expect(t).toMatchObject({
      id: globalId('Task', 11),
      rowId: 11,
      name: 'Pack the lantern',
      description: 'The brass one',
      projectRowId: 3,
      project: { rowId: 3, name: 'Lighthouse trip', viewerRole: 'OWNER' },
      parent: { rowId: 10, name: 'Plan the trip' },
      subtaskCount: 2,
      completedSubtaskCount: 1,
      labels: [{ rowId: 5, name: 'home', color: '#10b981' }],
      comments: { totalCount: 0, edges: [] },
    });
    expect((t.subtasks as Array<{ name: string }>).map((s) => s.name)).toEqual(['Trim the wick', 'Buy oil']);
    // an hour before 18:30 on the deadline's day, in the device's zone; the past one does not fire again
    const [offset, past] = t.reminders as Array<{ fireAt: string | null }>;
    expect(offset.fireAt).toBe(new Date('2031-03-31T17:30:00').toISOString());
    expect(past.fireAt).toBeNull();
  });

  it('falls back to the task’s own project name when no remembered answer lists its project', () => {
    const answer = buildTaskDetailAnswer(oil, tasks, [], [], new Date('2031-03-30T12:00:00'));
    const { environment, operation } = commit(answer, '13');
    expect(environment.check(operation).status).toBe('available');
    expect((answer as { data: { task: { project: { name: string } } } }).data.task.project.name).toBe('Lighthouse trip');
  });

  it('finds a task by row id, by global ID, and a task made offline by its negative row id', () => {
    expect(findLocalTask(tasks, '11')?.name).toBe('Pack the lantern');
    expect(findLocalTask(tasks, globalId('Task', 12))?.name).toBe('Trim the wick');
    expect(findLocalTask(tasks, '-1700000000000')?.name).toBe('Made offline');
    expect(findLocalTask(tasks, '99')).toBeUndefined();
    expect(findLocalTask(tasks, 'not an id')).toBeUndefined();
  });
});
