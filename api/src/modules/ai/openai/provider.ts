import type OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import { logger } from '../../../lib/logger.js';
import type { AiProvider, ChatRequest } from '../aiProvider.js';
import type { Insights } from '../insights.js';
import type { RankedTask } from '../ranking.js';

/** Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, LM Studio…). */

export type OpenAiOptions = {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** per request, milliseconds */
  timeoutMs: number;
  /** retries on connection errors, 408/409/429 and 5xx, with back-off */
  maxRetries: number;
  /** tool-call round trips per chat message */
  maxToolRounds: number;
};

const RankingSchema = z.object({
  ranking: z.array(z.object({ taskId: z.number().int(), reason: z.string().min(1) })),
});

const RANK_PROMPT =
  "You rank a person's open tasks for what to work on next. Each candidate has a local score and the factors behind it " +
  '(priority, deadline, age, progress, time invested, fit in the time left today, recent focus). A deadline is given as the ' +
  "person's local day and time (null time: the end of that day), the hours left until it passes (negative: overdue) and in words; " +
  'urgency rises as a deadline nears and is highest once it has passed, so weigh it against priority. Reorder them if you see a ' +
  'better order, and give each a one-sentence reason that names the factors that matter (say the deadline when there is one, ' +
  'e.g. "Due tomorrow 15:00" or "Overdue by 2 days"). Use only the given taskIds.';

export class OpenAiProvider implements AiProvider {
  readonly kind = 'openai' as const;
  readonly model: string;
  private options: OpenAiOptions;
  /** the SDK and its client, loaded on the first call: an instance that never asks the AI does not hold them */
  private sdk?: Promise<{ OpenAI: typeof OpenAI; client: OpenAI }>;

  constructor(options: Partial<OpenAiOptions> & { apiKey: string; model: string }) {
    this.options = { timeoutMs: 30_000, maxRetries: 2, maxToolRounds: 5, ...options };
    this.model = options.model;
  }

  private loaded() {
    this.sdk ??= import('openai').then(({ default: OpenAI }) => ({
      OpenAI,
      client: new OpenAI({ apiKey: this.options.apiKey, baseURL: this.options.baseURL, timeout: this.options.timeoutMs, maxRetries: this.options.maxRetries }),
    }));
    return this.sdk;
  }

  /** Every provider failure leaves as one clear AppError (502, or 504 on a time-out). */
  private async failure(err: unknown, elapsedMs: number): Promise<AppError> {
    if (err instanceof AppError) return err;
    const where = `${this.model}${this.options.baseURL ? ` at ${this.options.baseURL}` : ''}`;
    logger.error({ model: this.model, error: String(err) }, 'ai provider failed');
    const { OpenAI } = await this.loaded();
    // the SDK reports an aborted request as a plain connection error where AbortSignal differs (test VMs)
    const timedOut = err instanceof OpenAI.APIConnectionTimeoutError || (err instanceof OpenAI.APIConnectionError && elapsedMs >= this.options.timeoutMs);
    if (timedOut) {
      return new AppError(504, `The AI provider (${where}) did not answer within ${this.options.timeoutMs / 1000} s. Please try again.`);
    }
    if (err instanceof OpenAI.APIError && err.status) {
      return new AppError(502, `The AI provider (${where}) failed with status ${err.status} after ${this.options.maxRetries + 1} attempts: ${err.message}`);
    }
    if (err instanceof OpenAI.APIConnectionError) {
      return new AppError(502, `The AI provider (${where}) could not be reached after ${this.options.maxRetries + 1} attempts.`);
    }
    return new AppError(502, `The AI provider (${where}) gave an answer that could not be used: ${(err as Error)?.message ?? String(err)}`);
  }

