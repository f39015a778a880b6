import { zoneToAdopt } from './browserTimeZone.ts';

describe('zoneToAdopt', () => {
  it("takes the browser's zone while the account still has the default UTC", () => {
    expect(zoneToAdopt({ id: 1, timeZone: 'UTC' }, 'Europe/Berlin')).toBe('Europe/Berlin');
  });
  it('leaves a zone the account has, a UTC browser, and an answer without a zone alone', () => {
    expect(zoneToAdopt({ id: 1, timeZone: 'America/New_York' }, 'Europe/Berlin')).toBeNull();
    expect(zoneToAdopt({ id: 1, timeZone: 'UTC' }, 'UTC')).toBeNull();
    expect(zoneToAdopt({ id: 1, timeZone: undefined }, 'Europe/Berlin')).toBeNull();
    expect(zoneToAdopt({ id: 1, timeZone: 'UTC' }, null)).toBeNull();
  });
});
