import { LogOut, PanelLeftClose, PanelLeftOpen, ShieldCheck, ShieldPlus } from 'lucide-react';
import { Tooltip, TooltipProvider, SIDEBAR_TOOLTIP_DELAY } from '../components/ui/Tooltip.tsx';
import { UserAvatar } from '../components/ui/UserAvatar.tsx';
import { cn } from '../lib/cn.ts';
import { Logo } from './Logo.tsx';
import { SETTINGS_ITEM, navItemsFor } from './navigation.ts';
import { SidebarLink } from './SidebarLink.tsx';
import { SavedFiltersNav } from '../features/filters/SavedFiltersNav.tsx';
import { useAccountActions } from './useAccountActions.ts';

type Props = { collapsed: boolean; onCollapsedChange: (collapsed: boolean) => void };

const footerButton =
  'flex h-9 w-full cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900';

/** Desktop sidebar (md and up); collapsed it shows icons with 200 ms tooltips. */
export function Sidebar({ collapsed, onCollapsedChange }: Props) {
  const { user, signOut, twoFactorEnabled, twoFactorLabel, openTwoFactor } = useAccountActions();
  const displayName = user?.name || user?.username || '';
  const TwoFactorIcon = twoFactorEnabled ? ShieldCheck : ShieldPlus;

  return (
    <TooltipProvider delayDuration={SIDEBAR_TOOLTIP_DELAY}>
      <aside
        aria-label="Sidebar"
        data-collapsed={collapsed}
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center border-b border-slate-100 px-4', collapsed ? 'justify-center' : 'justify-between')}>
          <Logo compact={collapsed} />
          {!collapsed && (
            <button
              type="button"
              onClick={() => onCollapsedChange(true)}
              aria-label="Collapse sidebar"
              className="rounded-md p-1.5 text-slate-400 transition hover:bg-slate-100 hover:text-slate-700"
            >
              <PanelLeftClose className="size-4" />
            </button>
          )}
        </div>
        {collapsed && (
          <div className="flex justify-center pt-3">
            <Tooltip content="Expand sidebar" side="right">
              <button
                type="button"
                onClick={() => onCollapsedChange(false)}
                aria-label="Expand sidebar"
                className="rounded-md p-1.5 text-slate-400 transition hover:bg-slate-100 hover:text-slate-700"
              >
                <PanelLeftOpen className="size-4" />
              </button>
            </Tooltip>
          </div>
        )}

        <nav aria-label="Main" className={cn('flex flex-1 flex-col gap-0.5 overflow-y-auto py-3', collapsed ? 'px-3' : 'px-3')}>
          {navItemsFor(user?.role).map((item) => (
            <SidebarLink key={item.path} item={item} collapsed={collapsed} />
          ))}
          <SavedFiltersNav collapsed={collapsed} />
        </nav>

        <div className="grid gap-0.5 border-t border-slate-100 p-3">
          <SidebarLink item={SETTINGS_ITEM} collapsed={collapsed} />
          <Tooltip content={twoFactorLabel} side="right" enabled={collapsed}>
            <button type="button" onClick={openTwoFactor} className={cn(footerButton, collapsed && 'justify-center px-0')}>
              <TwoFactorIcon className={cn('size-[18px] shrink-0', twoFactorEnabled ? 'text-emerald-500' : 'text-slate-400')} aria-hidden />
              {collapsed ? <span className="sr-only">{twoFactorLabel}</span> : <span>{twoFactorLabel}</span>}
            </button>
          </Tooltip>
          <Tooltip content="Logout" side="right" enabled={collapsed}>
            <button type="button" onClick={() => void signOut('sidebar')} className={cn(footerButton, collapsed && 'justify-center px-0')}>
              <LogOut className="size-[18px] shrink-0 text-slate-400" aria-hidden />
              {collapsed ? <span className="sr-only">Logout</span> : <span>Logout</span>}
            </button>
          </Tooltip>
          <Tooltip content={`${displayName} · ${user?.email ?? ''}`} side="right" enabled={collapsed}>
            <div
              data-testid="sidebar-user"
              className={cn('mt-2 flex items-center gap-3 rounded-xl bg-slate-50 p-2.5', collapsed && 'justify-center bg-transparent p-0')}
            >
              <UserAvatar label={displayName || '?'} className="size-8" />
              {!collapsed && (
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{displayName}</p>
                  <p className="truncate text-xs text-slate-500">{user?.email}</p>
                </div>
              )}
            </div>
          </Tooltip>
        </div>
      </aside>
    </TooltipProvider>
  );
}
