import { useMemo } from 'react';
import { normalizeSearch } from '../../../../shared/text/search.ts';
import { useOpenTaskSearch } from './useOpenTaskSearch.ts';

/** An open task (its row id as key) or a project (its name as key), as a Today picker lists it. */
export type PickerOption = { key: string; label: string; kind: 'task' | 'project' };

export const optionTag = (option: PickerOption) => `${option.kind}:${option.key}`;

/**
 * What a picker shows for `search`: the loaded options whose label matches, then the open tasks the
 * server found beyond them (a picker loads only the first page, and matches by description count too).
 */
export function useSearchedOptions(loaded: readonly PickerOption[], search: string): { shown: readonly PickerOption[]; searching: boolean } {
  const needle = normalizeSearch(search.trim());
  const { tasks: foundOnServer, searching } = useOpenTaskSearch(search);
  const shown = useMemo(() => {
    if (!needle) return loaded;
    const matches = loaded.filter((o) => normalizeSearch(o.label).includes(needle));
    const listed = new Set(matches.map(optionTag));
    const more = foundOnServer.map((task) => ({ key: String(task.rowId), label: task.name, kind: 'task' as const })).filter((o) => !listed.has(optionTag(o)));
    return [...matches, ...more];
  }, [needle, loaded, foundOnServer]);
  return { shown, searching };
}
