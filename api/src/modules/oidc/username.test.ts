import { baseUsername, firstFreeUsername } from './username.js';

describe('usernames of accounts a provider sign-in creates', () => {
  it('come from preferred_username, else the e-mail address, in the characters a username may hold', () => {
    expect(baseUsername('ada.lovelace', 'x@example.com')).toBe('ada.lovelace');
    expect(baseUsername('Zoë Müller', 'x@example.com')).toBe('Zoe-Muller');
    expect(baseUsername('jane@corp.example', 'other@example.com')).toBe('jane');
    expect(baseUsername(undefined, 'grace.hopper@example.com')).toBe('grace.hopper');
    expect(baseUsername('日本', 'kenji@example.com')).toBe('kenji');
    expect(baseUsername(undefined, 'al@example.com')).toBe('al-sso');
    expect(baseUsername('--', '__@example.com')).toBe('user-sso');
    expect(baseUsername('a'.repeat(80), 'x@example.com').length).toBeLessThanOrEqual(50);
  });

  it('take the next free number when the name is taken', () => {
    expect(firstFreeUsername('ada', new Set())).toBe('ada');
    expect(firstFreeUsername('ada', new Set(['ada', 'ada-2', 'adam']))).toBe('ada-3');
  });
});
