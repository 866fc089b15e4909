import { useState, type FormEvent } from 'react';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '#src/schemas/wire/account';
import { FormFailure } from '../auth/form-field';
import { fieldControlClass } from '../ui/field-style';
import { toast } from '../ui/toast';
import {
  apiRequest,
  primaryButton,
  secondaryButton,
  sectionClass,
  useAccountData,
} from './account-api';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The ten recovery codes, shown once right after enrolment, to copy or download. */
function RecoveryCodesPanel({
  codes,
  onDone,
  isStaffMember,
}: {
  codes: string[];
  onDone: () => void;
  isStaffMember: boolean;
}) {
  const text = `${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="mt-4 space-y-4">
      <p
        role="status"
        className="rounded-lg border border-green-200 bg-green-50 p-3 text-green-900"
      >
        Two-step sign-in is on. Save these recovery codes somewhere safe: each signs you in once if
        you lose your phone. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            void navigator.clipboard
              .writeText(text)
              .then(() => toast({ title: 'Recovery codes copied' }))
              .catch(() => toast({ title: 'Could not copy', variant: 'destructive' }))
          }
        >
          Copy codes
        </button>
        <a href={download} download="recovery-codes.txt" className={secondaryButton}>
          Download codes
        </a>
        {isStaffMember ? (
          <a href="/admin" className={primaryButton}>
            I saved them: continue to the admin
          </a>
        ) : (
          <button type="button" className={primaryButton} onClick={onDone}>
            I saved them
          </button>
        )}
      </div>
    </div>
  );
}

/** Scan the QR code (or type the secret), then confirm with a code from the app. */
function Enrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setSetup(await apiRequest<TwoFactorSetup>('POST', '/api/auth/2fa/setup'));
    } catch (error) {
      setFailure(message(error));
    }
    setBusy(false);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await apiRequest<RecoveryCodes>('POST', '/api/auth/2fa/enable', {
        code: code.trim(),
      });
      onEnabled(answer.recoveryCodes);
    } catch (error) {
      setFailure(message(error));
      setBusy(false);
    }
  };

  if (!setup)
    return (
      <div className="mt-4 space-y-4">
        <FormFailure message={failure} />
        <button type="button" className={primaryButton} onClick={start} disabled={busy}>
          Set up two-step sign-in
        </button>
      </div>
    );
  return (
    <form onSubmit={confirm} noValidate className="mt-4 space-y-4">
      <ScanInstructions setup={setup} />
      <FormFailure message={failure} />
      <div>
        <label htmlFor="two-factor-code" className="block text-sm font-medium text-slate-800">
          Code from the app
        </label>
        <input
          id="two-factor-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={fieldControlClass(false)}
        />
      </div>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? 'Checking...' : 'Turn on two-step sign-in'}
      </button>
    </form>
  );
}

/** The QR code and the secret for typing by hand. */
function ScanInstructions({ setup }: { setup: TwoFactorSetup }) {
  return (
    <>
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>Open an authenticator app on your phone (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan this QR code, or enter the secret by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <img
        src={setup.qrCode}
        alt="QR code to add this account to your authenticator app"
        width={192}
        height={192}
        className="rounded-lg border border-slate-200"
      />
      <p className="text-slate-700">
        Secret:{' '}
        <code data-testid="two-factor-secret" className="break-all font-mono text-slate-900">
          {setup.secret}
        </code>
      </p>
    </>
  );
}

/** Turning it off: the password proves it is the account holder. */
function TurnOff({ onOff }: { onOff: () => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest('DELETE', '/api/auth/2fa', { password });
      toast({ title: 'Two-step sign-in is off' });
      onOff();
    } catch (error) {
      setFailure(message(error));
    }
    setBusy(false);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3">
      <FormFailure message={failure} />
      <div>
        <label
          htmlFor="two-factor-off-password"
          className="block text-sm font-medium text-slate-800"
        >
          Your password, to turn it off
        </label>
        <input
          id="two-factor-off-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={fieldControlClass(false)}
        />
      </div>
      <button type="submit" className={secondaryButton} disabled={busy}>
        Turn off two-step sign-in
      </button>
    </form>
  );
}

export function TwoFactorSection({
  enrolling,
  isStaffMember,
}: {
  enrolling: boolean;
  isStaffMember: boolean;
}) {
  const status = useAccountData<TwoFactorStatus>('/api/auth/2fa');
  const [codes, setCodes] = useState<string[] | null>(null);
  const state = status.data;
  return (
    <section aria-labelledby="two-factor-heading" className={sectionClass}>
      <h2 id="two-factor-heading" className="text-xl font-semibold text-slate-900">
        Two-step sign-in
      </h2>
      <p className="mt-1 text-slate-600">
        After your password, a code from an app on your phone: a stolen password alone cannot sign
        in.
      </p>
      {status.error ? <FormFailure message={status.error} /> : null}
      {state && !state.enabled && (state.required || enrolling) && !codes ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900"
        >
          Two-step sign-in is required for staff. Set it up to continue to the admin.
        </p>
      ) : null}
      {codes ? (
        <RecoveryCodesPanel
          codes={codes}
          isStaffMember={isStaffMember}
          onDone={() => {
            setCodes(null);
            status.reload();
          }}
        />
      ) : state?.enabled ? (
        <div className="mt-4 space-y-2 text-slate-700">
          <p>
            <strong>On.</strong> {state.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          {state.required ? (
            <p>Required for staff by your site&apos;s admins: it cannot be turned off.</p>
          ) : (
            <TurnOff onOff={() => status.reload()} />
          )}
        </div>
      ) : state ? (
        <Enrolment onEnabled={setCodes} />
      ) : null}
    </section>
  );
}
