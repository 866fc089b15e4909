import { redirect } from 'vike/abort';

// /solutions has no page of its own: the voice receptionist page is the overview.
export default function guard() {
  throw redirect('/solutions/ai-voice-receptionists', 301);
}
