import { z } from 'zod';
import { IMPORT_SOURCES } from '../../../../shared/import/summary.js';
import type { ApiModule } from '../../http/openapi/apiRoute.js';

const ImportedTask = z.object({
  name: z.string(),
  projectName: z.string(),
  parentName: z.string().nullable(),
  priority: z.number().int(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  recurrence: z.string().nullable(),
  labels: z.array(z.string()),
  completed: z.boolean(),
  skipped: z.boolean().meta({ description: 'imported before: left as it is' }),
});

export const ImportResultBody = z
  .object({
    source: z.enum(IMPORT_SOURCES),
    dryRun: z.boolean(),
    created: z.number().int(),
    skipped: z.number().int(),
    projects: z.array(z.object({ name: z.string(), created: z.boolean(), tasks: z.number().int() })),
    labels: z.array(z.string()),
    tasks: z.array(ImportedTask),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'ImportResult', description: 'What was (or, in a dry run, would be) created; a second import of the same file skips every task' });

const ImportQuery = z.object({
  dryRun: z.enum(['1', 'true', '0', 'false']).optional().meta({ description: '1: answer what would be created, write nothing' }),
  project: z.string().optional().meta({ description: 'the project of a file that names none' }),
});

const FILES: Record<(typeof IMPORT_SOURCES)[number], { summary: string; consumes: string[] }> = {
  todoist: { summary: "Import a Todoist CSV export or a JSON backup (the sync API's projects, items, labels)", consumes: ['text/csv', 'application/json'] },
  ticktick: { summary: 'Import a TickTick CSV backup', consumes: ['text/csv'] },
  csv: { summary: 'Import a CSV with a header row: name, description, project, priority, duration, due date, labels', consumes: ['text/csv'] },
};

export const importApi: ApiModule = {
  tag: 'Import',
  description: 'The file is the request body (at most 5 MB; larger is a 413). A bad row is a 400 naming its line and column, and nothing is written.',
  routes: IMPORT_SOURCES.map((source) => ({
    method: 'post' as const,
    path: `/import/${source}`,
    summary: FILES[source].summary,
    consumes: FILES[source].consumes,
    query: ImportQuery,
    response: ImportResultBody,
  })),
};
