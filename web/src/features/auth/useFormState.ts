import { useState, type ChangeEvent } from 'react';
import { hasErrors, type Errors } from './validation.ts';

/** Values, rule messages (live once a submit was tried) and a reset, for the small auth forms. */
export function useFormState<T extends Record<string, string>>(initial: T, validate: (values: T) => Errors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [tried, setTried] = useState(false);

  const field = (name: keyof T) => ({
    name: String(name),
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (tried) setErrors(validate(next));
    },
  });

  /** Returns the values when every rule holds, else shows the messages and returns null. */
  const check = (): T | null => {
    setTried(true);
    const found = validate(values);
    setErrors(found);
    return hasErrors(found) ? null : values;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setTried(false);
  };

  return { values, errors, field, check, reset };
}
