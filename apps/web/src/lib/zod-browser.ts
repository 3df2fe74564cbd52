/**
 * The browser's `zod` (aliased in next.config.ts): the real library with its JIT switched off
 * before any schema exists. Zod's JIT probes `new Function('')`; the site's CSP forbids eval,
 * so the probe (though caught) is reported as a CSP violation in every page's console issues.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
