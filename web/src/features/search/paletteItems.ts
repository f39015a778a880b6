import { matchesAllTerms, searchTerms } from '../../../../shared/text/highlight.ts';
import { GO_TO } from '../shortcuts/registry.ts';
import type { SearchHits } from './useGlobalSearch.ts';

export type CommandId = 'newTask' | 'startTimer' | 'shortcuts' | `go:${string}`;

/** One choice of the palette: a command or a search hit, with where it leads. */
export type PaletteItem =
  | { kind: 'command'; id: string; command: CommandId; label: string; hint?: string }
  | { kind: 'task'; id: string; rowId: number; label: string; html: string; snippet: string | null; detail: string; completed: boolean }
  | { kind: 'project'; id: string; rowId: number; label: string; html: string; snippet: string | null }
  | { kind: 'label'; id: string; rowId: number; label: string; html: string; color: string };

export type PaletteGroup = { heading: string; items: PaletteItem[] };

const COMMANDS: Array<Extract<PaletteItem, { kind: 'command' }>> = [
  { kind: 'command', id: 'command-newTask', command: 'newTask', label: 'New task', hint: 'N' },
  { kind: 'command', id: 'command-startTimer', command: 'startTimer', label: 'Start the timer' },
  { kind: 'command', id: 'command-shortcuts', command: 'shortcuts', label: 'Show keyboard shortcuts', hint: '?' },
  ...GO_TO.map((g) => ({
    kind: 'command' as const,
    id: `command-go-${g.key}`,
    command: `go:${g.path}` as const,
    label: `Go to ${g.label}`,
    hint: `G ${g.key.toUpperCase()}`,
  })),
];

/** The palette's groups for a query: the hits by kind, then the commands whose words it begins (all of them without a query). */
export function paletteGroups(text: string, hits: SearchHits): PaletteGroup[] {
  const terms = searchTerms(text);
  const commands = terms.length ? COMMANDS.filter((c) => matchesAllTerms([c.label], terms)) : COMMANDS;
  const groups: PaletteGroup[] = [
    {
      heading: 'Tasks',
      items: hits.tasks.map((t) => ({
        kind: 'task',
        id: `task-${t.rowId}`,
        rowId: t.rowId,
        label: t.name,
        html: t.highlightedName,
        snippet: t.snippet ?? null,
        detail: t.projectName,
        completed: t.completed,
      })),
    },
    {
      heading: 'Projects',
      items: hits.projects.map((p) => ({
        kind: 'project',
        id: `project-${p.rowId}`,
        rowId: p.rowId,
        label: p.name,
        html: p.highlightedName,
        snippet: p.snippet ?? null,
      })),
    },
    {
      heading: 'Labels',
      items: hits.labels.map((l) => ({ kind: 'label', id: `label-${l.rowId}`, rowId: l.rowId, label: l.name, html: l.highlightedName, color: l.color })),
    },
    { heading: 'Commands', items: commands },
  ];
  return groups.filter((g) => g.items.length > 0);
}
