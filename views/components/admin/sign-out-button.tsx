import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { useSession } from '../auth/use-session';

/** Signs out and goes to the sign-in page; it stays on the page, enabled again, if that fails. */
export function SignOutButton({ className }: { className: string }) {
  const { logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
      await navigate('/auth');
    } catch {
      setLeaving(false);
    }
  };
  return (
    <button type="button" onClick={signOut} disabled={leaving} className={className}>
      {leaving ? 'Logging out...' : 'Logout'}
    </button>
  );
}
