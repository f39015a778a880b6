import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Dialog } from 'radix-ui';
import { LogOut, Menu, ShieldCheck, ShieldPlus, X } from 'lucide-react';
import { UserAvatar } from '../components/ui/UserAvatar.tsx';
import { cn } from '../lib/cn.ts';
import { useDialogLayer } from '../components/ui/dialogLayers.ts';
import { Logo } from './Logo.tsx';
import { SETTINGS_ITEM, isActivePath, navItemsFor, type NavItem } from './navigation.ts';
import { useAccountActions } from './useAccountActions.ts';
import { SavedFiltersNav } from '../features/filters/SavedFiltersNav.tsx';

const rowClass = 'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors';

/** The mobile top bar's slide-in menu: every entry, the saved filters, then Settings, Setup 2FA and Logout. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  useDialogLayer(open, () => setOpen(false));
  const { pathname } = useLocation();
  const { user, signOut, twoFactorEnabled, twoFactorLabel, openTwoFactor } = useAccountActions();
  const displayName = user?.name || user?.username || '';
  const TwoFactorIcon = twoFactorEnabled ? ShieldCheck : ShieldPlus;

  const link = (item: NavItem) => {
    const active = isActivePath(item.path, pathname);
    const Icon = item.icon;
    return (
      <NavLink
        key={item.path}
        to={item.path}
        end={item.path === '/'}
        onClick={() => setOpen(false)}
        className={cn(rowClass, active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100')}
      >
        <Icon className={cn('size-5', active ? 'text-indigo-600' : 'text-slate-400')} aria-hidden />
        {item.mobileLabel ?? item.label}
      </NavLink>
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label="Open menu" className="-ml-1.5 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100">
          <Menu className="size-5" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[84%] max-w-xs animate-slide-in-left flex-col bg-white shadow-2xl outline-none"
        >
          <div className="flex h-14 items-center justify-between border-b border-slate-100 px-4">
            <Logo />
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
            <UserAvatar label={displayName || '?'} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{displayName}</p>
              <p className="truncate text-xs text-slate-500">{user?.email}</p>
            </div>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
            {navItemsFor(user?.role).map(link)}
            <SavedFiltersNav collapsed={false} variant="menu" onNavigate={() => setOpen(false)} />
            <div className="my-2 border-t border-slate-100" />
            {link(SETTINGS_ITEM)}
            <button
              type="button"
              className={cn(rowClass, 'text-slate-700 hover:bg-slate-100')}
              onClick={() => {
                setOpen(false);
                openTwoFactor();
              }}
            >
              <TwoFactorIcon className={cn('size-5', twoFactorEnabled ? 'text-emerald-500' : 'text-slate-400')} aria-hidden />
              {twoFactorLabel}
            </button>
            <button
              type="button"
              className={cn(rowClass, 'text-red-600 hover:bg-red-50')}
              onClick={() => {
                setOpen(false);
                void signOut('menu');
              }}
            >
              <LogOut className="size-5" aria-hidden />
              Logout
            </button>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
