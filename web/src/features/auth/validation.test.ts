import { safeRedirect, loginPathFor } from '../../lib/redirect.ts';
import { MESSAGES, validateLogin, validateRegister, validateToken } from './validation.ts';

describe('auth form rules', () => {
  it('login: username 3+, password 6+', () => {
    expect(validateLogin({ username: 'ab', password: '12345' })).toEqual({ username: MESSAGES.username, password: MESSAGES.loginPassword });
    expect(validateLogin({ username: 'abc', password: '123456' })).toEqual({});
  });

  it('register: e-mail, password 8+, optional name 2+', () => {
    expect(validateRegister({ username: 'abc', email: 'x@', password: '1234567', name: 'A' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      name: 'Name must be at least 2 characters',
    });
    expect(validateRegister({ username: 'abc', email: 'a@b.co', password: '12345678', name: '' })).toEqual({});
  });

  it('register: no line breaks or control characters in the username or the name', () => {
    expect(validateRegister({ username: 'ab\ncd', email: 'a@b.co', password: '12345678', name: 'Ann\tLee' })).toEqual({
      username: 'Username must not contain line breaks or control characters',
      name: 'Name must not contain line breaks or control characters',
    });
    expect(validateLogin({ username: 'ab\ncd', password: '123456' })).toEqual({});
  });

  it('2FA token: exactly six digits', () => {
    expect(validateToken('123456')).toBeUndefined();
    expect(validateToken('12345a')).toBe('Token must be 6 digits');
    expect(validateToken('1234567')).toBe('Token must be 6 digits');
  });

  it('redirects only to local paths', () => {
    expect(loginPathFor('/tasks')).toBe('/login?redirect=%2Ftasks');
    expect(safeRedirect('/tasks?x=1')).toBe('/tasks?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
