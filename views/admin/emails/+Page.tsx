import { emailStatuses, type EmailList, type EmailStatus } from '#src/schemas/wire/operations';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { PageHeading } from '#views/components/admin/kit';
import { emailStatusLabels } from '#views/components/admin/operations/operation-labels';
import { OutboxList, SmtpNotice } from '#views/components/admin/operations/outbox-list';
import { PagedList } from '#views/components/admin/operations/paged-list';
import { usePagedStateList } from '#views/components/admin/operations/paged-state-list';
import { StateFilter } from '#views/components/admin/operations/state-filter';

export default function OutboxPage() {
  const list = usePagedStateList<EmailList, EmailStatus>(
    adminKeys.emails.list,
    '/api/emails',
    'status',
  );
  return (
    <>
      <PageHeading
        title="Outbox"
        description="Every e-mail the site sends or keeps: lead notifications and visitor confirmations. Open one to read it."
      />
      {list.data ? <SmtpNotice configured={list.data.smtpConfigured} /> : null}
      <StateFilter
        label="Message status"
        states={emailStatuses}
        labels={emailStatusLabels}
        value={list.state}
        onChange={list.setState}
      />
      <PagedList
        list={list}
        count={(data) => data.emails.length}
        empty="No messages with this status."
        pagerLabel="Outbox pages"
      >
        {(data) => <OutboxList emails={data.emails} />}
      </PagedList>
    </>
  );
}
