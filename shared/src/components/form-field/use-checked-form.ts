import { type FormEvent, useState } from 'react';

/**
 * A form's values and its fields' messages under the forms' one rule: nothing is said until the
 * first submit, then the messages follow the fields as they are corrected. `passes(event)` stops
 * the browser's own submit, shows the messages and answers whether the values may be sent.
 */
export function useCheckedForm<V extends object, E extends object>(
  initial: () => V,
  check: (values: V) => E,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<E>(() => ({}) as E);
  const [submitted, setSubmitted] = useState(false);
  const change = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };
  const passes = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { values, errors, change, passes };
}
