/**
 * zod keeps its settings on this global, so that every copy of zod on a page (the host and each
 * remote bundle their own) shares them. Written directly: importing zod's `config` would put part
 * of zod into the host's first download, which does not otherwise need zod.
 */
interface ZodSettingsHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * The pages run under a Content-Security-Policy without 'unsafe-eval' (scripts/static-server.ts).
 * On its first object schema zod probes `new Function` to compile faster validators; the policy
 * refuses it and the browser reports a violation although zod catches the error. Jitless, zod
 * skips the probe and validates the interpreted way. Call this before anything validates.
 */
export function validateWithoutEval(): void {
  const holder = globalThis as typeof globalThis & ZodSettingsHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
