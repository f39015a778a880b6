import { useSyncExternalStore } from 'react';

/** What to do with a parent's open subtasks when it is completed; null: the user cancelled. */
export type SubtasksChoice = 'all' | 'only' | null;

export type SubtasksQuestion = { taskName: string; openCount: number; answer: (choice: SubtasksChoice) => void };

let current: SubtasksQuestion | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Asks (in the one CompleteSubtasksDialog) whether completing a parent completes its open subtasks too. */
export function askAboutSubtasks(taskName: string, openCount: number): Promise<SubtasksChoice> {
  current?.answer(null);
  return new Promise((resolve) => {
    current = {
      taskName,
      openCount,
      answer: (choice) => {
        current = null;
        emit();
        resolve(choice);
      },
    };
    emit();
  });
}

export function useSubtasksQuestion(): SubtasksQuestion | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => current,
  );
}
