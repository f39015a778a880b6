// The repeat presets of the task form, as RRULE text (the server checks and runs the rule).

export type RepeatKind = 'none' | 'daily' | 'weekdays' | 'weekly' | 'monthly' | 'monthlyLast' | 'yearly' | 'custom';
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = { MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat', SU: 'Sun' };

export const REPEAT_LABELS: Record<RepeatKind, string> = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekdays: 'Every weekday (Mon to Fri)',
  weekly: 'Weekly on chosen days',
  monthly: 'Monthly',
  monthlyLast: 'Monthly on the last day',
  yearly: 'Yearly',
  custom: 'Custom (RRULE)',
};

/** How a preset ends: never, on a day (UNTIL, that day included) or after a number of occurrences (COUNT). */
export type RepeatEnd = 'never' | 'on' | 'after';
export const END_LABELS: Record<RepeatEnd, string> = { never: 'Never', on: 'On a date', after: 'After a number of times' };

/** `until` is yyyy-MM-dd, `count` the occurrences' text as typed; both only count with their `ends`. */
export type Repeat = { kind: RepeatKind; days: Weekday[]; custom: string; ends?: RepeatEnd; until?: string; count?: string };

const FIXED: Partial<Record<RepeatKind, string>> = {
  daily: 'FREQ=DAILY',
  weekdays: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  monthly: 'FREQ=MONTHLY',
  monthlyLast: 'FREQ=MONTHLY;BYMONTHDAY=-1',
  yearly: 'FREQ=YEARLY',
};

const byWeek = (days: readonly Weekday[]) => WEEKDAYS.filter((d) => days.includes(d));

/** A whole number of occurrences typed in the form, or null. */
export function endCount(repeat: Repeat): number | null {
  const text = (repeat.count ?? '').trim();
  return /^\d{1,4}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

/** What a preset's end adds to its rule ('' for never, or while the end is not filled in yet). */
function endOf(repeat: Repeat): string {
  if (repeat.ends === 'on' && /^\d{4}-\d{2}-\d{2}$/.test(repeat.until ?? '')) return `;UNTIL=${repeat.until!.replaceAll('-', '')}`;
  const count = repeat.ends === 'after' ? endCount(repeat) : null;
  return count ? `;COUNT=${count}` : '';
}

/** The RRULE text of a choice ('' for none). Weekly with no day chosen repeats on the deadline's weekday. */
export function ruleOf(repeat: Repeat): string {
  if (repeat.kind === 'none') return '';
  if (repeat.kind === 'custom') return repeat.custom.trim().replace(/^RRULE:/i, '');
  if (repeat.kind === 'weekly') return (repeat.days.length ? `FREQ=WEEKLY;BYDAY=${byWeek(repeat.days).join(',')}` : 'FREQ=WEEKLY') + endOf(repeat);
  return FIXED[repeat.kind]! + endOf(repeat);
}

const NO_END = { ends: 'never', until: '', count: '' } as const;

/** A preset's end as the rule's last part: a count, or a day (date-only UNTIL; a time in it stays custom text). */
function splitEnd(text: string): { base: string; end: Pick<Repeat, 'ends' | 'until' | 'count'> } {
  const count = /^(.*);COUNT=(\d{1,4})$/.exec(text);
  if (count && Number(count[2]) >= 1) return { base: count[1], end: { ends: 'after', until: '', count: count[2] } };
  const until = /^(.*);UNTIL=(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (until) return { base: until[1], end: { ends: 'on', until: `${until[2]}-${until[3]}-${until[4]}`, count: '' } };
  return { base: text, end: NO_END };
}

/** The choice a stored rule reads as: a preset (with its end) when it is one, else custom text. */
export function repeatOf(rule: string | null | undefined): Repeat {
  const text = (rule ?? '').trim().toUpperCase();
  if (!text) return { kind: 'none', days: [], custom: '', ...NO_END };
  const { base, end } = splitEnd(text);
  for (const [kind, fixed] of Object.entries(FIXED)) if (fixed === base) return { kind: kind as RepeatKind, days: [], custom: text, ...end };
  const weekly = /^FREQ=WEEKLY(?:;BYDAY=((?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*))?$/.exec(base);
  if (weekly) return { kind: 'weekly', days: weekly[1] ? byWeek(weekly[1].split(',') as Weekday[]) : [], custom: text, ...end };
  return { kind: 'custom', days: [], custom: text, ...NO_END };
}

/** How the end reads in a tooltip: ", until 2027-03-31", ", 10 times". */
function describeEnd(repeat: Repeat): string {
  if (repeat.ends === 'on' && repeat.until) return `, until ${repeat.until}`;
  const count = repeat.ends === 'after' ? endCount(repeat) : null;
  return count ? `, ${count} ${count === 1 ? 'time' : 'times'}` : '';
}

/** A short description of a rule for a row's tooltip: "Weekly on Mon, Wed", "Custom: FREQ=…". */
export function describeRule(rule: string): string {
  const repeat = repeatOf(rule);
  if (repeat.kind === 'custom') return `Repeats: ${repeat.custom}`;
  const base =
    repeat.kind === 'weekly'
      ? repeat.days.length
        ? `Weekly on ${repeat.days.map((d) => WEEKDAY_NAMES[d]).join(', ')}`
        : 'Weekly'
      : REPEAT_LABELS[repeat.kind];
  return base + describeEnd(repeat);
}
