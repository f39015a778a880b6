import { jest } from '@jest/globals';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, currentToasts, reducer, toast, type ToastItem } from './toastStore.ts';

const item = (id: string): ToastItem => ({ id, open: true, title: `toast ${id}` });

describe('toast store', () => {
  it('keeps one toast: a newer one replaces the older', () => {
    const state = reducer(reducer({ toasts: [] }, { type: 'ADD', toast: item('1') }), { type: 'ADD', toast: item('2') });
    expect(TOAST_LIMIT).toBe(1);
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes a dismissed toast and removes it 1,000,000 ms later', () => {
    jest.useFakeTimers();
    try {
      const shown = toast({ title: 'Saved' });
      shown.dismiss();
      expect(currentToasts()).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
      jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
      expect(currentToasts()).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(currentToasts()).toHaveLength(0);
      expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('updates a toast in place', () => {
    const state = reducer({ toasts: [item('3')] }, { type: 'UPDATE', toast: { id: '3', title: 'changed' } });
    expect(state.toasts[0].title).toBe('changed');
  });
});
