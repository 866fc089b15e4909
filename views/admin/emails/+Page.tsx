import type { EmailList } from '#src/schemas/wire/operations';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, ListSkeleton, LoadError, PageHeading } from '#views/components/admin/kit';
import { ListPager } from '#views/components/admin/operations/list-pager';
import {
  emailStatusLabels,
  emailStatusOrder,
  type EmailStatus,
} from '#views/components/admin/operations/operation-labels';
import { OutboxList, SmtpNotice } from '#views/components/admin/operations/outbox-list';
import {
  operationsPageSize,
  usePagedStateList,
} from '#views/components/admin/operations/paged-state-list';
import { StateFilter } from '#views/components/admin/operations/state-filter';

export default function OutboxPage() {
  const list = usePagedStateList<EmailList, EmailStatus>(
    adminKeys.emails.list,
    '/api/emails',
    'status',
  );
  const { data, error, isPending } = list;
  return (
    <>
      <PageHeading
        title="Outbox"
        description="Every e-mail the site sends or keeps: lead notifications and visitor confirmations. Open one to read it."
      />
      {data ? <SmtpNotice configured={data.smtpConfigured} /> : null}
      <StateFilter
        label="Message status"
        states={emailStatusOrder}
        labels={emailStatusLabels}
        value={list.state}
        onChange={list.setState}
      />
      {error ? <LoadError error={error} /> : null}
      {isPending ? <ListSkeleton /> : null}
      {data && data.emails.length === 0 ? (
        <EmptyState>No messages with this status.</EmptyState>
      ) : null}
      {data && data.emails.length > 0 ? (
        <>
          <OutboxList emails={data.emails} />
          <ListPager
            label="Outbox pages"
            page={list.page}
            pageSize={operationsPageSize}
            total={data.total}
            onPage={list.setPage}
          />
        </>
      ) : null}
    </>
  );
}
