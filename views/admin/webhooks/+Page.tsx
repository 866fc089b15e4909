import { useState } from 'react';
import type { WebhookEndpointList } from '#src/schemas/wire/webhooks';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, ListSkeleton, LoadError, PageHeading } from '#views/components/admin/kit';
import { DeliveriesPanel } from '#views/components/admin/webhooks/deliveries-panel';
import { AddEndpointDialog } from '#views/components/admin/webhooks/endpoint-dialogs';
import { EndpointsTable } from '#views/components/admin/webhooks/endpoints-table';

export default function WebhooksPage() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { data, error, isPending } = useApiQuery<WebhookEndpointList>(
    adminKeys.webhooks.list(),
    '/api/webhooks',
  );
  const selected = data?.endpoints.find((endpoint) => endpoint.id === selectedId) ?? null;
  return (
    <>
      <PageHeading
        title="Webhooks"
        description="Addresses told about new leads, lead changes and published posts and pages, with every delivery and its attempts logged."
        actions={<AddEndpointDialog />}
      />
      {error ? <LoadError error={error} /> : null}
      {isPending ? <ListSkeleton /> : null}
      {data && data.endpoints.length === 0 ? (
        <EmptyState>No endpoints yet. Add one to send events to your CRM or automation.</EmptyState>
      ) : null}
      {data && data.endpoints.length > 0 ? (
        <div className="space-y-6">
          <EndpointsTable
            endpoints={data.endpoints}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
          {selected ? <DeliveriesPanel key={selected.id} endpoint={selected} /> : null}
        </div>
      ) : null}
    </>
  );
}
