import { z } from 'zod';

/*
 * Pages run under a Content Security Policy without 'unsafe-eval'. By default zod compiles
 * object validators with `new Function`, and even probing whether it may do so shows up as a
 * CSP violation in the browser. Every schema module imports `z` from here, so this setting is
 * made before any schema exists, in the browser and on the server alike.
 */
z.config({ jitless: true });

export { z };
