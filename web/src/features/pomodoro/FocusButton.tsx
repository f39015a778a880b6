import { Suspense } from 'react';
import { Timer } from 'lucide-react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FocusButton_task$key } from '../../__generated__/FocusButton_task.graphql.ts';
import type { FocusButton_timer$key } from '../../__generated__/FocusButton_timer.graphql.ts';
import type { FocusButtonTimerQuery } from '../../__generated__/FocusButtonTimerQuery.graphql.ts';
import { Button, buttonVariants } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { useTimerActions } from './useTimerActions.ts';

export type FocusButtonProps = {
  /** a Task spread with `...FocusButton_task` */
  task: FocusButton_task$key;
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary' | 'ghost';
  /** shown on the button; "Focus" by default */
  label?: string;
  className?: string;
  /** called once the server started the timer on the task */
  onStarted?: () => void;
};

type Task = { id: string; rowId: number; name: string; completed: boolean };

const timerQuery = graphql`
  query FocusButtonTimerQuery {
    timer {
      ...FocusButton_timer
    }
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
  return (
    <Suspense fallback={<StartButton {...props} task={task} />}>
      <FocusButtonWithTimer {...props} task={task} />
    </Suspense>
  );
}

type InnerProps = Omit<FocusButtonProps, 'task'> & { task: Task };

function FocusButtonWithTimer(props: InnerProps) {
  const { timer } = useLazyLoadQuery<FocusButtonTimerQuery>(timerQuery, {}, { fetchPolicy: 'store-or-network' });
  return <FocusButtonState {...props} timer={timer} />;
}

function FocusButtonState({ timer, ...props }: InnerProps & { timer: FocusButton_timer$key }) {
  const data = useFragment(
    graphql`
      fragment FocusButton_timer on Timer {
        activeTaskRowId
        status
      }
    `,
    timer,
  );
  if (data.activeTaskRowId === props.task.rowId && data.status !== 'idle') {
    return (
      <Link
        to="/pomodoro"
        aria-label={`Focusing on ${props.task.name}`}
        className={cn(buttonVariants({ variant: 'secondary', size: props.size ?? 'sm' }), 'text-indigo-700', props.className)}
      >
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-indigo-500" />
        Focusing
      </Link>
    );
  }
  return <StartButton {...props} />;
}

function StartButton({ task, size = 'sm', variant = 'secondary', label = 'Focus', className, onStarted }: InnerProps) {
  const { start, busy } = useTimerActions();
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
      <Timer aria-hidden /> {label}
    </Button>
  );
}
