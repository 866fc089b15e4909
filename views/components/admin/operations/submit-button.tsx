import { Button } from '../kit';

/** A form's send button, naming its work while busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
