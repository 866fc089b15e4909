import { Button } from '../kit';

/** A settings screen's buttons: put back the shipped defaults (unsaved), and save. */
export function SettingsActions({
  defaultsLabel,
  onDefaults,
  saveLabel,
  saving,
}: {
  defaultsLabel: string;
  onDefaults: () => void;
  saveLabel: string;
  saving: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onClick={onDefaults}>
        {defaultsLabel}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : saveLabel}
      </Button>
    </div>
  );
}
