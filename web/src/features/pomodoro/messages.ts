/** Toast texts of spec section 8 (to the letter) and the timer's own notices. */
export const MESSAGES = {
  timerError: { title: 'Timer Error', description: 'There was an error with the timer. Please try again.' },
  startError: {
    title: 'Error Starting Timer',
    single: (task: string) => `Could not start the timer on "${task}". Please try again.`,
    grouped: (count: number) => `Could not start the timer on the ${count} selected tasks. Please try again.`,
    /** the server no longer has the task (deleted meanwhile): trying again cannot help */
    gone: (task: string) => `"${task}" no longer exists: it was deleted.`,
    goneGrouped: 'One of the selected tasks no longer exists: it was deleted.',
  },
  sessionCreateError: { title: 'Error creating session', description: 'Could not create a pomodoro session. Please try again.' },
  sessionCompleteError: {
    title: 'Error completing session',
    description: 'Could not mark the session as complete, but your task is completed.',
  },
  completeError: { title: 'Error', description: 'Failed to mark task as complete' },
  completed: { title: 'Task completed', description: (task: string) => `Congratulations! You completed "${task}".` },
  workDone: {
    title: 'Pomodoro complete',
    description: (task: string | null, breakMinutes: number) =>
      `${task ? `Great focus on "${task}". ` : 'Great focus. '}Time for a ${breakMinutes}-minute break.`,
  },
  breakDone: { title: 'Break over', description: 'Ready for the next pomodoro? Press Start when you are.' },
  switchFocus: {
    title: (to: string) => `Switch focus to ${to}?`,
    description: (minutes: number, from: string) => `The ${minutes} min on ${from} will be recorded.`,
    confirm: 'Switch',
  },
  settingsSaved: { title: 'Timer settings saved', description: (work: number, brk: number) => `Work ${work} min, break ${brk} min.` },
  settingsError: 'Could not save the timer settings',
} as const;
