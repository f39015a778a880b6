import { ApiError } from '../../lib/http.ts';

import type { ImportSummary } from '../../../../shared/settings/importSummary.ts';
export type { ImportSummary };

export const IMPORT_LIMIT_BYTES = 20 * 1024 * 1024;

/** Sends the export file's text as it is (the server parses and checks it, up to 20 MB). */
export async function importDataFile(file: File): Promise<ImportSummary> {
  if (file.size > IMPORT_LIMIT_BYTES) throw new Error('The file is larger than 20 MB');
  const res = await fetch('/api/settings/import', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: await file.text(),
  });
  const text = await res.text();
  if (!res.ok) {
    let message: string | null = null;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? null;
    } catch {
      /* not JSON: the status says enough */
    }
    throw new ApiError(res.status, text || res.statusText, message ?? (res.status === 413 ? 'The file is larger than 20 MB' : null));
  }
  return JSON.parse(text) as ImportSummary;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 projects, 5 tasks, 3 links …" (only what the file held), for the screen and the toast. */
export function describeImport(s: ImportSummary): string {
  const parts = [
    plural(s.projects, 'project'),
    plural(s.tasks, 'task'),
    plural(s.comments, 'comment'),
    plural(s.pomodoroSessions, 'pomodoro session'),
    plural(s.links, 'link'),
    plural(s.dailySchedules, 'daily schedule'),
    plural(s.notifications, 'notification'),
    plural(s.chatMessages, 'chat message'),
    plural(s.aiRecommendations, 'recommendation'),
  ].filter((p) => !p.startsWith('0 '));
  return parts.length ? parts.join(', ') : 'nothing new';
}
