import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { LABEL_PALETTE } from '../../../../shared/labels/palette.ts';

type Props = { value: string; onChange: (color: string) => void; label: string };

/** The palette's colours as a radio group of swatches. */
export function ColorSwatches({ value, onChange, label }: Props) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1.5">
      {LABEL_PALETTE.map((c) => {
        const selected = c.color.toLowerCase() === value.toLowerCase();
        return (
          <button
            key={c.color}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={c.name}
            title={c.name}
            onClick={() => onChange(c.color)}
            className={cn(
              'grid size-6 cursor-pointer place-items-center rounded-full ring-offset-2 transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
              selected && 'ring-2 ring-slate-400',
            )}
            style={{ backgroundColor: c.color }}
          >
            {selected && <Check className="size-3.5 text-white" aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}
