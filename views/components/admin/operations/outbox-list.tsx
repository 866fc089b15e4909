import { formatDateTime } from '../kit';
import { emailStatusLabels, stateTone, type Email } from './operation-labels';
import { ToneBadge } from './tone-badge';

/** One message: who, what, how it stands; its text opens below. */
function OutboxMessage({ email }: { email: Email }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
          <span className="font-medium text-slate-900">{email.subject}</span>
          <span className="text-slate-700">to {email.toAddress}</span>
          <ToneBadge tone={stateTone[email.status]}>{emailStatusLabels[email.status]}</ToneBadge>
          <span className="text-slate-600">{formatDateTime(email.sentAt ?? email.createdAt)}</span>
        </summary>
        <div className="border-t border-slate-200 px-4 py-3">
          {email.lastError ? (
            <p className="mb-2 text-sm text-red-800">Last error: {email.lastError}</p>
          ) : null}
          <pre className="whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
            {email.textBody}
          </pre>
        </div>
      </details>
    </li>
  );
}

export function OutboxList({ emails }: { emails: Email[] }) {
  return (
    <ul aria-label="Messages" className="space-y-2">
      {emails.map((email) => (
        <OutboxMessage key={email.id} email={email} />
      ))}
    </ul>
  );
}

/** Without SMTP nothing leaves the site: say so, and that nothing is lost meanwhile. */
export function SmtpNotice({ configured }: { configured: boolean }) {
  return configured ? (
    <p className="mb-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      SMTP is configured: messages are sent as they are queued.
    </p>
  ) : (
    <p
      role="note"
      className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      SMTP_URL is not set: messages wait here and are sent once it is.
    </p>
  );
}
