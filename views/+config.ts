import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';
import { redirectsBeforeRouting } from '../src/redirects';

export default {
  extends: [vikeReact],
  // Pages live in views/ but their URLs start at the site root.
  filesystemRoutingRoot: '/',
  passToClient: ['user', 'site', 'navigation', 'formOutcome'],
  lang: 'en',
  stream: true,
  // Vike writes the stylesheet link, which the production server inlines (about 60 KB), at the
  // start of <head>, before vike-react's <meta charset>; browsers only look for the charset in
  // the first 1,024 bytes. Vike's placeholder puts the page's assets after it instead.
  headHtmlBegin: '__VITE_PLUGIN_SSR__ASSETS_FIRST__',
  // The one table of moved addresses: Vike answers those outside /admin before routing, the admin
  // guard the others once the old address's role rule has let the visitor in.
  redirects: redirectsBeforeRouting,
  description:
    'AI receptionists and workflow automation for small businesses: answer every call 24/7, capture every lead and book more appointments.',
} satisfies Config;
