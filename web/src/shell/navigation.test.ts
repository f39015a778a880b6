import { BOTTOM_BAR_ITEMS, NAV_ITEMS, headerTitle, isActivePath, navItemsFor } from './navigation.ts';

describe('navigation', () => {
  it('lists the entries in the spec order, with mobile labels', () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'Dashboard',
      'Projects',
      'Tasks',
      'Task List',
      'Today',
      'Upcoming',
      'Calendar',
      'Pomodoro Timer',
      'AI Insights',
      'Claude AI Chat',
      'Links',
    ]);
    expect(NAV_ITEMS.map((i) => i.mobileLabel ?? i.label)).toContain('AI Chat');
    expect(NAV_ITEMS.map((i) => i.mobileLabel ?? i.label)).toContain('Pomodoro');
    expect(BOTTOM_BAR_ITEMS.map((i) => i.path)).toEqual(['/', '/projects', '/tasks', '/task-list', '/today']);
  });

  it('shows Admin to admins only', () => {
    expect(navItemsFor('admin').at(-1)?.label).toBe('Admin');
    expect(navItemsFor('user').some((i) => i.label === 'Admin')).toBe(false);
  });

  it('titles the header per route, else the product name', () => {
    expect(headerTitle('/')).toBe('Dashboard');
    expect(headerTitle('/chat')).toBe('Claude AI Chat');
    expect(headerTitle('/links')).toBe('Quick Links');
    expect(headerTitle('/settings')).toBe('User Settings');
    expect(headerTitle('/admin')).toBe('Admin Dashboard');
    expect(headerTitle('/today')).toBe('Streamline');
    expect(headerTitle('/tasks/12')).toBe('Streamline');
    expect(headerTitle('/nowhere')).toBe('Streamline');
  });

  it('marks a section active on its sub-routes, Dashboard only on /', () => {
    expect(isActivePath('/tasks', '/tasks/4')).toBe(true);
    expect(isActivePath('/', '/tasks')).toBe(false);
    expect(isActivePath('/task-list', '/tasks')).toBe(false);
  });
});
