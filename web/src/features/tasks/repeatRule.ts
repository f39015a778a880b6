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

export type Repeat = { kind: RepeatKind; days: Weekday[]; custom: string };

const FIXED: Partial<Record<RepeatKind, string>> = {
  daily: 'FREQ=DAILY',
  weekdays: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  monthly: 'FREQ=MONTHLY',
  monthlyLast: 'FREQ=MONTHLY;BYMONTHDAY=-1',
  yearly: 'FREQ=YEARLY',
};

const byWeek = (days: readonly Weekday[]) => WEEKDAYS.filter((d) => days.includes(d));

/** The RRULE text of a choice ('' for none). Weekly with no day chosen repeats on the deadline's weekday. */
export function ruleOf(repeat: Repeat): string {
  if (repeat.kind === 'none') return '';
  if (repeat.kind === 'custom') return repeat.custom.trim().replace(/^RRULE:/i, '');
  if (repeat.kind === 'weekly') return repeat.days.length ? `FREQ=WEEKLY;BYDAY=${byWeek(repeat.days).join(',')}` : 'FREQ=WEEKLY';
  return FIXED[repeat.kind]!;
}

/** The choice a stored rule reads as: a preset when it is one, else custom text. */
export function repeatOf(rule: string | null | undefined): Repeat {
  const text = (rule ?? '').trim().toUpperCase();
  if (!text) return { kind: 'none', days: [], custom: '' };
  for (const [kind, fixed] of Object.entries(FIXED)) if (fixed === text) return { kind: kind as RepeatKind, days: [], custom: text };
  const weekly = /^FREQ=WEEKLY(?:;BYDAY=((?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*))?$/.exec(text);
  if (weekly) return { kind: 'weekly', days: weekly[1] ? byWeek(weekly[1].split(',') as Weekday[]) : [], custom: text };
  return { kind: 'custom', days: [], custom: text };
}

/** A short description of a rule for a row's tooltip: "Weekly on Mon, Wed", "Custom: FREQ=…". */
export function describeRule(rule: string): string {
  const repeat = repeatOf(rule);
  if (repeat.kind === 'weekly') return repeat.days.length ? `Weekly on ${repeat.days.map((d) => WEEKDAY_NAMES[d]).join(', ')}` : 'Weekly';
  if (repeat.kind === 'custom') return `Repeats: ${repeat.custom}`;
  return REPEAT_LABELS[repeat.kind];
}
