import { graphql, useFragment } from 'react-relay/hooks.js';
import type { TaskLabelChips_task$key } from '../../__generated__/TaskLabelChips_task.graphql.ts';
import { LabelChip } from './LabelChip.tsx';

/** A task's labels as chips (nothing when it has none). */
export function TaskLabelChips({ task }: { task: TaskLabelChips_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskLabelChips_task on Task {
        labels {
          id
          name
          color
        }
      }
    `,
    task,
  );
  // a label deleted here is a null until the delete's answer takes it off (labelOverlay.removeLabel)
  const labels = (data.labels ?? []).filter(Boolean);
  if (!labels.length) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {labels.map((l) => (
        <LabelChip key={l.id} name={l.name} color={l.color} />
      ))}
    </span>
  );
}
