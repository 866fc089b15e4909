import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type {
  AttemptTrigger,
  WebhookAttemptView,
  WebhookDeliveryDetail,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '#src/schemas/wire/webhooks';
import { Dialog } from '#views/components/ui/dialog';
import { api } from '../data/api';
import { refreshAfterChange, useApiMutation, useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, ListSkeleton, LoadError, StatusBadge, toastOutcome } from '../kit';
import { deliveryStatusLabels } from './delivery-labels';

const triggerLabels: Record<AttemptTrigger, string> = {
  scheduled: 'First try',
  retry: 'Retry',
  resend: 'Resend',
  test: 'Test ping',
};

/** Attempts can be seconds apart: their time shows the seconds. */
const attemptTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** How long the dialog looks for the attempt a resend queued before leaving it to a reload. */
const followResendMs = 60_000;

/** "HTTP 200", "HTTP 500", "HTTP 302 (redirects are not followed)", or "No answer: …". */
const outcomeOf = (attempt: WebhookAttemptView) =>
  attempt.responseStatus === null
    ? `No answer: ${attempt.error ?? 'unknown error'}`
    : (attempt.error ?? `HTTP ${attempt.responseStatus}`);

function AttemptItem({ attempt }: { attempt: WebhookAttemptView }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid={`attempt-${attempt.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">
          <time dateTime={attempt.startedAt}>
            {attemptTime.format(new Date(attempt.startedAt))}
          </time>
          <span className="ml-2 text-sm font-normal text-slate-600">
            {triggerLabels[attempt.trigger]}
          </span>
        </p>
        <p className="text-sm tabular-nums text-slate-700">
          {attempt.responseMs === null ? '' : `${attempt.responseMs} ms`}
        </p>
      </div>
      <p className={`mt-1 text-sm ${attempt.error ? 'text-red-800' : 'text-green-800'}`}>
        {outcomeOf(attempt)}
      </p>
      {attempt.responseBody ? (
        <>
          <p className="mt-2 text-xs text-slate-600">
            {attempt.responseTruncated ? 'Response body (its first 1 KB)' : 'Response body'}
          </p>
          <pre className="mt-1 whitespace-pre-wrap break-all rounded-md bg-slate-50 p-3 text-xs text-slate-800">
            {attempt.responseBody}
          </pre>
        </>
      ) : null}
    </li>
  );
}

function DeliveryBody({
  endpoint,
  detail,
  onResent,
}: {
  endpoint: WebhookEndpointView;
  detail: WebhookDeliveryDetail;
  onResent: () => void;
}) {
  const { delivery, attempts } = detail;
  const resend = useApiMutation(
    () =>
      api.post<WebhookDeliveryView>(
        `/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`,
      ),
    [adminKeys.webhooks.deliveries(endpoint.id)],
  );
  const resendNow = async () => {
    const queued = {
      title: 'Resend queued',
      description: `${delivery.event}, ${delivery.messageId}`,
    };
    if (await toastOutcome(() => resend.mutateAsync(undefined), queued, 'Could not resend')) {
      onResent();
    }
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Status</dt>
          <dd className="text-slate-900">
            <StatusBadge status={deliveryStatusLabels[delivery.status]} />
          </dd>
          <dt className="text-slate-600">webhook-id</dt>
          <dd className="break-all font-mono text-slate-900">{delivery.messageId}</dd>
          <dt className="text-slate-600">Attempts</dt>
          <dd className="tabular-nums text-slate-900">{delivery.attempts}</dd>
        </dl>
        <Button variant="secondary" disabled={resend.isPending} onClick={resendNow}>
          Resend
        </Button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Payload sent</summary>
        <pre className="mt-2 whitespace-pre-wrap break-all rounded-md bg-slate-50 p-3 text-xs text-slate-800">
          {JSON.stringify(delivery.payload, null, 2)}
        </pre>
      </details>
      <section aria-labelledby={`attempts-${delivery.id}`}>
        <h3 id={`attempts-${delivery.id}`} className="text-lg font-semibold text-slate-900">
          Attempts, newest first
        </h3>
        {attempts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No attempt yet: the job queue sends it shortly.
          </p>
        ) : (
          <ol className="mt-3 space-y-3">
            {attempts.map((attempt) => (
              <AttemptItem key={attempt.id} attempt={attempt} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * One delivery in a dialog, opened from its row: what it sends, every attempt newest first, and
 * "Resend". After a resend it looks again every second or so until the new attempt is in (or a
 * minute has passed), then refreshes the delivery log.
 */
export function DeliveryDialog({
  endpoint,
  delivery,
}: {
  endpoint: WebhookEndpointView;
  delivery: WebhookDeliveryView;
}) {
  const [open, setOpen] = useState(false);
  // After a resend: how many attempts there were, and until when to look for the next one.
  const [following, setFollowing] = useState<{ attempts: number; until: number } | null>(null);
  const queryClient = useQueryClient();
  const { data, error } = useApiQuery<WebhookDeliveryDetail>(
    adminKeys.webhooks.delivery(endpoint.id, delivery.id),
    open ? `/api/webhooks/${endpoint.id}/deliveries/${delivery.id}` : null,
    {
      refetchInterval: (query) => {
        const attempts = query.state.data?.attempts.length ?? 0;
        return following && attempts <= following.attempts && Date.now() < following.until
          ? 1_500
          : false;
      },
    },
  );
  const attemptCount = data?.attempts.length;
  // The resent attempt is in: the delivery log shows its outcome too.
  const resentAttemptIn =
    !!following && attemptCount !== undefined && attemptCount > following.attempts;
  useEffect(() => {
    if (!resentAttemptIn) return;
    void refreshAfterChange(queryClient, adminKeys.webhooks.deliveries(endpoint.id));
  }, [resentAttemptIn, queryClient, endpoint.id]);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      wide
      title={`Delivery of ${delivery.event}`}
      description={`Every attempt to send it to ${endpoint.url}, and what answered.`}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Attempts of delivery ${delivery.id} (${delivery.event})`}
        >
          Attempts
        </Button>
      }
    >
      {error ? <LoadError error={error} /> : null}
      {!error && !data ? <ListSkeleton /> : null}
      {data ? (
        <DeliveryBody
          endpoint={endpoint}
          detail={data}
          onResent={() =>
            setFollowing({ attempts: data.attempts.length, until: Date.now() + followResendMs })
          }
        />
      ) : null}
    </Dialog>
  );
}
