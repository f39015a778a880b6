import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import type { LinkErrors, LinkValues } from './linkValidation.ts';

type Props = {
  values: LinkValues;
  errors: LinkErrors;
  onChange: (values: LinkValues) => void;
  autoFocus?: boolean;
};

/** The label and url inputs with their rule messages (spec section 5). */
export function LinkFields({ values, errors, onChange, autoFocus }: Props) {
  return (
    <>
      <Field label="Label" error={errors.label}>
        {(p) => (
          <Input
            {...p}
            autoFocus={autoFocus}
            value={values.label}
            maxLength={100}
            placeholder="e.g. Team wiki"
            onChange={(e) => onChange({ ...values, label: e.target.value })}
          />
        )}
      </Field>
      <Field label="URL" error={errors.url}>
        {(p) => (
          <Input
            {...p}
            type="url"
            inputMode="url"
            value={values.url}
            maxLength={2048}
            placeholder="https://"
            onChange={(e) => onChange({ ...values, url: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
