import { keyOf } from './keys.ts';
import { lookUp, SHORTCUTS } from './registry.ts';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  keyOf({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('the shortcut registry', () => {
  it('gives each key sequence one meaning per scope, and no sequence starts another', () => {
    for (const scope of ['global', 'taskList'] as const) {
      const sequences = SHORTCUTS.filter((s) => s.scope === scope).flatMap((s) => s.keys.map((k) => k.join(' ')));
      expect(new Set(sequences).size).toBe(sequences.length);
      for (const a of sequences) for (const b of sequences) if (a !== b) expect(b.startsWith(`${a} `)).toBe(false);
    }
  });

  it('finds a shortcut from key presses, and waits after the first key of a sequence', () => {
    expect(lookUp('global', [press('k', { ctrlKey: true })!]).shortcut?.id).toBe('palette');
    expect(lookUp('global', [press('K', { metaKey: true })!]).shortcut?.id).toBe('palette');
    expect(lookUp('global', [press('?')!]).shortcut?.id).toBe('help');
    expect(lookUp('global', ['g'])).toEqual({ shortcut: null, prefix: true });
    expect(lookUp('global', ['g', 't']).shortcut?.id).toBe('go:/tasks');
    expect(lookUp('global', ['j'])).toEqual({ shortcut: null, prefix: false });
    expect(lookUp('taskList', [press(' ')!]).shortcut?.id).toBe('list:complete');
    expect(lookUp('taskList', [press('J')!]).shortcut?.id).toBe('list:next');
    expect(lookUp('taskList', [press(']', { ctrlKey: true })!]).shortcut?.id).toBe('list:indent');
    expect(lookUp('taskList', [press('[', { metaKey: true })!]).shortcut?.id).toBe('list:outdent');
  });

  it('ignores Alt chords', () => {
    expect(press('k', { altKey: true })).toBeNull();
  });
});
