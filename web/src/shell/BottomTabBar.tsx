import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '../lib/cn.ts';
import { BOTTOM_BAR_ITEMS, isActivePath } from './navigation.ts';

/** Mobile bottom tab bar: the first five navigation entries. */
export function BottomTabBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_BAR_ITEMS.map((item) => {
          const active = isActivePath(item.path, pathname);
          const Icon = item.icon;
          return (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === '/'}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors',
                  active ? 'text-indigo-600' : 'text-slate-500 hover:text-slate-800',
                )}
              >
                <Icon className="size-5" aria-hidden />
                {item.mobileLabel ?? item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
