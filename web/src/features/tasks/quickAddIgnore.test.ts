import { shiftIgnored } from './quickAddIgnore.ts';

describe('ignored quick-add spans across edits', () => {
  const text = 'Call plumber tomorrow p1';
  const p1 = { start: 22, end: 24 };
  const tomorrow = { start: 13, end: 21 };

  it('moves the spans after an edit and keeps those before it', () => {
    expect(shiftIgnored([p1], text, `Please ${text}`)).toEqual([{ start: 29, end: 31 }]);
    expect(shiftIgnored([tomorrow], text, `${text} #Home`)).toEqual([tomorrow]);
    expect(shiftIgnored([tomorrow, p1], text, text.replace('plumber', 'the plumber'))).toEqual([
      { start: 17, end: 25 },
      { start: 26, end: 28 },
    ]);
  });

  it('drops a span the edit changes, so its words are read again', () => {
    expect(shiftIgnored([tomorrow, p1], text, text.replace('tomorrow', 'today'))).toEqual([{ start: 19, end: 21 }]);
    expect(shiftIgnored([p1], text, '')).toEqual([]);
  });
});
