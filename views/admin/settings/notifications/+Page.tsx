import type { NotificationSettingsInput } from '#src/schemas/notifications';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { PageHeading, QueryState } from '#views/components/admin/kit';
import { NotificationForm } from '#views/components/admin/operations/notification-form';

export default function NotificationsPage() {
  const settings = useApiQuery<NotificationSettingsInput>(
    adminKeys.notifications.detail('settings'),
    '/api/settings/notifications',
  );
  return (
    <>
      <PageHeading
        title="Notifications"
        description={
          <>
            Who hears of a new lead by e-mail, and whether the visitor gets a confirmation. Without
            SMTP the messages wait in the{' '}
            <a href="/admin/emails" className="text-brand-800 underline">
              Outbox
            </a>
            .
          </>
        }
      />
      <QueryState query={settings}>{(data) => <NotificationForm settings={data} />}</QueryState>
    </>
  );
}
