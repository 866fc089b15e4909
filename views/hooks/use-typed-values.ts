import { useState } from 'react';
import type {
  FieldValues,
  Path,
  PathValue,
  UseFormRegisterReturn,
  UseFormSetValue,
} from 'react-hook-form';

/**
 * What a visitor typed, or cleared, before the page's scripts ran is what the form sends.
 * react-hook-form writes its default values into a field when the field's element first reaches
 * it (hydration), over whatever the element holds by then; this registration gives the element's
 * own value back to the form at that moment. The server renders the same defaults as the
 * elements' values, so a field nobody touched keeps them.
 */
export function useTypedValues<Values extends FieldValues>(setValue: UseFormSetValue<Values>) {
  const [mounted] = useState(() => new WeakSet<Element>());
  return <Name extends Path<Values>>(registration: UseFormRegisterReturn<Name>) => ({
    ...registration,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
      if (!element || mounted.has(element)) return registration.ref(element);
      mounted.add(element);
      const typed = element.value;
      registration.ref(element);
      if (element.value !== typed) {
        setValue(registration.name, typed as PathValue<Values, Name>, { shouldDirty: true });
      }
    },
  });
}

/**
 * The same for a field whose value is React state: a ref that gives the state what the element
 * holds when it mounts. Afterwards React keeps the two equal, and it does nothing.
 */
export const keepTypedText =
  (value: string, adopt: (typed: string) => void) =>
  (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (element && element.value !== value) adopt(element.value);
  };
