import type { ScheduleData } from './types.js';

/**
 * The day's work sessions as an RFC 5545 calendar. Times are floating local times (the plan is in
 * the user's own calendar day), lines end in CRLF and are folded at 75 octets.
 */

function escapeText(s: string) {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line: at most 75 octets per line, continuation lines start with a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length ? 74 : 75;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const local = (date: string, hhmm: string) => `${date.replace(/-/g, '')}T${hhmm.replace(':', '')}00`;
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The domain part of every event's UID. Fixed, not the server's host name: a calendar that imports the
 * day again, fetched through another name or address, must see the same events, not new copies.
 */
const UID_DOMAIN = 'streamline';

export function scheduleToIcs(data: ScheduleData, opts: { userId: number; now?: Date }): string {
  const stamp = utcStamp(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Streamline//Daily schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Streamline ${data.date}`)}`,
  ];
  for (const s of data.sessions) {
    if (s.isBreak) continue;
    const description = [s.notes ?? '', ...(s.groupedTasks ?? []).map((g) => `- ${g.taskName}${g.duration ? ` (${g.duration} min)` : ''}`)]
      .filter(Boolean)
      .join('\n');
    const endTime = s.endTime === '24:00' ? '23:59' : s.endTime;
    lines.push(
      'BEGIN:VEVENT',
      `UID:schedule-${opts.userId}-${data.date}-${s.sessionId}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${local(data.date, s.startTime)}`,
      `DTEND:${local(data.date, endTime)}`,
      `SUMMARY:${escapeText(s.taskName)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
