import { redirect } from 'vike/abort';

// /solutions has no page of its own: the voice receptionist page is the overview. The guard lives
// in index/ so that it applies to /solutions alone, not to the solution pages beneath it.
export default function guard() {
  throw redirect('/solutions/ai-voice-receptionists', 301);
}
