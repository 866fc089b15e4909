import { useId, useState, type FormEvent } from 'react';
import { keepTypedText } from '../../hooks/use-typed-values';
import { PageForm, usePageFormOutcome } from '../page-form';
import { AuthRequestError, verifyTwoFactor, type SignedInUser } from './auth-client';
import { FormFailure } from './form-field';
import { fieldControlClass } from '../ui/field-style';

const primaryButtonClass =
  'w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';

/** The code's field: digits from the app, or a recovery code (which a password manager never fills). */
function CodeField({
  id,
  recovery,
  code,
  onChange,
}: {
  id: string;
  recovery: boolean;
  code: string;
  onChange: (code: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {recovery ? 'Recovery code' : 'Authentication code'}
      </label>
      <input
        key={recovery ? 'recovery' : 'totp'}
        id={id}
        name="code"
        type="text"
        autoFocus
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '[0-9]*'}
        maxLength={recovery ? 40 : 6}
        spellCheck={false}
        value={code}
        ref={keepTypedText(code, onChange)}
        onChange={(event) => onChange(event.target.value)}
        className={fieldControlClass(false)}
      />
    </div>
  );
}

/**
 * The second step of a sign-in: the 6-digit code from the authenticator app, or one of the
 * recovery codes, and whether to remember this browser for 30 days.
 */
export function TwoFactorStep({ onSignedIn }: { onSignedIn: (user: SignedInUser) => void }) {
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  // A code refused without scripts comes back with the reason.
  const [failure, setFailure] = useState(usePageFormOutcome('two-factor')?.message ?? null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setFailure(recovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onSignedIn(await verifyTwoFactor(code.trim(), remember));
    } catch (error) {
      setFailure(error instanceof AuthRequestError ? error.message : String(error));
      setBusy(false);
    }
  };

  const codeId = `${id}-code`;
  return (
    <PageForm
      intent="two-factor"
      onSubmit={submit}
      noValidate
      className="mt-8 space-y-5"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Two-step sign-in
      </h2>
      <p className="text-slate-600">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <FormFailure message={failure} />
      <CodeField id={codeId} recovery={recovery} code={code} onChange={setCode} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="rememberDevice"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          className="h-4 w-4 rounded border-slate-300"
        />
        Remember this device for 30 days
      </label>
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
      <button
        type="button"
        className="text-sm font-semibold text-brand-800 underline"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setFailure(null);
        }}
      >
        {recovery ? 'Use the code from your app' : 'Use a recovery code'}
      </button>
    </PageForm>
  );
}
