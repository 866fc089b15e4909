import { useId, useState } from 'react';
import { api } from '../data/api';
import { useApiMutation, useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Panel, QueryState, Skeleton, toastOutcome } from '../kit';

interface SecurityAnswer {
  settings: Array<{ key: string; value: unknown }>;
}

/**
 * "Require two-step sign-in for staff": once on, staff without a second factor are sent to enrol
 * after their password and cannot use the admin until they have (the server enforces it).
 */
export function SecuritySettings() {
  const id = useId();
  // The value being saved, shown at once; the saved one once the list is read again.
  const [saving, setSaving] = useState<boolean | null>(null);
  const query = useApiQuery<SecurityAnswer>(
    adminKeys.settings.detail('security'),
    '/api/settings?context=security',
  );
  const save = useApiMutation(
    (value: boolean) =>
      api.put('/api/settings', {
        settings: [{ context: 'security', key: 'requireTwoFactor', value }],
      }),
    [adminKeys.settings.detail('security')],
  );
  return (
    <Panel title="Security" className="mt-6">
      <QueryState query={query} placeholder={<Skeleton />}>
        {(answer) => {
          const on = answer.settings.some(
            (setting) => setting.key === 'requireTwoFactor' && setting.value === true,
          );
          return (
            <div className="space-y-2">
              <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  id={id}
                  type="checkbox"
                  checked={saving ?? on}
                  disabled={saving !== null}
                  onChange={(event) => {
                    const value = event.target.checked;
                    setSaving(value);
                    void toastOutcome(
                      () => save.mutateAsync(value),
                      {
                        title: value
                          ? 'Two-step sign-in is required for staff'
                          : 'Two-step sign-in is optional for staff',
                      },
                      'Could not save the setting',
                    ).finally(() => setSaving(null));
                  }}
                  className="h-4 w-4 rounded border-slate-300"
                />
                Require two-step sign-in for staff
              </label>
              <p className="text-sm text-slate-600">
                Admins, editors and authors without it are asked to set it up after their password,
                and cannot use the admin until they have. Readers may turn it on for themselves.
              </p>
            </div>
          );
        }}
      </QueryState>
    </Panel>
  );
}
