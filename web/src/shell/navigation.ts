import {
  BrainCircuit,
  CalendarDays,
  CalendarRange,
  CalendarClock,
  CheckSquare,
  FolderKanban,
  LayoutDashboard,
  Link2,
  ListTodo,
  MessagesSquare,
  Settings,
  ShieldCheck,
  Timer,
  type LucideIcon,
} from 'lucide-react';

export const PRODUCT_NAME = 'Streamline';

export type NavItem = { path: string; label: string; mobileLabel?: string; icon: LucideIcon };

// Spec section 2, in this order; the mobile bottom bar shows the first five.
export const NAV_ITEMS: NavItem[] = [
  { path: '/', label: 'Dashboard', icon: LayoutDashboard },
  { path: '/projects', label: 'Projects', icon: FolderKanban },
  { path: '/tasks', label: 'Tasks', icon: CheckSquare },
  { path: '/task-list', label: 'Task List', icon: ListTodo },
  { path: '/today', label: 'Today', icon: CalendarDays },
  { path: '/upcoming', label: 'Upcoming', icon: CalendarRange },
  { path: '/calendar', label: 'Calendar', icon: CalendarClock },
  { path: '/pomodoro', label: 'Pomodoro Timer', mobileLabel: 'Pomodoro', icon: Timer },
  { path: '/ai-insights', label: 'AI Insights', icon: BrainCircuit },
  { path: '/chat', label: 'Claude AI Chat', mobileLabel: 'AI Chat', icon: MessagesSquare },
  { path: '/links', label: 'Links', icon: Link2 },
];

export const BOTTOM_BAR_ITEMS = NAV_ITEMS.slice(0, 5);
export const ADMIN_ITEM: NavItem = { path: '/admin', label: 'Admin', icon: ShieldCheck };
export const SETTINGS_ITEM: NavItem = { path: '/settings', label: 'Settings', icon: Settings };

export function navItemsFor(role: string | undefined): NavItem[] {
  return role === 'admin' ? [...NAV_ITEMS, ADMIN_ITEM] : NAV_ITEMS;
}

const HEADER_TITLES: Record<string, string> = {
  '/': 'Dashboard',
  '/projects': 'Projects',
  '/tasks': 'Tasks',
  '/task-list': 'Task List',
  '/pomodoro': 'Pomodoro Timer',
  '/ai-insights': 'AI Insights',
  '/chat': 'Claude AI Chat',
  '/links': 'Quick Links',
  '/settings': 'User Settings',
  '/admin': 'Admin Dashboard',
  '/invitations': 'Invitations',
};

/** Header titles of spec section 2; any other route shows the product name. */
export function headerTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return HEADER_TITLES[path] ?? PRODUCT_NAME;
}

export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
