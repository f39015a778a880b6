import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';
import { makeProject, makeTask, subscribe, unique, wsClient } from '../modules/tasks/testing.js';

const TASK_CHANGED = `subscription { taskChanged { kind rowId task { name } } }`;

describeEachProvider('GraphQL over WebSocket', (server) => {
  it('a subscribe message that cannot run gets an error for its id; the socket and its other subscriptions go on', async () => {
    const me = await signedInUser(server());
    const client = wsClient(server().url, me.agent);
    try {
      const good = subscribe(client, TASK_CHANGED);
      expect(await good.next()).toEqual({ taskChanged: null });

      const syntax = subscribe(client, 'subscription { taskChanged { kind ');
      await expect(syntax.next(() => true, 3000)).rejects.toThrow('Syntax Error');
      const invalid = subscribe(client, 'subscription { noSuchField }');
      await expect(invalid.next(() => true, 3000)).rejects.toThrow('Cannot query field');
      // an `error` message carries GraphQL errors; a closed socket would hand the sink a close event
      const [[syntaxError]] = syntax.errors as Array<Array<{ message: string }>>;
      expect(syntaxError.message).toMatch(/^Syntax Error/);
      const [[invalidError]] = invalid.errors as Array<Array<{ message: string; extensions: { code: string } }>>;
      expect(invalidError).toMatchObject({
        message: 'Cannot query field "noSuchField" on type "Subscription".',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });

      const project = await makeProject(me.agent);
      const task = await makeTask(me.agent, project.id, { name: unique('Still live') });
      const event = await good.next((d: any) => d.taskChanged?.rowId === task.id && d.taskChanged.kind === 'created');
      expect(event.taskChanged.task).toEqual({ name: task.name });
      expect(good.errors).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});
