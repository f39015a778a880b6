import { escapeText, icsOf, localDateTime, UID_DOMAIN, utcStamp } from '../../lib/icsText.js';
import { sessionEvents } from '../schedule/ics.js';
import type { ScheduleData } from '../schedule/types.js';

export type FeedReminder = { offsetMinutes: number | null; at: Date | null };
export type FeedTask = {
  id: number;
  name: string;
  description: string | null;
  duration: number;
  dueDate: Date;
  dueTime: string | null;
  recurrence: string | null;
  recurFrom: string;
  updatedAt: Date;
  reminders: FeedReminder[];
};

/** When an all-day deadline's relative reminders fire: this many minutes into the day (09:00). */
const ALL_DAY_REMINDER_MINUTE = 9 * 60;
/** A timed deadline without an estimate still takes some room in a calendar. */
const MIN_EVENT_MINUTES = 15;

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const compactDate = (date: string) => date.replace(/-/g, '');
const nextDay = (date: string) => ymd(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000));
/** -PT90M, PT30M: a duration relative to the event's start. */
const relative = (minutes: number) => `${minutes < 0 ? '-' : ''}PT${Math.abs(minutes)}M`;

/** The VTIMEZONE of an IANA zone and the TZID it defines, or null for a zone the library does not know. */
async function timeZoneBlock(timeZone: string): Promise<{ tzid: string; lines: string[] } | null> {
  // loaded on first use: only calendar apps fetching a feed need it
  const { tzlib_get_ical_block } = await import('timezones-ical-library');
  const [block] = tzlib_get_ical_block(timeZone) as string[];
  const tzid = block?.match(/^TZID:(.+)$/m)?.[1]?.trim();
  return block && tzid ? { tzid, lines: block.split(/\r?\n/).filter(Boolean) } : null;
}

/** The RRULE line of a task's rule text ("FREQ=…" or "RRULE:FREQ=…"), or null. */
function ruleLine(recurrence: string | null): string | null {
  const line = recurrence
    ?.split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => /^(RRULE:)?FREQ=/i.test(l));
  return line ? `RRULE:${line.replace(/^RRULE:/i, '')}` : null;
}

function alarm(task: FeedTask, reminder: FeedReminder, allDay: boolean): string[] {
  let trigger: string;
  if (reminder.at) trigger = `TRIGGER;VALUE=DATE-TIME:${utcStamp(reminder.at)}`;
  else if (reminder.offsetMinutes !== null) trigger = `TRIGGER:${relative((allDay ? ALL_DAY_REMINDER_MINUTE : 0) - reminder.offsetMinutes)}`;
  else return [];
  return ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(task.name)}`, trigger, 'END:VALARM'];
}

function taskEvent(task: FeedTask, tzid: string | null): string[] {
  const date = ymd(task.dueDate);
  const allDay = !task.dueTime;
  const when = allDay
    ? [`DTSTART;VALUE=DATE:${compactDate(date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(date))}`]
    : [`DTSTART${tzid ? `;TZID=${tzid}:` : ':'}${localDateTime(date, task.dueTime!)}`, `DURATION:PT${Math.max(task.duration, MIN_EVENT_MINUTES)}M`];
  // a rule counted from the completion day has no dates of its own: only the coming occurrence is shown
  const rule = task.recurFrom === 'completion' ? null : ruleLine(task.recurrence);
  return [
    'BEGIN:VEVENT',
    `UID:task-${task.id}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(task.updatedAt)}`,
    ...when,
    ...(rule ? [rule] : []),
    `SUMMARY:${escapeText(task.name)}`,
    ...(task.description ? [`DESCRIPTION:${escapeText(task.description)}`] : []),
    ...task.reminders.flatMap((r) => alarm(task, r, allDay)),
    'END:VEVENT',
  ];
}

/**
 * A user's calendar feed: open tasks with a deadline (timed ones in the user's time zone, with their
 * rule and reminders) and the Today plans' work sessions. UIDs depend on the rows only, so a calendar
 * that fetches the feed again updates the same events.
 */
export async function feedIcs(input: { userId: number; timeZone: string; tasks: FeedTask[]; plans: ScheduleData[]; now: Date }): Promise<string> {
  const zone = await timeZoneBlock(input.timeZone);
  const tzid = zone?.tzid ?? null;
  const stamp = utcStamp(input.now);
  return icsOf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Streamline//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Streamline',
    ...(tzid ? [`X-WR-TIMEZONE:${tzid}`] : []),
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...(zone?.lines ?? []),
    ...input.tasks.flatMap((t) => taskEvent(t, tzid)),
    ...input.plans.flatMap((p) => sessionEvents(p, { userId: input.userId, stamp, tzid: tzid ?? undefined })),
    'END:VCALENDAR',
  ]);
}
