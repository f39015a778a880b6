import type { ScheduleData } from './types.js';
import { escapeText, icsOf, localDateTime, UID_DOMAIN, utcStamp } from '../../lib/icsText.js';

/**
 * The day's work sessions as RFC 5545 events (breaks left out). Times are the plan's local times: floating
 * without `tzid` (the plan is in the user's own calendar day), or in the time zone `tzid`.
 */
export function sessionEvents(data: ScheduleData, opts: { userId: number; stamp: string; tzid?: string }): string[] {
  const at = (hhmm: string) => (opts.tzid ? `;TZID=${opts.tzid}:` : ':') + localDateTime(data.date, hhmm);
  const lines: string[] = [];
  for (const s of data.sessions) {
    if (s.isBreak) continue;
    const description = [s.notes ?? '', ...(s.groupedTasks ?? []).map((g) => `- ${g.taskName}${g.duration ? ` (${g.duration} min)` : ''}`)]
      .filter(Boolean)
      .join('\n');
    const endTime = s.endTime === '24:00' ? '23:59' : s.endTime;
    lines.push(
      'BEGIN:VEVENT',
      `UID:schedule-${opts.userId}-${data.date}-${s.sessionId}@${UID_DOMAIN}`,
      `DTSTAMP:${opts.stamp}`,
      `DTSTART${at(s.startTime)}`,
      `DTEND${at(endTime)}`,
      `SUMMARY:${escapeText(s.taskName)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      'END:VEVENT',
    );
  }
  return lines;
}

/** The day's plan as a calendar of its own (GET /api/schedule/{date}.ics); lines end in CRLF and are folded at 75 octets. */
export function scheduleToIcs(data: ScheduleData, opts: { userId: number; now?: Date }): string {
  const stamp = utcStamp(opts.now ?? new Date());
  return icsOf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Streamline//Daily schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Streamline ${data.date}`)}`,
    ...sessionEvents(data, { userId: opts.userId, stamp }),
    'END:VCALENDAR',
  ]);
}
