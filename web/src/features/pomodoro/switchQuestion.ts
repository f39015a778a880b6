import { useSyncExternalStore } from 'react';

/**
 * Starting focus while a pomodoro's work is in progress asks first (SwitchFocusDialog, mounted once
 * with the live timer, shows the question). One question at a time: a newer one cancels the older.
 */
export type SwitchQuestion = { id: number; to: string; answer: (confirmed: boolean) => void };

let pending: SwitchQuestion | null = null;
let asked = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Resolves true to go ahead. With no dialog mounted (the timer banner failed), nothing can ask: go ahead. */
export function askToSwitch(to: string): Promise<boolean> {
  if (!listeners.size) return Promise.resolve(true);
  pending?.answer(false);
  return new Promise((resolve) => {
    const question: SwitchQuestion = {
      id: ++asked,
      to,
      answer: (confirmed) => {
        if (pending === question) {
          pending = null;
          emit();
        }
        resolve(confirmed);
      },
    };
    pending = question;
    emit();
  });
}

/** Listens for questions (the dialog does, while mounted); returns the unsubscribe. */
export function watchSwitchQuestions(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const currentSwitchQuestion = () => pending;

export function useSwitchQuestion() {
  return useSyncExternalStore(watchSwitchQuestions, currentSwitchQuestion);
}

/** "Write the report", or "Write the report and 2 more" for a grouped start. */
export function groupLabel(first: string, count: number) {
  return count > 1 ? `${first} and ${count - 1} more` : first;
}
