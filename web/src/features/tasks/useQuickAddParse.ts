import { useCallback, useMemo, useState } from 'react';
import type { QuickAdd } from '../../../../shared/tasks/quickAdd.ts';
import type { IgnoredSpan } from './quickAddIgnore.ts';

type Parse = (text: string, ignore: readonly IgnoredSpan[]) => QuickAdd;
type Project = { rowId: number; name: string };
type Label = { rowId: number; name: string };

let parserModule: Promise<typeof import('../../../../shared/tasks/quickAdd.ts')> | null = null;

/** The parser (chrono-node and the quick-add grammar) loads when the quick add is first used, not with the screen. */
function loadParser() {
  parserModule ??= import('../../../../shared/tasks/quickAdd.ts').catch((err: unknown) => {
    parserModule = null; // offline before the chunk was cached: try again next time
    throw err;
  });
  return parserModule;
}

/** The zone the line's days and times are read in: the account's (Settings), as the server reads deadlines; else the browser's. */
export const quickAddZone = (accountZone: string | null | undefined) => accountZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Reads the quick-add line as the user types, in the account's time zone, with the user's projects and
 * labels (those made offline too: an "@name" of none of them stays in the name, as the server reads it).
 * `parsed` is null until the parser has loaded (call `load` on focus); `parseNow` waits for it, and
 * answers null when it cannot load (the line is then taken as a plain name).
 */
export function useQuickAddParse(
  text: string,
  ignore: readonly IgnoredSpan[],
  projects: readonly Project[],
  { labels = [], accountZone }: { labels?: readonly Label[]; accountZone?: string | null } = {},
) {
  const [parseQuickAdd, setParseQuickAdd] = useState<typeof import('../../../../shared/tasks/quickAdd.ts').parseQuickAdd | null>(null);
  const refs = useMemo(() => projects.map((p) => ({ id: p.rowId, name: p.name })), [projects]);
  const labelRefs = useMemo(() => labels.map((l) => ({ id: l.rowId, name: l.name })), [labels]);
  const parse = useMemo<Parse | null>(
    () =>
      parseQuickAdd &&
      ((line, spans) => parseQuickAdd({ text: line, now: new Date(), timeZone: quickAddZone(accountZone), projects: refs, labels: labelRefs, ignore: spans })),
    [parseQuickAdd, refs, labelRefs, accountZone],
  );
  const parsed = useMemo(() => (parse && text.trim() ? parse(text, ignore) : null), [parse, text, ignore]);

  const load = useCallback(() => {
    loadParser().then(
      (m) => setParseQuickAdd(() => m.parseQuickAdd),
      () => undefined,
    );
  }, []);

  const parseNow = useCallback(
    async (line: string, spans: readonly IgnoredSpan[]): Promise<QuickAdd | null> => {
      if (parse) return parse(line, spans);
      try {
        const m = await loadParser();
        return m.parseQuickAdd({ text: line, now: new Date(), timeZone: quickAddZone(accountZone), projects: refs, labels: labelRefs, ignore: spans });
      } catch {
        return null;
      }
    },
    [parse, refs, labelRefs, accountZone],
  );

  return { parsed, load, parseNow };
}
