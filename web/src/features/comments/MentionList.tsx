import { cn } from '../../lib/cn.ts';

export type Mentionable = { readonly rowId: number; readonly username: string; readonly displayName: string };

type Props = { id: string; users: readonly Mentionable[]; active: number; onPick: (user: Mentionable) => void };

/** The people the typed @mention may complete to, under the comment box. */
export function MentionList({ id, users, active, onPick }: Props) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="People to mention"
      className="absolute z-20 mt-1 grid w-64 gap-0.5 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      {users.map((user, i) => (
        <li
          key={user.rowId}
          id={`${id}-${user.rowId}`}
          role="option"
          aria-selected={i === active}
          // mousedown, not click: the textarea keeps its focus and caret
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(user);
          }}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
            i === active ? 'bg-indigo-50 text-indigo-900' : 'text-slate-700 hover:bg-slate-50',
          )}
        >
          <span className="font-medium">{user.displayName}</span>
          <span className="text-xs text-slate-500">@{user.username}</span>
        </li>
      ))}
    </ul>
  );
}
