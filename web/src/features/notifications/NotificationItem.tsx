import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatDistanceToNow } from 'date-fns';
import { useNavigate } from 'react-router-dom';
import { Popover } from 'radix-ui';
import type { NotificationItem_notification$key } from '../../__generated__/NotificationItem_notification.graphql.ts';
import { cn } from '../../lib/cn.ts';
import { markNotificationRead } from './notificationWrites.ts';
import { notificationTypeStyle } from './notificationTypes.ts';

/** Title, type, message, relative time and an unread dot; clicking one marks it read and opens what it is about. */
export function NotificationItem({ notification }: { notification: NotificationItem_notification$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        title
        message
        type
        read
        timestamp
        path
      }
    `,
    notification,
  );
  const style = notificationTypeStyle(data.type);
  const navigate = useNavigate();
  const open = () => {
    if (!data.read) markNotificationRead(data.id);
    if (data.path) void navigate(data.path);
  };
  const item = (
    <button
      type="button"
      data-testid="notification-item"
      data-read={data.read}
      onClick={open}
      className={cn(
        'flex w-full gap-3 rounded-lg px-3 py-2.5 text-left transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
        data.read && !data.path ? 'cursor-default hover:bg-slate-50' : 'cursor-pointer hover:bg-indigo-50',
        !data.read && 'bg-indigo-50/40',
      )}
    >
      <span
        aria-label={data.read ? undefined : 'Unread'}
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', data.read ? 'bg-transparent' : 'bg-indigo-500')}
        data-testid={data.read ? undefined : 'unread-dot'}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-center gap-2">
          <span className={cn('truncate text-sm', data.read ? 'font-medium text-slate-700' : 'font-semibold text-slate-900')}>{data.title}</span>
          <span className={cn('ml-auto shrink-0 rounded-full px-1.5 py-px text-[10px] font-semibold tracking-wide uppercase ring-1 ring-inset', style.chip)}>
            {style.label}
          </span>
        </span>
        <span className="line-clamp-2 text-xs text-slate-600">{data.message}</span>
        <span className="text-[11px] text-slate-400">{formatDistanceToNow(new Date(data.timestamp as string), { addSuffix: true })}</span>
      </span>
    </button>
  );
  // one that opens a screen closes the bell's panel on the way
  return data.path ? <Popover.Close asChild>{item}</Popover.Close> : item;
}
