import { parseQuickAdd } from './quickAdd.js';

const at = { now: new Date('2026-11-26T10:00:00Z'), timeZone: 'UTC' };
const labels = [
  { id: 1, name: 'Calls' },
  { id: 2, name: 'deep work' },
  { id: 3, name: 'deep' },
];

describe('@label in quick add', () => {
  it('reads known labels in any case, the longest name first, each once', () => {
    const q = parseQuickAdd({ text: 'Plan Q1 @Deep Work @calls tomorrow @CALLS p1', ...at, labels });
    expect(q.labels).toEqual([
      { id: 2, name: 'deep work' },
      { id: 1, name: 'Calls' },
    ]);
    expect(q.name).toBe('Plan Q1');
    expect(q.priority).toBe(10);
    expect(q.parts.filter((p) => p.kind === 'label').map((p) => p.text)).toEqual(['@Deep Work', '@calls', '@CALLS']);
  });

  it('leaves an unknown @word and an e-mail address in the name', () => {
    const q = parseQuickAdd({ text: 'Mail ann@example.com @someday @deeper', ...at, labels });
    expect(q.labels).toEqual([]);
    expect(q.name).toBe('Mail ann@example.com @someday @deeper');
  });

  it('without a label list answers every @word as a name to look up', () => {
    const q = parseQuickAdd({ text: 'Call @home now', ...at });
    expect(q.labels).toEqual([{ id: null, name: 'home' }]);
    expect(q.name).toBe('Call now');
  });
});
