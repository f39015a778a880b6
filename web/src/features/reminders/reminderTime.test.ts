import { formatInZone, instantFromLocal } from './reminderTime.ts';

describe("reminder times in the account's time zone", () => {
  it('shows one instant on the clock of each zone', () => {
    const at = '2026-11-28T13:00:00.000Z';
    expect(formatInZone(at, 'Europe/Berlin')).toBe('Sat 28 Nov 2026, 14:00');
    expect(formatInZone(at, 'Asia/Tokyo')).toBe('Sat 28 Nov 2026, 22:00');
    expect(formatInZone(at, 'America/New_York')).toBe('Sat 28 Nov 2026, 08:00');
  });

  it('reads a date-and-time field on the clock of the zone, across a daylight-saving change', () => {
    expect(instantFromLocal('2026-11-28T14:00', 'Europe/Berlin')?.toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(instantFromLocal('2026-07-01T14:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(instantFromLocal('2026-11-28T14:00', 'Asia/Tokyo')?.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    for (const bad of ['', '2026-11-28', 'tomorrow', '2026-11-28T14:00:00Z']) expect(instantFromLocal(bad, 'UTC')).toBeNull();
  });
});
