/** The longest line the quick add reads (a name is at most 200 characters; the rest is dates, #project, reminders…). */
export const QUICK_ADD_MAX_LENGTH = 500;
