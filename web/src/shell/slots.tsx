/*
 * Extension points of the app shell. Other features plug in here:
 * - HeaderIndicators: the "Offline" badge and the notifications bell (spec section 2, header).
 * - ActiveTaskBannerSlot: the active task banner shown above every screen's content.
 * Replace the bodies below; the shell already places them.
 */

import { TimerLive } from '../features/pomodoro/TimerLive.tsx';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { OfflineBadge } from '../offline/OfflineBadge.tsx';

/** SLOT: Offline badge + notifications bell go here (rendered at the right of the header). */
export function HeaderIndicators() {
  return (
    <>
      <OfflineBadge />
      <NotificationBell />
    </>
  );
}

/** SLOT: the active task banner (rendered above the content); it also keeps the focus timer running. */
export function ActiveTaskBannerSlot() {
  return <TimerLive />;
}
