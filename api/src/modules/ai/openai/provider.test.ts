import { AppError } from '../../../lib/errors.js';
import type { ToolResult } from '../aiProvider.js';
import { rankTasks, type RankTask } from '../ranking.js';
import { completion, serverError, startFakeOpenAi, textStream, toolCallStream, type FakeOpenAi } from './fakeOpenAi.js';
import { OpenAiProvider } from './provider.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const provider = (o: Partial<ConstructorParameters<typeof OpenAiProvider>[0]> = {}) =>
  new OpenAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'test-model', maxRetries: 0, ...o });

const now = new Date('2026-03-10T10:00:00Z');
const t = (id: number, name: string, priority: number): RankTask => ({ id, name, priority, duration: 30, timeSpent: 0, createdAt: now, dueDate: null });

describe('OpenAI provider against an OpenAI-compatible server', () => {
  it('ranks with a structured output and keeps tasks the model left out', async () => {
    const candidates = rankTasks([t(1, 'Report', 9), t(2, 'Email', 5), t(3, 'Desk', 2)], [], { now });
    fake.reply({
      json: completion(
        JSON.stringify({
          ranking: [
            { taskId: 2, reason: 'Unblocks the team' },
            { taskId: 1, reason: 'Due soon' },
            { taskId: 99, reason: 'not a task' },
          ],
        }),
      ),
    });
    const ranked = await provider().rank(candidates);
    expect(ranked).toEqual([
      { taskId: 2, reason: 'Unblocks the team' },
      { taskId: 1, reason: 'Due soon' },
      { taskId: 3, reason: candidates[2].reason },
    ]);
    const req = fake.requests[0];
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('test-model');
    expect(req.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'task_ranking', strict: true } });
    expect(JSON.parse(req.body.messages[1].content).map((c: any) => c.taskId)).toEqual([1, 2, 3]);
  });

  it('streams a chat reply, runs the tool the model calls and sends its result back', async () => {
    fake.reply(toolCallStream('call_1', 'create_task', { name: 'Call the bank', priority: 7 }), textStream('Done: ', 'added it.'));
    const calls: Array<[string, unknown]> = [];
    const deltas: string[] = [];
    const result: ToolResult = { ok: true, message: 'Added "Call the bank" to Work.' };
    const reply = await provider().chat({
      system: 'You help Ada.',
      history: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
      message: 'add a task to call the bank, priority 7',
      today: '2026-03-10',
      tools: [{ name: 'create_task', description: 'add a task', parameters: { type: 'object', properties: { name: { type: 'string' } } } }],
      runTool: async (name, args) => {
        calls.push([name, args]);
        return result;
      },
      onDelta: (d) => deltas.push(d),
    });
    expect(reply.text).toBe('Done: added it.');
    expect(deltas).toEqual(['Done: ', 'added it.']);
    expect(calls).toEqual([['create_task', { name: 'Call the bank', priority: 7 }]]);

    const [first, second] = fake.requests.map((r) => r.body);
    expect(first).toMatchObject({ model: 'test-model', stream: true });
    expect(first.tools).toEqual([
      {
        type: 'function',
        function: { name: 'create_task', description: 'add a task', parameters: { type: 'object', properties: { name: { type: 'string' } } } },
      },
    ]);
    expect(first.messages).toEqual([
      { role: 'system', content: 'You help Ada.' },
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'add a task to call the bank, priority 7' },
    ]);
    expect(second.messages.slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'create_task', arguments: '{"name":"Call the bank","priority":7}' } }],
      },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify(result) },
    ]);
  });

  it('gives a clear error after its retries when the server fails', async () => {
    fake.always(serverError());
    const err = await provider({ maxRetries: 2 })
      .summarize({ summary: 'local' } as never)
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(502);
    expect(err.message).toMatch(/^The AI provider \(test-model at http:\/\/127\.0\.0\.1:\d+\/v1\) failed with status 500 after 3 attempts/);
    expect(fake.requests).toHaveLength(3);
  });

  it('times out a server that does not answer', async () => {
    fake.always({ hang: true });
    const started = Date.now();
    const err = await provider({ timeoutMs: 300 })
      .rank(rankTasks([t(1, 'Report', 9)], [], { now }))
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(504);
    expect(err.message).toMatch(/^The AI provider \(test-model at .*\) did not answer within 0.3 s\. Please try again\.$/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a ranking that is not the JSON asked for', async () => {
    fake.reply({ json: completion('I think you should do the report first.') });
    const err = await provider()
      .rank(rankTasks([t(1, 'Report', 9)], [], { now }))
      .catch((e) => e);
    expect(err.status).toBe(502);
    expect(err.message).toContain('the ranking was not the JSON that was asked for');
  });

  it('stops a model that keeps calling tools', async () => {
    fake.always(toolCallStream('call_x', 'list_tasks', {}));
    const err = await provider({ maxToolRounds: 2 })
      .chat({ system: '', history: [], message: 'loop', today: '2026-03-10', tools: [], runTool: async () => ({ ok: true, message: 'x' }) })
      .catch((e) => e);
    expect(err.status).toBe(502);
    expect(err.message).toContain('kept calling tools after 2 rounds');
    expect(fake.requests).toHaveLength(3);
  });
});
