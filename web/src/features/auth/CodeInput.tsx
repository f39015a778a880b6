import { Input } from '../../components/ui/Input.tsx';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** Authenticator apps show codes as "123 456"; the field keeps the digits only. */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** The 6-digit authenticator code field (spec section 2: placeholder 000000, max length 6, numeric). */
export function CodeInput({ value, onChange, ...props }: Props) {
  return (
    <Input
      {...props}
      name="token"
      value={value}
      onChange={(e) => onChange(digitsOf(e.target.value))}
      onPaste={(e) => {
        // the field's max length would cut a pasted "123 456" to "123 45" before the spaces go
        e.preventDefault();
        onChange(digitsOf(e.clipboardData.getData('text')));
      }}
      placeholder="000000"
      maxLength={6}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      className="h-12 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
    />
  );
}
