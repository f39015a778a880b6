import { owns } from '../../lib/ownership.js';

/** Who may see, replace and revoke a calendar feed's URL: its owner. Whoever holds the URL may read the feed. */
export const calendarFeedPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
};
