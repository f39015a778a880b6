/*
 * Extension points of the app shell. Other features plug in here:
 * - HeaderIndicators: the "Offline" badge and the notifications bell (spec section 2, header).
 * - ActiveTaskBannerSlot: the active task banner shown above every screen's content.
 * Replace the bodies below; the shell already places them.
 */

/** SLOT: Offline badge + notifications bell go here (rendered at the right of the header). */
export function HeaderIndicators() {
  return null;
}

/** SLOT: the active task banner goes here (rendered above the content). */
export function ActiveTaskBannerSlot() {
  return null;
}
