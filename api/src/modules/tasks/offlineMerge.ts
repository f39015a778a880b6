import type { Deps, Viewer } from '../../graphql/context.js';
import { notify } from '../notifications/service.js';
import { ownTask, updateTask, writtenTask } from './service.js';
import * as tasks from './repository.js';
import { mergedOfflineLabels } from './offlineLabels.js';

/**
 * What an offline edit carries besides its fields: the server's updatedAt the edit was based on,
 * when (device time) each field was changed, and, with a change of labels, the label ids the client
 * saw on the task before it (offlineLabels.ts).
 */
export type OfflineEditMeta = { baseUpdatedAt: string | null; changedAt: Record<string, string>; baseLabels?: unknown[] };
export type MergeResult = { fields: Record<string, unknown>; conflict: boolean; serverFields: string[]; offlineFields: string[] };

const time = (iso: string | null | undefined) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? null : t;
};

function parseStamps(json: string | null): Record<string, string> {
  try {
    const map = json ? (JSON.parse(json) as unknown) : {};
    return map && typeof map === 'object' ? (map as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Field-by-field merge of an offline edit into the server copy (the newest change of each field wins):
 * - the server copy did not change since the base (updatedAt <= base): every field of the edit applies;
 * - otherwise it is a conflict; for each edited field, the server keeps its value when its own change
 *   of that field (fieldChangedAt) came after the base AND after the offline change of the field;
 *   otherwise the offline value applies. Fields the edit did not touch keep the server's value.
 * - an edit with no base (unknown) compares each field's change times only, and is a conflict only
 *   when the server kept one of its fields.
 * Device times later than the server's clock count as "now" (a fast clock cannot win forever).
 */
export function mergeOfflineEdit(
  server: { updatedAt: Date; fieldChangedAt: string | null },
  fields: Record<string, unknown>,
  meta: OfflineEditMeta,
  now = Date.now(),
): MergeResult {
  const base = time(meta.baseUpdatedAt) ?? 0;
  if (server.updatedAt.getTime() <= base) return { fields, conflict: false, serverFields: [], offlineFields: Object.keys(fields) };
  const stamps = parseStamps(server.fieldChangedAt);
  const kept: Record<string, unknown> = {};
  const serverFields: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const serverAt = time(stamps[field]);
    const offlineAt = Math.min(time(meta.changedAt?.[field]) ?? 0, now);
    if (serverAt !== null && serverAt > base && serverAt > offlineAt) serverFields.push(field);
    else kept[field] = value;
  }
  // with no base we cannot tell whether the server changed meanwhile: only a field it won is a conflict
  const conflict = meta.baseUpdatedAt === null ? serverFields.length > 0 : true;
  return { fields: kept, conflict, serverFields, offlineFields: Object.keys(kept) };
}

/** The offline edit's metadata in a PATCH/PUT body, or null for an ordinary edit. */
export function offlineMeta(body: unknown): OfflineEditMeta | null {
  const meta = (body as { offlineEdit?: unknown } | null)?.offlineEdit as OfflineEditMeta | undefined;
  if (!meta || typeof meta !== 'object') return null;
  const changedAt = meta.changedAt && typeof meta.changedAt === 'object' ? meta.changedAt : {};
  const baseLabels = Array.isArray(meta.baseLabels) ? { baseLabels: meta.baseLabels as unknown[] } : {};
  return { baseUpdatedAt: typeof meta.baseUpdatedAt === 'string' ? meta.baseUpdatedAt : null, changedAt, ...baseLabels };
}

/**
 * PATCH/PUT of a replayed offline edit: merges (above; the viewer's labels label by label,
 * offlineLabels.ts), applies the surviving fields, records the device's change times for them (so a
 * later replay compares against when the user changed it, not when it reached us), and on a conflict
 * tells the user who made the edit (the one whose fields may have lost) with a task notification
 * naming the task.
 */
export async function applyOfflineUpdate(deps: Deps, viewer: Viewer, id: unknown, body: Record<string, unknown>, meta: OfflineEditMeta) {
  const task = await ownTask(deps, viewer, id);
  const { offlineEdit, labels, ...fields } = body;
  const now = Date.now();
  const fieldMerge = mergeOfflineEdit(task, fields, meta, now);
  // the viewer's labels are theirs alone: an edit of nothing else conflicts with nobody
  const merge =
    labels === undefined
      ? fieldMerge
      : {
          fields: { ...fieldMerge.fields, labels: await mergedOfflineLabels(deps, viewer, task.id, labels, meta.baseLabels) },
          conflict: fieldMerge.conflict && Object.keys(fields).length > 0,
          serverFields: fieldMerge.serverFields,
          offlineFields: [...fieldMerge.offlineFields, 'labels'],
        };
  let updated = await updateTask(deps, viewer, task.id, merge.fields);
  // only a write of the task row stamps it (the viewer's own labels leave it as it was)
  if (updated.updatedAt.getTime() !== task.updatedAt.getTime() && merge.offlineFields.length) {
    const stamps = parseStamps(updated.fieldChangedAt);
    for (const f of merge.offlineFields) {
      const at = time(meta.changedAt[f]);
      if (at !== null && stamps[f]) stamps[f] = new Date(Math.min(at, now)).toISOString();
    }
    updated = writtenTask(await tasks.updateTask(deps.db, task.id, { fieldChangedAt: JSON.stringify(stamps) }));
  }
  if (merge.conflict) {
    const kept = merge.serverFields.length ? ` Kept from the other change: ${merge.serverFields.join(', ')}.` : '';
    const mine = merge.offlineFields.length ? ` Kept from your offline edit: ${merge.offlineFields.join(', ')}.` : '';
    await notify(deps, viewer!.id, {
      type: 'task',
      action: 'updated',
      title: 'Sync conflict merged',
      message: `"${updated.name}" was also changed elsewhere while you were offline; the newest change of each field was kept.${kept}${mine}`,
      data: { taskId: task.id, serverFields: merge.serverFields, offlineFields: merge.offlineFields },
    });
  }
  return { task: updated, merge };
}
