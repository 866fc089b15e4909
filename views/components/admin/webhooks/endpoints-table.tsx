import type { WebhookDeliveryView, WebhookEndpointList } from '#src/schemas/wire/webhooks';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, ConfirmDialog, DataTable, formatDateTime, StatusBadge } from '../kit';

type Endpoint = WebhookEndpointList['endpoints'][number];

const columns = ['URL', 'Events', 'Status', 'Failing since'];

function EndpointRow({
  endpoint,
  selected,
  onShowDeliveries,
}: {
  endpoint: Endpoint;
  selected: boolean;
  onShowDeliveries: () => void;
}) {
  const changed = [adminKeys.webhooks.all];
  const remove = useApiMutation(() => api.delete(`/api/webhooks/${endpoint.id}`), changed);
  const toggle = useApiMutation(
    (enabled: boolean) => api.patch(`/api/webhooks/${endpoint.id}`, { enabled }),
    changed,
  );
  const ping = useApiMutation(
    () => api.post<WebhookDeliveryView>(`/api/webhooks/${endpoint.id}/test`),
    changed,
  );
  const sendTest = async () => {
    try {
      await ping.mutateAsync(undefined);
      onShowDeliveries();
      toast({ title: 'Test delivery queued', description: endpoint.url });
    } catch (error) {
      toast({
        title: 'Could not send the test',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };
  const switchTo = async (enabled: boolean) => {
    try {
      await toggle.mutateAsync(enabled);
      toast({ title: enabled ? 'Endpoint switched on' : 'Endpoint switched off' });
    } catch (error) {
      toast({
        title: 'Could not change the endpoint',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };
  return (
    <tr data-testid={`webhook-${endpoint.id}`} className={selected ? 'bg-slate-50' : undefined}>
      <td className="max-w-xs break-all px-4 py-3 font-medium text-slate-900">{endpoint.url}</td>
      <td className="px-4 py-3 text-slate-700">
        <ul>
          {endpoint.events.map((event) => (
            <li key={event} className="font-mono">
              {event}
            </li>
          ))}
        </ul>
      </td>
      <td className="px-4 py-3 text-slate-700">
        <StatusBadge status={endpoint.enabled ? 'On' : 'Off'} />
        {endpoint.disabledReason ? (
          <p className="mt-1 text-xs text-slate-600">{endpoint.disabledReason}</p>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
        {endpoint.failingSince ? formatDateTime(endpoint.failingSince) : '—'}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Deliveries to ${endpoint.url}`}
          aria-pressed={selected}
          onClick={onShowDeliveries}
        >
          Deliveries
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Send test to ${endpoint.url}`}
          disabled={ping.isPending}
          onClick={sendTest}
        >
          Send test
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${endpoint.enabled ? 'Switch off' : 'Switch on'} ${endpoint.url}`}
          disabled={toggle.isPending}
          onClick={() => switchTo(!endpoint.enabled)}
        >
          {endpoint.enabled ? 'Switch off' : 'Switch on'}
        </Button>
        <ConfirmDialog
          kind="webhook endpoint"
          itemName={endpoint.url}
          deleted="Endpoint deleted"
          failed="Failed to delete the endpoint. Please try again."
          onConfirm={() => remove.mutateAsync(undefined)}
        />
      </td>
    </tr>
  );
}

export function EndpointsTable({
  endpoints,
  selectedId,
  onSelect,
}: {
  endpoints: readonly Endpoint[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <DataTable caption={`Webhook endpoints (${endpoints.length})`} columns={columns} withActions>
      {endpoints.map((endpoint) => (
        <EndpointRow
          key={endpoint.id}
          endpoint={endpoint}
          selected={endpoint.id === selectedId}
          onShowDeliveries={() => onSelect(endpoint.id)}
        />
      ))}
    </DataTable>
  );
}
