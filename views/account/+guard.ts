import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

// The account page is the signed-in user's own: signed out goes to sign in.
export default function guard(pageContext: PageContextServer) {
  if (!pageContext.user) throw redirect('/auth');
}
