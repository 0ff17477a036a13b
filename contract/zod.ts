/**
 * zod for every schema of the contract and the site: import `z` from here, never from 'zod' (a lint rule says so).
 *
 * In a browser, zod is told up front that it may not compile parsers with `new Function`. The site's
 * Content-Security-Policy forbids eval, so compiling could never work there; but zod finds that out by trying, once,
 * when the first object schema is built, and the browser reports the refused try as a CSP violation (Lighthouse's
 * "Issues" audit, the devtools Issues panel). Told first, it never tries. The setting has to be in place before any
 * schema module runs, which importing `z` from this module guarantees. Servers keep the compiled parsers.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
