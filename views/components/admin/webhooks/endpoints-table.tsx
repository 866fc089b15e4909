import type { WebhookDeliveryView, WebhookEndpointList } from '#src/schemas/wire/webhooks';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import {
  Button,
  ConfirmDialog,
  DataTable,
  formatDateTime,
  StatusBadge,
  toastOutcome,
} from '../kit';

type Endpoint = WebhookEndpointList['endpoints'][number];

const columns = ['URL', 'Events', 'Status', 'Failing since'];

function EndpointCells({ endpoint }: { endpoint: Endpoint }) {
  return (
    <>
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
    </>
  );
}

/** Send a test, switch on or off, delete: each toasts how it went. */
function EndpointActions({
  endpoint,
  onShowDeliveries,
}: {
  endpoint: Endpoint;
  onShowDeliveries: () => void;
}) {
  const changed = [adminKeys.webhooks.all];
  const path = `/api/webhooks/${endpoint.id}`;
  const remove = useApiMutation(() => api.delete(path), changed);
  const toggle = useApiMutation((enabled: boolean) => api.patch(path, { enabled }), changed);
  const ping = useApiMutation(() => api.post<WebhookDeliveryView>(`${path}/test`), changed);
  const sendTest = async () => {
    const queued = { title: 'Test delivery queued', description: endpoint.url };
    if (await toastOutcome(() => ping.mutateAsync(undefined), queued, 'Could not send the test'))
      onShowDeliveries();
  };
  const switchTo = (enabled: boolean) =>
    toastOutcome(
      () => toggle.mutateAsync(enabled),
      { title: enabled ? 'Endpoint switched on' : 'Endpoint switched off' },
      'Could not change the endpoint',
    );
  const switchLabel = endpoint.enabled ? 'Switch off' : 'Switch on';
  return (
    <>
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
        aria-label={`${switchLabel} ${endpoint.url}`}
        disabled={toggle.isPending}
        onClick={() => switchTo(!endpoint.enabled)}
      >
        {switchLabel}
      </Button>
      <ConfirmDialog
        kind="webhook endpoint"
        itemName={endpoint.url}
        deleted="Endpoint deleted"
        failed="Failed to delete the endpoint. Please try again."
        onConfirm={() => remove.mutateAsync(undefined)}
      />
    </>
  );
}

function EndpointRow({
  endpoint,
  selected,
  onShowDeliveries,
}: {
  endpoint: Endpoint;
  selected: boolean;
  onShowDeliveries: () => void;
}) {
  return (
    <tr data-testid={`webhook-${endpoint.id}`} className={selected ? 'bg-slate-50' : undefined}>
      <EndpointCells endpoint={endpoint} />
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
        <EndpointActions endpoint={endpoint} onShowDeliveries={onShowDeliveries} />
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
