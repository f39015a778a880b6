/**
 * Keeps keyboard focus from falling to <body> when the focused element leaves the page: a completed
 * task's row moves to the done list, or a dialog closes whose trigger unmounted meanwhile (Radix
 * can only return focus to an element still there). Focus then goes to the item that took the lost
 * one's place in its list (`data-focus-list` holding `data-focus-item`s; the same kind of control
 * in it), or the one before when it was the last; to the list's `data-focus-heading` when the list
 * is empty; else to the screen's content.
 */

type Spot = { element: HTMLElement; list: HTMLElement | null; index: number; kind: string | null };

/** Focus inside these comes back to where it was when they close: it keeps the spot of their trigger. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [data-radix-popper-content-wrapper]';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

let spot: Spot | null = null;
/** When and where the page last scrolled: a virtual list drops the rows that scroll out of view. */
let lastScroll: { at: number; target: Node } | null = null;
const SCROLL_GRACE_MS = 500;

/** The focused row left because its list scrolled (a virtual list unmounts rows out of view), not because it went away. */
function scrolledAway({ list }: Spot) {
  if (!list || !lastScroll || performance.now() - lastScroll.at > SCROLL_GRACE_MS) return false;
  return list.contains(lastScroll.target) || lastScroll.target.contains(list);
}

function itemsOf(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[data-focus-item]')].filter((item) => item.closest('[data-focus-list]') === list);
}

/** What to look for in the item that takes the lost element's place: the item itself, or a control like it. */
function kindOf(element: HTMLElement, item: HTMLElement | null): string | null {
  if (element === item) return ':scope';
  const role = element.getAttribute('role');
  if (role) return `[role="${role}"]`;
  const action = element.getAttribute('data-row-action');
  return action ? `[data-row-action="${action}"]` : null;
}

function remember(element: HTMLElement) {
  const item = element.closest<HTMLElement>('[data-focus-item]');
  const list = item?.closest<HTMLElement>('[data-focus-list]') ?? null;
  spot = { element, list, index: list && item ? itemsOf(list).indexOf(item) : -1, kind: kindOf(element, item) };
}

function focusable(element: HTMLElement): HTMLElement {
  if (!element.matches(FOCUSABLE)) element.tabIndex = -1;
  return element;
}

function replacement({ list, index, kind }: Spot): HTMLElement | null {
  if (list?.isConnected) {
    const items = itemsOf(list);
    if (items.length) {
      const item = items[Math.max(0, Math.min(index, items.length - 1))];
      if (kind === ':scope') return focusable(item);
      return (kind && item.querySelector<HTMLElement>(kind)) || item.querySelector<HTMLElement>(FOCUSABLE) || focusable(item);
    }
    const heading = list.querySelector<HTMLElement>('[data-focus-heading]');
    if (heading) return focusable(heading);
  }
  return document.getElementById('main-content');
}

/** Moves focus on from an element that left the page while focused (or while a dialog it opened was). */
export function rescueFocus() {
  if (!spot || spot.element.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body) return;
  // the list moves focus itself (a key like End), or the user scrolled on: do not pull the view back
  if (scrolledAway(spot)) return void (spot = null);
  const target = replacement(spot);
  spot = null;
  target?.focus({ preventScroll: target.id === 'main-content' });
}

let installed = false;

/** Installed once for the signed-in app. */
export function installFocusKeeper() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target === document.body || target.closest(OVERLAY)) return;
      remember(target);
    },
    true,
  );
  document.addEventListener(
    'scroll',
    (event) => {
      if (event.target instanceof Node) lastScroll = { at: performance.now(), target: event.target };
    },
    { capture: true, passive: true },
  );
  // a click on nothing focusable leaves focus on <body> on purpose: nothing to rescue later
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target;
      if (target instanceof Element && !target.closest(OVERLAY) && !target.closest(FOCUSABLE)) spot = null;
    },
    true,
  );
  new MutationObserver(rescueFocus).observe(document.body, { childList: true, subtree: true });
}
