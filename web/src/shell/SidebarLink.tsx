import { NavLink, useLocation } from 'react-router-dom';
import { Tooltip } from '../components/ui/Tooltip.tsx';
import { cn } from '../lib/cn.ts';
import { isActivePath, type NavItem } from './navigation.ts';

export function SidebarLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const { pathname } = useLocation();
  const active = isActivePath(item.path, pathname);
  const Icon = item.icon;
  return (
    <Tooltip content={item.label} side="right" enabled={collapsed}>
      <NavLink
        to={item.path}
        end={item.path === '/'}
        aria-label={collapsed ? item.label : undefined}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'group flex h-9 shrink-0 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
          collapsed && 'justify-center px-0',
          active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <Icon className={cn('size-[18px] shrink-0', active ? 'text-indigo-600' : 'text-slate-400 group-hover:text-slate-600')} aria-hidden />
        {!collapsed && <span className="truncate">{item.label}</span>}
      </NavLink>
    </Tooltip>
  );
}
