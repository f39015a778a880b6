import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A DailySchedule is not a Node, so a mutation's answer does not land on the screen's
 * `schedule(date:)` field by itself: these point the field at it, or patch one of its sessions.
 */
export function showPayloadSchedule(store: RecordSourceSelectorProxy, mutationField: string, date: string) {
  const schedule = store.getRootField(mutationField)?.getLinkedRecord('schedule');
  if (schedule) store.getRoot().setLinkedRecord(schedule, 'schedule', { date });
}

export function patchSession(store: RecordSourceSelectorProxy, date: string, sessionId: number, patch: Partial<Record<'started' | 'completed', boolean>>) {
  const sessions = store.getRoot().getLinkedRecord('schedule', { date })?.getLinkedRecords('sessions') ?? [];
  const session = sessions.find((s) => s?.getValue('sessionId') === sessionId);
  if (!session) return;
  for (const [field, value] of Object.entries(patch)) session.setValue(value, field);
}
