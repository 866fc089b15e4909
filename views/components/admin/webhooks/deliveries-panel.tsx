import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookDeliveryList, WebhookEndpointView } from '#src/schemas/wire/webhooks';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import {
  Button,
  DataTable,
  EmptyState,
  formatDateTime,
  ListSkeleton,
  LoadError,
  Panel,
  StatusBadge,
} from '../kit';
import { DeliveryDialog } from './delivery-dialog';
import { deliveryStatusLabels } from './delivery-labels';

const pageSize = 20;
const columns = ['Event', 'Status', 'Response', 'Time (ms)', 'Sent', 'Last error'];

/**
 * The deliveries of one endpoint, newest first, refreshed while some wait for their first try;
 * each opens on its attempts, with "Resend".
 */
export function DeliveriesPanel({ endpoint }: { endpoint: WebhookEndpointView }) {
  const [page, setPage] = useState(0);
  const { data, error, isPending } = useApiQuery<WebhookDeliveryList>(
    adminKeys.webhooks.deliveries(endpoint.id, { page }),
    `/api/webhooks/${endpoint.id}/deliveries?limit=${pageSize}&offset=${page * pageSize}`,
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((delivery) => delivery.status === 'pending')
          ? 3_000
          : false,
    },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <Panel title={`Deliveries to ${endpoint.url}`}>
      {error ? <LoadError error={error} /> : null}
      {isPending ? <ListSkeleton /> : null}
      {data && data.deliveries.length === 0 ? (
        <EmptyState>Nothing sent yet. “Send test” sends a ping.</EmptyState>
      ) : null}
      {data && data.deliveries.length > 0 ? (
        <>
          <DataTable
            caption={`Deliveries to ${endpoint.url} (${data.total})`}
            columns={columns}
            withActions
          >
            {data.deliveries.map((delivery) => (
              <tr key={delivery.id} data-testid={`delivery-${delivery.id}`}>
                <td className="px-4 py-3 font-mono text-slate-900">{delivery.event}</td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  <StatusBadge status={deliveryStatusLabels[delivery.status]} />
                </td>
                <td className="px-4 py-3 tabular-nums text-slate-700">
                  {delivery.responseStatus ?? '—'}
                </td>
                <td className="px-4 py-3 tabular-nums text-slate-700">
                  {delivery.responseMs ?? '—'}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  {formatDateTime(delivery.deliveredAt ?? delivery.createdAt)}
                </td>
                <td className="max-w-xs break-words px-4 py-3 text-slate-700">
                  {delivery.lastError ?? '—'}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <DeliveryDialog endpoint={endpoint} delivery={delivery} />
                </td>
              </tr>
            ))}
          </DataTable>
          {pages > 1 ? (
            <nav aria-label="Deliveries pages" className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button
                variant="secondary"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}
