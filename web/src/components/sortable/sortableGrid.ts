import { KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

// The options are constants: useSensor memoizes on their identity, and new sensors hand every
// sortable item new listeners, which re-renders each item whenever the list does.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/** Pointer (after 4 px, so a click stays a click) and keyboard (Space, arrows, Space) sensors for a sortable list. */
export function useSortSensors() {
  return useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
}

/** What a screen reader hears while an item of `ids` moves: its name (`name`, quoted) and its place. */
export function sortAnnouncements(ids: readonly string[], name: (id: string) => string): Announcements {
  const quoted = (id: string | number) => `"${name(String(id))}"`;
  const position = (id: string | number) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${quoted(active.id)}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${quoted(active.id)} is over ${position(over.id)}.` : `${quoted(active.id)} is no longer over a place.`),
    onDragEnd: ({ active, over }) => (over ? `${quoted(active.id)} was dropped at ${position(over.id)}.` : `${quoted(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${quoted(active.id)} was cancelled.`,
  };
}

/** The order of `ids` after a drop, or null when the item did not move (or landed on nothing sortable). */
export function orderAfterDrop(ids: readonly string[], { active, over }: Pick<DragEndEvent, 'active' | 'over'>): string[] | null {
  const from = ids.indexOf(String(active.id));
  const to = over ? ids.indexOf(String(over.id)) : -1;
  return from < 0 || to < 0 || from === to ? null : arrayMove([...ids], from, to);
}

/** Puts a connection's edges in the order of the given node ids (others keep their place after them). */
export function orderConnection(store: RecordSourceSelectorProxy, key: string, ids: readonly string[]) {
  const conn = ConnectionHandler.getConnection(store.getRoot(), key);
  if (!conn) return;
  const edges = (conn.getLinkedRecords('edges') ?? []).filter((e) => e !== null && e !== undefined);
  const rank = new Map(ids.map((id, i) => [id, i]));
  const idOf = (e: (typeof edges)[number]) => e.getLinkedRecord('node')?.getDataID() ?? '';
  const sorted = [...edges].sort((a, b) => (rank.get(idOf(a)) ?? ids.length) - (rank.get(idOf(b)) ?? ids.length));
  conn.setLinkedRecords(sorted, 'edges');
}
