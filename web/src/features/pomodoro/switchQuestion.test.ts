import { askToSwitch, currentSwitchQuestion, groupLabel, watchSwitchQuestions } from './switchQuestion.js';

describe('the switch question', () => {
  it('goes ahead at once when no dialog is mounted to ask', async () => {
    await expect(askToSwitch('Review')).resolves.toBe(true);
    expect(currentSwitchQuestion()).toBeNull();
  });

  it('waits for the answer while a dialog listens, then clears', async () => {
    const seen: (string | null)[] = [];
    const stop = watchSwitchQuestions(() => seen.push(currentSwitchQuestion()?.to ?? null));
    try {
      const asked = askToSwitch('Review');
      expect(currentSwitchQuestion()?.to).toBe('Review');
      currentSwitchQuestion()!.answer(true);
      await expect(asked).resolves.toBe(true);
      expect(currentSwitchQuestion()).toBeNull();
      expect(seen).toEqual(['Review', null]);

      const cancelled = askToSwitch('Plan');
      currentSwitchQuestion()!.answer(false);
      await expect(cancelled).resolves.toBe(false);
    } finally {
      stop();
    }
  });

  it('a newer question cancels the one still open', async () => {
    const stop = watchSwitchQuestions(() => {});
    try {
      const first = askToSwitch('A');
      const second = askToSwitch('B');
      await expect(first).resolves.toBe(false);
      expect(currentSwitchQuestion()?.to).toBe('B');
      currentSwitchQuestion()!.answer(true);
      await expect(second).resolves.toBe(true);
    } finally {
      stop();
    }
  });

  it('names a grouped start by its first task', () => {
    expect(groupLabel('Write', 1)).toBe('Write');
    expect(groupLabel('Write', 3)).toBe('Write and 2 more');
  });
});
