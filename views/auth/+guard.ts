import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

// Someone already signed in has nothing to do here.
export default function guard(pageContext: PageContextServer) {
  if (pageContext.user) throw redirect('/');
}
