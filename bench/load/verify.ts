/** Compares what the server acknowledged with what the database holds. */
import type { Db } from '../../api/src/db/client.ts';
import type { Ledger } from './user.ts';

export async function verifyWrites(db: Db, ledger: Ledger) {
  const rows = await db.task.findMany({ select: { id: true, name: true, completed: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lost: string[] = [];
  for (const [id, want] of ledger.tasks) {
    const row = byId.get(id);
    if (!row) lost.push(`task ${id} (${want.name}) is missing`);
    else if (row.name !== want.name) lost.push(`task ${id}: name ${JSON.stringify(row.name)}, acknowledged ${JSON.stringify(want.name)}`);
    else if (want.completed && !row.completed) lost.push(`task ${id}: completion acknowledged but not stored`);
  }
  // one create request is one row: a base name stored twice is a duplicate
  const seen = new Map<string, number>();
  for (const r of rows) {
    const base = r.name.replace(/ \(edited\)$/, '');
    seen.set(base, (seen.get(base) ?? 0) + 1);
  }
  const duplicates = [...seen].filter(([, c]) => c > 1).map(([name, c]) => `${name} ×${c}`);
  // rows nobody was told about: only from creates that got no answer
  const extra = rows.filter((r) => !ledger.tasks.has(r.id) && !ledger.unanswered.has(r.name.replace(/ \(edited\)$/, '')));
  return { rows: rows.length, acknowledged: ledger.tasks.size, lost, duplicates, unexplained: extra.length };
}
