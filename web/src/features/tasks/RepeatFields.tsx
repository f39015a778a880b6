import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { cn } from '../../lib/cn.ts';
import { END_LABELS, REPEAT_LABELS, WEEKDAY_NAMES, WEEKDAYS, type Repeat, type RepeatEnd, type RepeatKind } from './repeatRule.ts';
import { Select } from './ui/controls.tsx';

type Props = {
  repeat: Repeat;
  recurFrom: 'due' | 'completion';
  onChange: (repeat: Repeat, recurFrom: 'due' | 'completion') => void;
  error?: string;
  /** what is wrong with the end (no day, no count) */
  endError?: string;
};

/**
 * How a task repeats: a preset (weekly on chosen days) with its end (never, on a day, after a number of
 * times), or RRULE text; from its deadline or from its completion.
 */
export function RepeatFields({ repeat, recurFrom, onChange, error, endError }: Props) {
  const ends = repeat.ends ?? 'never';
  const set = (next: Partial<Repeat>) => onChange({ ...repeat, ...next }, recurFrom);
  return (
    <div className="grid gap-3 sm:col-span-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Repeat" error={repeat.kind === 'custom' ? undefined : error}>
          {(p) => (
            <Select {...p} value={repeat.kind} onChange={(e) => set({ kind: e.target.value as RepeatKind })}>
              {(Object.keys(REPEAT_LABELS) as RepeatKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {REPEAT_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {repeat.kind !== 'none' && (
          <Field label="Next one counts">
            {(p) => (
              <Select {...p} value={recurFrom} onChange={(e) => onChange(repeat, e.target.value as 'due' | 'completion')}>
                <option value="due">From the deadline</option>
                <option value="completion">From completion</option>
              </Select>
            )}
          </Field>
        )}
      </div>
      {repeat.kind === 'weekly' && (
        <fieldset className="flex flex-wrap gap-1.5" aria-label="Repeat on">
          {WEEKDAYS.map((day) => {
            const on = repeat.days.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                onClick={() => set({ days: on ? repeat.days.filter((d) => d !== day) : [...repeat.days, day] })}
                className={cn(
                  'h-8 min-w-11 rounded-lg px-2 text-xs font-medium ring-1 transition-colors',
                  on ? 'bg-indigo-600 text-white ring-indigo-600' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                )}
              >
                {WEEKDAY_NAMES[day]}
              </button>
            );
          })}
        </fieldset>
      )}
      {repeat.kind !== 'none' && repeat.kind !== 'custom' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Ends" error={ends === 'never' ? endError : undefined}>
            {(p) => (
              <Select {...p} value={ends} onChange={(e) => set({ ends: e.target.value as RepeatEnd })}>
                {(Object.keys(END_LABELS) as RepeatEnd[]).map((kind) => (
                  <option key={kind} value={kind}>
                    {END_LABELS[kind]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {ends === 'on' && (
            <Field label="Last day" error={endError}>
              {(p) => <Input {...p} type="date" value={repeat.until ?? ''} onChange={(e) => set({ until: e.target.value })} />}
            </Field>
          )}
          {ends === 'after' && (
            <Field label="Times" error={endError} hint="The current one counts">
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  min={1}
                  max={9999}
                  inputMode="numeric"
                  value={repeat.count ?? ''}
                  onChange={(e) => set({ count: e.target.value })}
                />
              )}
            </Field>
          )}
        </div>
      )}
      {repeat.kind === 'custom' && (
        <Field label="RRULE" error={error} hint="For example FREQ=DAILY;INTERVAL=3, FREQ=MONTHLY;BYDAY=1MO or FREQ=WEEKLY;COUNT=10">
          {(p) => (
            <Input
              {...p}
              value={repeat.custom}
              maxLength={500}
              spellCheck={false}
              placeholder="FREQ=WEEKLY;BYDAY=MO,WE"
              onChange={(e) => set({ custom: e.target.value })}
            />
          )}
        </Field>
      )}
    </div>
  );
}
