// What a user may be notified of, and where. No zod here: the Settings card shows the labels.

/** The events a user chooses about: assigned to me, mentioned, a task I follow completed or commented. */
export const NOTIFICATION_EVENTS = ['assigned', 'mentioned', 'followedCompleted', 'followedCommented'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationPreferences = Record<NotificationEvent, Record<NotificationChannel, boolean>>;

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  assigned: 'A task is assigned to me',
  mentioned: 'Someone mentions me in a comment',
  followedCompleted: 'A task I follow is completed',
  followedCommented: 'A task I follow gets a comment',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { inApp: 'In the app', email: 'By e-mail' };

/** Without a choice of their own: everything in the app; e-mails only for what is addressed to the user. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  assigned: { inApp: true, email: true },
  mentioned: { inApp: true, email: true },
  followedCompleted: { inApp: true, email: false },
  followedCommented: { inApp: true, email: false },
};
