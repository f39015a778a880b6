import { Timer } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import type { FocusButton_task$key } from '../../__generated__/FocusButton_task.graphql.ts';
import { Button, buttonVariants } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { useIsFocusedTask } from './useFocusedTask.ts';
import { useStartTimer } from './useTimerActions.ts';

export type FocusButtonProps = {
  /** a Task spread with `...FocusButton_task` */
  task: FocusButton_task$key;
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary' | 'ghost';
  /** shown on the button; "Focus" by default */
  label?: string;
  /** the label's classes, e.g. to keep only the icon on a narrow screen (the name stays for screen readers) */
  labelClassName?: string;
  className?: string;
  /** called once the server started the timer on the task */
  onStarted?: () => void;
};

type Task = { id: string; rowId: number; name: string; completed: boolean };

/**
 * The timer fields a FocusButton reads (useIsFocusedTask's query selects the same ones); timerRecord_timer
 * spreads this, so every timer mutation and the live subscription refresh them.
 */
export const focusButtonTimerFragment = graphql`
  fragment FocusButton_timer on Timer {
    activeTaskRowId
    status
  }
`;

/**
 * Starts the focus timer on one task (the banner then shows it on every screen). On the task that
 * is already being focused it reads "Focusing" and leads to the Pomodoro screen.
 */
export function FocusButton(props: FocusButtonProps) {
  const task = useFragment(
    graphql`
      fragment FocusButton_task on Task {
        id
        rowId
        name
        completed
      }
    `,
    props.task,
  );
  // one shared read of the timer for every button on the screen (no query per row)
  const focused = useIsFocusedTask(task.rowId);
  if (focused) {
    return (
      <Link
        to="/pomodoro"
        aria-label={`Focusing on ${task.name}`}
        className={cn(buttonVariants({ variant: 'secondary', size: props.size ?? 'sm' }), 'text-indigo-700', props.className)}
      >
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-indigo-500" />
        <span className={props.labelClassName}>Focusing</span>
      </Link>
    );
  }
  return <StartButton {...props} task={task} />;
}

type InnerProps = Omit<FocusButtonProps, 'task'> & { task: Task };

function StartButton({ task, size = 'sm', variant = 'secondary', label = 'Focus', labelClassName, className, onStarted }: InnerProps) {
  const { start, busy } = useStartTimer();
  return (
    <Button
      size={size}
      variant={variant}
      className={className}
      disabled={busy || task.completed}
      aria-label={`${label} on ${task.name}`}
      title={task.completed ? 'This task is completed' : `Start a pomodoro on "${task.name}"`}
      onClick={(event) => {
        event.stopPropagation();
        start({ taskIds: [task.id], names: [task.name] }, onStarted);
      }}
    >
      <Timer aria-hidden /> <span className={labelClassName}>{label}</span>
    </Button>
  );
}
