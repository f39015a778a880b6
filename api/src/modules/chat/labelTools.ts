import { z } from 'zod';
import { changeTaskLabels, labelsNamed, listLabels } from '../labels/service.js';
import { quoteList, TaskRef, tool, type Kit } from './toolkit.js';

/** The assistant's tools for the user's own labels on tasks, through the labels service. */

const LabelNames = z.array(z.string().min(1)).max(20);

/** The user's labels with these names; a name they have none for is made (`create`) or answered with their labels. */
export async function labelsFor(kit: Kit, names: string[], create: boolean) {
  const found = await labelsNamed(kit.deps, kit.user, names, { create });
  if (found.missing.length) {
    const mine = (await listLabels(kit.deps, kit.user)).map((l) => l.name);
    return {
      error: `You have no label called ${quoteList(found.missing)}. Your labels: ${mine.length ? quoteList(mine, 20) : 'none yet'}.`,
    };
  }
  return { labels: found.labels, made: found.made.map((l) => l.name) };
}

const says = (names: string[]) => `${names.length === 1 ? 'the label' : 'the labels'} ${quoteList(names, 20)}`;

export function labelTools(kit: Kit) {
  const { deps, user, actions } = kit;
  return [
    tool(
      'label_task',
      'put your labels on a task or take them off ("label the report as urgent", "remove the label waiting from the report"); a label you do not have yet is made',
      TaskRef.extend({
        add: LabelNames.nullish().describe('label names to put on the task'),
        remove: LabelNames.nullish().describe('label names to take off the task'),
      }),
      async (a) => {
        if (!a.add?.length && !a.remove?.length) return { ok: false, message: 'Which label should I put on the task or take off it?' };
        const r = await kit.pickTask(a, 'label');
        if (!r.task) return { ok: false, message: r.error! };
        const adding = a.add?.length ? await labelsFor(kit, a.add, true) : { labels: [], made: [] };
        if (!adding.labels) return { ok: false, message: adding.error };
        const removing = a.remove?.length ? await labelsFor(kit, a.remove, false) : { labels: [], made: [] };
        if (!removing.labels) return { ok: false, message: removing.error };
        const { task, before, after } = await changeTaskLabels(deps, user, r.task.id, {
          add: adding.labels.map((l) => l.id),
          remove: removing.labels.map((l) => l.id),
        });
        const added = adding.labels.filter((l) => !before.includes(l.id)).map((l) => l.name);
        const already = adding.labels.filter((l) => before.includes(l.id)).map((l) => l.name);
        const taken = removing.labels.filter((l) => before.includes(l.id)).map((l) => l.name);
        const absent = removing.labels.filter((l) => !before.includes(l.id)).map((l) => l.name);
        if (added.length || taken.length) {
          actions.push({ type: 'update_task', label: `Changed the labels of "${task.name}"`, taskId: task.id, previous: { labels: before }, undone: false });
        }
        const said = [
          ...(adding.made.length ? [`Made the new ${adding.made.length === 1 ? 'label' : 'labels'} ${quoteList(adding.made, 20)}.`] : []),
          ...(added.length ? [`"${task.name}" now has ${says(added)}.`] : []),
          ...(already.length ? [`"${task.name}" already has ${says(already)}.`] : []),
          ...(taken.length ? [`Took ${says(taken)} off "${task.name}".`] : []),
          ...(absent.length ? [`"${task.name}" has no ${absent.length === 1 ? 'label' : 'labels'} ${quoteList(absent, 20)}.`] : []),
        ];
        return { ok: true, message: said.join(' '), taskId: task.id, labels: after.length };
      },
    ),
  ];
}
