/** The sources POST /api/import/{source} reads. */
export const IMPORT_SOURCES = ['todoist', 'ticktick', 'csv'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The largest file an import reads. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** One task of the file, as it is (or would be) imported. */
export type ImportedTaskSummary = {
  name: string;
  projectName: string;
  parentName: string | null;
  priority: number;
  dueDate: string | null;
  dueTime: string | null;
  recurrence: string | null;
  labels: string[];
  completed: boolean;
  /** imported before: left as it is */
  skipped: boolean;
};

/** The answer of an import (and of its dry run, which writes nothing). */
export type ImportResult = {
  source: ImportSource;
  dryRun: boolean;
  created: number;
  skipped: number;
  /** the projects the tasks go to; `created` for those the import makes */
  projects: Array<{ name: string; created: boolean; tasks: number }>;
  /** labels the import makes */
  labels: string[];
  tasks: ImportedTaskSummary[];
  /** what the file held that was left out (a date or rule not understood) */
  warnings: string[];
};
