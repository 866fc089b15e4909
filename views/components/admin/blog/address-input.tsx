import { useState } from 'react';
import { messageWiring } from '../kit';

/**
 * The state of an address typed by hand (a link's, an image's): the text, its refusal, and the
 * props for its `AddressInput`.
 */
export function useAddressField(id: string, initial = '') {
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return { address, error, setError, input: { id, value: address, onChange: setAddress, error } };
}

/** The input of `useAddressField`, tied to its message `<id>-message`. */
export function AddressInput({
  id,
  value,
  onChange,
  error,
  placeholder,
  className,
}: ReturnType<typeof useAddressField>['input'] & { placeholder: string; className: string }) {
  return (
    <input
      id={id}
      type="text"
      inputMode="url"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      {...messageWiring(id, error)}
      className={className}
    />
  );
}
