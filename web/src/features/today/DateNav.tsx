import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, format, parseISO } from 'date-fns';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';

type Props = { date: string; today: string; onChange: (date: string) => void };

const shift = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** The day being planned: a date input with previous/next day and a way back to today. */
export function DateNav({ date, today, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="icon" aria-label="Previous day" onClick={() => onChange(shift(date, -1))}>
          <ChevronLeft aria-hidden />
        </Button>
        <Input type="date" aria-label="Date" value={date} onChange={(e) => e.target.value && onChange(e.target.value)} className="h-9 w-40" />
        <Button variant="ghost" size="icon" aria-label="Next day" onClick={() => onChange(shift(date, 1))}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {date !== today && (
        <Button variant="secondary" size="sm" onClick={() => onChange(today)}>
          Today
        </Button>
      )}
    </div>
  );
}
