import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local HTTP server that speaks the OpenAI chat-completions API
 * (POST /v1/chat/completions, JSON answers and SSE streams ending in [DONE]).
 */

export type FakeReply = { json: unknown; status?: number; headers?: Record<string, string> } | { sse: unknown[] } | { hang: true };

export type SeenRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: any };

export const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

export const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/** An SSE stream that calls one tool, its JSON arguments arriving in two pieces. */
export const toolCallStream = (id: string, name: string, args: object): FakeReply => {
  const text = JSON.stringify(args);
  const half = Math.floor(text.length / 2);
  return {
    sse: [
      chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: text.slice(0, half) } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: text.slice(half) } }] }),
      chunk({}, 'tool_calls'),
    ],
  };
};

export const textStream = (...pieces: string[]): FakeReply => ({
  sse: [chunk({ role: 'assistant', content: '' }), ...pieces.map((p) => chunk({ content: p })), chunk({}, 'stop')],
});

export const serverError = (): FakeReply => ({
  status: 500,
  json: { error: { message: 'The server had an error while processing your request.', type: 'server_error' } },
  headers: { 'retry-after-ms': '5' },
});

export async function startFakeOpenAi() {
  const requests: SeenRequest[] = [];
  const queue: FakeReply[] = [];
  let fallback: FakeReply | null = null;
  const hanging: ServerResponse[] = [];

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        /* keep text */
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      const reply = queue.shift() ?? fallback;
      if (!reply) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no reply scripted' } }));
        return;
      }
      if ('hang' in reply) {
        hanging.push(res);
        return;
      }
      if ('sse' in reply) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        for (const c of reply.sse) res.write(`data: ${JSON.stringify(c)}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** the next answers, in order */
    reply: (...replies: FakeReply[]) => void queue.push(...replies),
    /** the answer once the queue is empty */
    always: (reply: FakeReply | null) => void (fallback = reply),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      fallback = null;
    },
    close: async () => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
