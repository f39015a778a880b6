import type { Insights } from './insights.js';
import type { RankedTask } from './ranking.js';

/** One interface for the AI: the built-in local engine, or any OpenAI-compatible server (provider.ts picks one). */

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ToolSpec = {
  name: string;
  description: string;
  /** JSON Schema of the arguments */
  parameters: Record<string, unknown>;
};

export type ToolResult = { ok: boolean; message: string; [key: string]: unknown };

export type ChatRequest = {
  /** the user's data as text, for a model that needs it */
  system: string;
  history: ChatTurn[];
  /** how to greet the user */
  userName?: string;
  /** the user's project names and open task names, for an engine that reads names in the message itself */
  names?: () => Promise<{ projects: string[]; tasks: string[] }>;
  message: string;
  /** the user's calendar date (YYYY-MM-DD) and offset, for dates in the message */
  today: string;
  /** when the message was sent, and the user's IANA time zone: times in the message ("tomorrow at 3pm") are read with them */
  now?: Date;
  timeZone?: string;
  tools: ToolSpec[];
  /** runs one tool for the user; the action it takes is recorded by the caller */
  runTool(name: string, args: unknown): Promise<ToolResult>;
  /** receives the reply as it is written, when the provider streams */
  onDelta?(text: string): void;
};

export interface AiProvider {
  readonly kind: 'local' | 'openai';
  readonly model: string;
  /** orders the locally scored candidates and says why; returns task ids best first */
  rank(candidates: RankedTask[]): Promise<Array<{ taskId: number; reason: string }>>;
  /** a short written summary of the figures */
  summarize(figures: Insights): Promise<string>;
  chat(request: ChatRequest): Promise<{ text: string }>;
}
