import { spaceAlreadyAfterPick, withPickedMention } from './mentionPick.ts';

describe('picking an @mention', () => {
  it('puts the mention and one space where the typed one was, the caret after the space', () => {
    expect(withPickedMention('Thanks @pa', 7, 10, 'pat')).toEqual({ body: 'Thanks @pat ', caret: 12 });
  });

  it('uses a space already after the caret rather than adding a second one', () => {
    expect(withPickedMention('ask @pa about it', 4, 7, 'pat')).toEqual({ body: 'ask @pat about it', caret: 9 });
  });

  it('adds the space before text that follows at once', () => {
    expect(withPickedMention('@pa,', 0, 3, 'pat')).toEqual({ body: '@pat ,', caret: 5 });
  });
});

describe('a space typed right after a pick', () => {
  it('is already there while the caret stays where the pick left it', () => {
    expect(spaceAlreadyAfterPick('@pat ', 5, 5, 5)).toBe(true);
  });

  it('is typed as usual once the caret moved, text is selected, or nothing was picked', () => {
    expect(spaceAlreadyAfterPick('@pat hi', 5, 7, 7)).toBe(false);
    expect(spaceAlreadyAfterPick('@pat ', 5, 4, 5)).toBe(false);
    expect(spaceAlreadyAfterPick('@pat ', null, 5, 5)).toBe(false);
  });
});
