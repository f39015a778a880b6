import { useId, type ReactNode } from 'react';
import { Checkbox as C } from 'radix-ui';
import { Check } from 'lucide-react';

type Props = { label: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void };

export function Checkbox({ label, checked, onCheckedChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <C.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-0.5 grid size-4.5 shrink-0 cursor-pointer place-items-center rounded border border-slate-300 bg-white shadow-xs transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-1 focus-visible:outline-none data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600"
      >
        <C.Indicator>
          <Check className="size-3.5 text-white" strokeWidth={3} aria-hidden />
        </C.Indicator>
      </C.Root>
      <label htmlFor={id} className="cursor-pointer text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