  private async guard<T>(fn: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await fn();
    } catch (err) {
      throw await this.failure(err, Date.now() - started);
    }
  }

  async rank(candidates: RankedTask[]) {
    if (!candidates.length) return [];
    return this.guard(async () => {
      const res = await (
        await this.loaded()
      ).client.chat.completions.create({
        model: this.model,
        messages: [
          { role: 'system', content: RANK_PROMPT },
          {
            role: 'user',
            content: JSON.stringify(
              candidates.map((c) => ({
                taskId: c.task.id,
                name: c.task.name,
                priority: c.task.priority,
                estimateMinutes: c.task.duration,
                timeSpentMinutes: c.task.timeSpent,
                deadline: c.deadline && {
                  day: c.deadline.day,
                  time: c.deadline.time,
                  timeZone: c.deadline.timeZone,
                  hoursLeft: c.deadline.hoursLeft,
                  text: c.deadline.text,
                },
                score: c.score,
                factors: c.factors.map((f) => `${f.text} (${f.points > 0 ? '+' : ''}${f.points})`),
              })),
            ),
          },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: 'task_ranking',
            strict: true,
            schema: {
              type: 'object',
              additionalProperties: false,
              required: ['ranking'],
              properties: {
                ranking: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['taskId', 'reason'],
                    properties: { taskId: { type: 'integer' }, reason: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      });
      const content = res.choices[0]?.message?.content ?? '';
      const parsed = RankingSchema.safeParse(safeJson(content));
      if (!parsed.success) throw new Error('the ranking was not the JSON that was asked for');
      const known = new Map(candidates.map((c) => [c.task.id, c]));
      const seen = new Set<number>();
      const out: Array<{ taskId: number; reason: string }> = [];
      for (const r of parsed.data.ranking) {
        if (known.has(r.taskId) && !seen.has(r.taskId)) {
          seen.add(r.taskId);
          out.push({ taskId: r.taskId, reason: r.reason.trim() });
        }
      }
      // a model that drops a task does not drop it from the list
      for (const c of candidates) if (!seen.has(c.task.id)) out.push({ taskId: c.task.id, reason: c.reason });
      return out;
    });
  }

  async summarize(figures: Insights) {
    return this.guard(async () => {
      const { summary: localSummary, focusHours: _h, ...rest } = figures;
      const res = await (
        await this.loaded()
      ).client.chat.completions.create({
        model: this.model,
        messages: [
          {
            role: 'system',
            content: 'Write a short, concrete summary (at most 4 sentences) of these productivity figures for the person they describe. Plain text, no lists.',
          },
          { role: 'user', content: JSON.stringify(rest) },
        ],
      });
      return res.choices[0]?.message?.content?.trim() || localSummary;
    });
  }

  async chat(req: ChatRequest) {
    const tools: ChatCompletionTool[] = req.tools.map((t) => ({
      type: 'function',
      function: { name: t.name, description: t.description, parameters: t.parameters },
    }));
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: req.system },
      ...req.history.map((h) => ({ role: h.role, content: h.content }) as ChatCompletionMessageParam),
      { role: 'user', content: req.message },
    ];
    return this.guard(async () => {
      let written = '';
      for (let round = 0; round <= this.options.maxToolRounds; round++) {
        const stream = await (await this.loaded()).client.chat.completions.create({ model: this.model, messages, tools, stream: true });
        let text = '';
        const calls: Array<{ id: string; name: string; args: string }> = [];
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta;
          if (!delta) continue;
          if (delta.content) {
            text += delta.content;
            req.onDelta?.(delta.content);
          }
          for (const tc of delta.tool_calls ?? []) {
            const call = (calls[tc.index] ??= { id: '', name: '', args: '' });
            if (tc.id) call.id = tc.id;
            if (tc.function?.name) call.name += tc.function.name;
            if (tc.function?.arguments) call.args += tc.function.arguments;
          }
        }
        written += text;
        const made = calls.filter(Boolean);
        if (!made.length) return { text: written.trim() };
        messages.push({
          role: 'assistant',
          content: text || null,
          tool_calls: made.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args || '{}' } })),
        });
        for (const c of made) {
          const args = safeJson(c.args || '{}');
          const result = args === undefined ? { ok: false, message: `The arguments of ${c.name} were not valid JSON.` } : await req.runTool(c.name, args);
          messages.push({ role: 'tool', tool_call_id: c.id, content: JSON.stringify(result) });
        }
        if (written && !/\s$/.test(written)) written += '\n';
      }
      throw new Error(`the model kept calling tools after ${this.options.maxToolRounds} rounds`);
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
