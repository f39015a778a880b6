import { useEffect, useState, type FormEvent } from 'react';
import { Sparkles, WandSparkles } from 'lucide-react';
import { graphql, useMutation } from 'react-relay/hooks.js';
import type { GenerateScheduleFormGenerateMutation } from '../../__generated__/GenerateScheduleFormGenerateMutation.graphql.ts';
import type { PrioritySelect_query$key } from '../../__generated__/PrioritySelect_query.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { PrioritySelect, type PriorityPick } from './PrioritySelect.tsx';
import { showPayloadSchedule } from './scheduleStore.ts';

const generateMutation = graphql`
  mutation GenerateScheduleFormGenerateMutation($input: GenerateScheduleInput!) {
    generateSchedule(input: $input) {
      schedule {
        date
        ...ScheduleView_schedule
      }
    }
  }
`;

type Props = {
  query: PrioritySelect_query$key;
  date: string;
  hasSchedule: boolean;
  defaults: { focusTime: number; breakDuration: number };
  onGeneratingChange: (generating: boolean) => void;
};

/** The schedule request (spec section 3): work hours, break, focus length and what to plan first. */
export function GenerateScheduleForm({ query, date, hasSchedule, defaults, onGeneratingChange }: Props) {
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('17:00');
  const [breakDuration, setBreakDuration] = useState(String(defaults.breakDuration));
  const [focusTime, setFocusTime] = useState(String(defaults.focusTime));
  const [priorities, setPriorities] = useState<PriorityPick[]>([]);
  const [commit, generating] = useMutation<GenerateScheduleFormGenerateMutation>(generateMutation);

  useEffect(() => onGeneratingChange(generating), [generating, onGeneratingChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit({
      variables: {
        input: {
          date,
          tzOffsetMinutes: -new Date().getTimezoneOffset(),
          preferences: {
            workHours: { start, end },
            breakDuration: Number(breakDuration),
            focusTime: Number(focusTime),
            priorities: priorities.map((p) => p.key),
          },
        },
      },
      updater: (store) => showPayloadSchedule(store, 'generateSchedule', date),
      onCompleted: () => void toast({ title: hasSchedule ? 'Schedule regenerated' : 'Schedule ready', variant: 'success' }),
      onError: (error) => void toast({ title: 'Could not plan the day', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <Card role="region" aria-label="Plan the day">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <WandSparkles className="size-4 text-indigo-600" aria-hidden /> Plan the day
        </CardTitle>
        <CardDescription>The AI fits your open tasks into focus sessions and breaks.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} aria-label="Schedule preferences">
          <div className="grid grid-cols-2 gap-3">
            <Field label="Start of work">{(p) => <Input {...p} type="time" required value={start} onChange={(e) => setStart(e.target.value)} />}</Field>
            <Field label="End of work">{(p) => <Input {...p} type="time" required value={end} onChange={(e) => setEnd(e.target.value)} />}</Field>
            <Field label="Focus time (min)">
              {(p) => <Input {...p} type="number" min={5} max={240} required value={focusTime} onChange={(e) => setFocusTime(e.target.value)} />}
            </Field>
            <Field label="Break (min)">
              {(p) => <Input {...p} type="number" min={0} max={120} required value={breakDuration} onChange={(e) => setBreakDuration(e.target.value)} />}
            </Field>
          </div>
          <Field label="Priorities" hint="Planned first, in the order you pick them.">
            {(p) => <PrioritySelect id={p.id} query={query} value={priorities} onChange={setPriorities} />}
          </Field>
          <Button type="submit" disabled={generating} className="w-full">
            {generating ? <Spinner /> : <Sparkles aria-hidden />}
            {generating ? 'Generating...' : hasSchedule ? 'Regenerate' : 'Generate'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
