import { usePageContext } from 'vike-react/usePageContext';
import { ApiTokensSection } from '#views/components/account/api-tokens-section';
import { PasswordSection } from '#views/components/account/password-section';
import { SessionsSection } from '#views/components/account/sessions-section';
import { TwoFactorSection } from '#views/components/account/two-factor-section';

/** Any signed-in user's own account: two-step sign-in, the password, the sessions, API tokens. */
export default function AccountPage() {
  const { user, urlParsed } = usePageContext();
  const enrolling = urlParsed.search.enrol === '1';
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Your account</h1>
        {user ? (
          <p className="mt-2 text-slate-600">
            Signed in as <strong>{user.username}</strong>
          </p>
        ) : null}
      </header>
      <TwoFactorSection enrolling={enrolling} isStaffMember={user?.role !== 'user'} />
      <PasswordSection />
      <SessionsSection />
      {user ? <ApiTokensSection role={user.role} /> : null}
    </div>
  );
}
