import { useLocation } from 'react-router-dom';
import { MobileMenu } from './MobileMenu.tsx';
import { Logo } from './Logo.tsx';
import { headerTitle } from './navigation.ts';
import { HeaderIndicators } from './slots.tsx';

/** Mobile top bar (menu + logo) and the page header with the route's title. */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="flex h-14 items-center gap-3 px-4 md:h-16 md:px-8">
        <div className="flex items-center gap-2 md:hidden">
          <MobileMenu />
          <Logo compact />
        </div>
        <h1 data-testid="header-title" className="min-w-0 flex-1 truncate text-base font-semibold tracking-tight text-slate-900 md:text-lg">
          {headerTitle(pathname)}
        </h1>
        <div className="flex items-center gap-2" data-slot="header-indicators">
          <HeaderIndicators />
        </div>
      </div>
    </header>
  );
}
