/**
 * A control's refusal under it, and the wiring that ties the two together for screen readers:
 * for controls made by hand (the kit's bound fields use them too).
 */
export function FieldMessage({ id, message }: { id: string; message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-message`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** `aria-invalid` and `aria-describedby` for the control `id` while `message` refuses it. */
export function messageWiring(id: string, message?: string | null) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-message` : undefined,
  };
}
