import { config } from 'zod/v4/core';

/**
 * The pages run under a Content-Security-Policy without 'unsafe-eval' (scripts/static-server.ts).
 * On its first object schema zod probes `new Function` to compile faster validators; the policy
 * refuses it and the browser reports a violation although zod catches the error. Jitless, zod
 * skips the probe and validates the interpreted way. Its setting is global (on `globalThis`), so
 * this covers every copy of zod on the page: call it before anything validates.
 */
export function validateWithoutEval(): void {
  config({ jitless: true });
}
