import type { Deps, Viewer } from '../../graphql/context.js';
import { conflict, notFound, parseInput } from '../../lib/errors.js';
import { localDate } from '../ai/clock.js';
import { providerFor } from '../ai/provider.js';
import { requireUser } from '../ai/service.js';
import { presentAction, presentActions, reverse, type ChatAction } from './actions.js';
import { systemPrompt } from './context.js';
import { createTools } from './tools.js';
import { ChatInput, UndoParams } from './validation.js';
import { chatMessagePolicy } from './policy.js';
import * as messages from './repository.js';

const HISTORY_TURNS = 20;

type Row = messages.ChatMessageRow;
const actionsOf = (row: Pick<Row, 'actions'>) => (Array.isArray(row.actions) ? (row.actions as unknown as ChatAction[]) : []);

export function presentMessage(row: Row) {
  return {
    id: row.id,
    role: row.role as 'user' | 'assistant',
    content: row.content,
    timestamp: row.timestamp,
    actions: presentActions(actionsOf(row)),
  };
}
export type ChatMessageView = ReturnType<typeof presentMessage>;

export async function chatHistory(deps: Deps, viewer: Viewer) {
  const user = requireUser(viewer);
  return (await messages.findMessages(deps.db, user)).map(presentMessage);
}

export async function clearChat(deps: Deps, viewer: Viewer) {
  const user = requireUser(viewer);
  return { success: true, deleted: await messages.deleteMessages(deps.db, user) };
}

/**
 * Answers one message with the configured provider. The tools it uses act for the user; every
 * action is stored with the reply so that it can be undone. Reply text is streamed on
 * `chat:reply` as it is written.
 */
export async function sendChatMessage(deps: Deps, viewer: Viewer, input: unknown) {
  const user = requireUser(viewer);
  const { message, tzOffsetMinutes } = parseInput(ChatInput, input ?? {});
  const received = new Date();
  const today = localDate(received, tzOffsetMinutes);
  const provider = providerFor(deps);
  const tools = createTools(deps, user, {
    today,
    tzOffsetMinutes,
    undoLast: () => undoLastAction(deps, user),
    lastReplyActions: async () => {
      const [last] = await messages.findRecentReplies(deps.db, user, 1);
      return last ? { id: last.id, actions: actionsOf(last) } : null;
    },
  });

  const store = (reply: string) =>
    messages.insertExchange(deps.db, user, {
      message,
      receivedAt: received,
      reply,
      actions: tools.actions,
      repliedAt: new Date(Math.max(Date.now(), received.getTime() + 1)),
    });

  let text: string;
  try {
    const reply = await provider.chat({
      system: provider.kind === 'local' ? '' : await systemPrompt(deps, user, today),
      userName: user.name || user.username,
      names: tools.names,
      // the built-in engine reads each message by itself
      history:
        provider.kind === 'local'
          ? []
          : (await messages.findRecentMessages(deps.db, user, HISTORY_TURNS))
              .reverse()
              .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
      message,
      today,
      now: received,
      timeZone: user.timeZone || 'UTC',
      tools: tools.specs,
      runTool: tools.run,
      onDelta: (delta) => deps.pubsub.publish('chat:reply', user.id, { delta, done: false }),
    });
    text = reply.text || (tools.actions.length ? tools.actions.map((a) => a.label).join('. ') + '.' : '…');
  } catch (err) {
    // actions already taken stay on record (and undoable) even when the provider fails afterwards
    if (tools.actions.length) await store(`The AI provider failed after: ${tools.actions.map((a) => a.label).join('; ')}. ${(err as Error).message}`);
    deps.pubsub.publish('chat:reply', user.id, { delta: '', done: true });
    throw err;
  }
  const saved = await store(text);
  deps.pubsub.publish('chat:reply', user.id, { delta: '', done: true, messageId: saved.id });
  return { text, actions: presentActions(tools.actions), messageId: saved.id, timestamp: saved.timestamp };
}

/** Undoes one stored action of one of the user's assistant messages. */
export async function undoChatAction(deps: Deps, viewer: Viewer, params: unknown) {
  const user = requireUser(viewer);
  const { messageId, index } = parseInput(UndoParams, params);
  const row = await messages.findMessage(deps.db, messageId);
  if (!row || !chatMessagePolicy.canUpdate(user, row)) throw notFound('Message');
  const actions = actionsOf(row);
  const action = actions[index];
  if (!action) throw notFound('Action');
  const result = await reverse(deps, user, action);
  actions[index] = { ...action, undone: true };
  await messages.updateActions(deps.db, row.id, actions);
  return { message: result, action: presentAction(actions[index], index) };
}

/** "undo" in the chat: what the most recent reply with actions did (all of it: "complete a and b" comes back whole). */
async function undoLastAction(deps: Deps, user: NonNullable<Viewer>): Promise<string> {
  const rows = await messages.findRecentReplies(deps.db, user, 50);
  for (const row of rows) {
    const actions = actionsOf(row);
    const open = actions.flatMap((a, i) => (a.undone || a.type === 'pending' ? [] : [i]));
    if (!open.length) continue;
    const said: string[] = [];
    for (const i of open.reverse()) said.push((await undoChatAction(deps, user, { messageId: row.id, index: i })).message);
    return said.join(' ');
  }
  throw conflict('There is nothing to undo.');
}
