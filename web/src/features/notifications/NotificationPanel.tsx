import { useCallback, useState, type UIEvent } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks.js';
import { Popover, ScrollArea } from 'radix-ui';
import { Bell, BellOff } from 'lucide-react';
import type { NotificationPanel_query$key } from '../../__generated__/NotificationPanel_query.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { useDialogLayer } from '../../components/ui/dialogLayers.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { clearNotifications, markAllNotificationsRead } from './notificationWrites.ts';
import { badgeText } from './notificationTypes.ts';

/** Spec sections 2 and 9: the list is 300 high; the scrollbar hides 600 ms after scrolling. */
const SCROLL_HIDE_DELAY_MS = 600;
/** Notifications per page: the first when the bell loads, then one more each time the list nears its end. */
const PAGE = 50;
/** How close to the end of the list (px) the next page starts loading, so it is there before it is reached. */
const LOAD_AHEAD_PX = 120;

export function BellButton({ unread = 0, ...props }: { unread?: number } & React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      className="relative grid size-9 place-items-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none data-[state=open]:bg-slate-100"
      {...props}
    >
      <Bell className="size-5" aria-hidden />
      {unread > 0 && (
        <span
          data-testid="notification-badge"
          className="absolute -top-0.5 -right-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </button>
  );
}

export function NotificationPanel({ query }: { query: NotificationPanel_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment NotificationPanel_query on Query
      @refetchable(queryName: "NotificationPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        notifications(first: $count, after: $cursor) @connection(key: "NotificationPanel_notifications", filters: []) {
          unreadCount
          totalCount
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    query,
  );
  const { unreadCount, edges } = data.notifications;
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [open, setOpen] = useState(false);
  useDialogLayer(open, () => setOpen(false));
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const el = event.currentTarget;
      if (hasNext && !isLoadingNext && el.scrollTop + el.clientHeight >= el.scrollHeight - LOAD_AHEAD_PX) loadNext(PAGE);
    },
    [hasNext, isLoadingNext, loadNext],
  );
  return (
    <>
      <ConfirmDialog
        open={confirmingClear}
        onOpenChange={setConfirmingClear}
        title="Clear all notifications?"
        description="Every notification is removed, read or not. This cannot be undone."
        confirmLabel="Clear all"
        onConfirm={() => {
          setConfirmingClear(false);
          void clearNotifications();
        }}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <BellButton unread={unreadCount} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            aria-label="Notifications"
            className="z-50 w-[min(24rem,calc(100vw-1.5rem))] animate-fade-in rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 outline-none"
          >
            <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
              <h2 className="flex-1 text-sm font-semibold text-slate-900">Notifications</h2>
              {unreadCount > 0 && (
                <Button variant="ghost" size="sm" className="h-7 px-2 text-indigo-700" onClick={markAllNotificationsRead}>
                  Mark all read
                </Button>
              )}
              {edges.length > 0 && (
                <Button variant="ghost" size="sm" className="h-7 px-2 text-slate-500" onClick={() => setConfirmingClear(true)}>
                  Clear all
                </Button>
              )}
            </div>
            <ScrollArea.Root type="hover" scrollHideDelay={SCROLL_HIDE_DELAY_MS} className="h-[300px] overflow-hidden">
              <ScrollArea.Viewport className="size-full" onScroll={onScroll}>
                {edges.length === 0 ? (
                  <div className="flex h-[300px] flex-col items-center justify-center gap-2 px-6 text-center">
                    <span className="grid size-11 place-items-center rounded-full bg-slate-100 text-slate-400">
                      <BellOff className="size-5" aria-hidden />
                    </span>
                    <p className="text-sm font-medium text-slate-900">No notifications yet</p>
                    <p className="text-xs text-slate-500">When you receive notifications, they will appear here</p>
                  </div>
                ) : (
                  <ul className="grid gap-0.5 p-2" aria-label="Notification list">
                    {edges.map(({ node }) => (
                      <li key={node.id}>
                        <NotificationItem notification={node} />
                      </li>
                    ))}
                    {isLoadingNext && (
                      <li role="status" className="flex items-center justify-center gap-2 py-2 text-xs text-slate-500">
                        <Spinner /> Loading older notifications…
                      </li>
                    )}
                  </ul>
                )}
              </ScrollArea.Viewport>
              <ScrollArea.Scrollbar orientation="vertical" className="flex w-2 touch-none p-0.5 select-none">
                <ScrollArea.Thumb className="relative flex-1 rounded-full bg-slate-300" />
              </ScrollArea.Scrollbar>
            </ScrollArea.Root>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </>
  );
}
