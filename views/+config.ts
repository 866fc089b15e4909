import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Pages live in views/ but their URLs start at the site root.
  filesystemRoutingRoot: '/',
  passToClient: ['user', 'site'],
  lang: 'en',
  stream: true,
  // SPEC §2 legacy admin paths: the blog's admin moved under /admin (301). /solutions has no page
  // of its own: the voice receptionist page is the overview.
  redirects: {
    '/solutions': '/solutions/ai-voice-receptionists',
    '/blog/admin': '/admin/blog',
    '/blog/admin/*': '/admin/blog/*',
  },
  description:
    'AI receptionists and workflow automation for small businesses: answer every call 24/7, capture every lead and book more appointments.',
} satisfies Config;
