/**
 * Where the end-to-end stack listens. Test ports differ from the defaults of `npm start` so that a
 * running product on this machine does not collide with a test run; `E2E_*` variables move them.
 */
import type { areaTitles } from '@solar/shared/domain';

/** The four remotes, named as the shell names their areas. */
export type RemoteName = keyof typeof areaTitles;

function portFrom(variable: string, fallback: number): number {
  const raw = process.env[variable];
  return raw ? Number(raw) : fallback;
}

export const testPorts = {
  api: portFrom('E2E_API_PORT', 18000),
  host: portFrom('E2E_HOST_PORT', 13000),
  crm: portFrom('E2E_CRM_PORT', 13001),
  zoho: portFrom('E2E_ZOHO_PORT', 13002),
  templates: portFrom('E2E_TEMPLATES_PORT', 13003),
  portal: portFrom('E2E_PORTAL_PORT', 13004),
  /** The harness's own control endpoint, used by tests to stop and start one remote's server. */
  control: portFrom('E2E_CONTROL_PORT', 13999),
} as const;

export const hostUrl = `http://localhost:${testPorts.host}`;
export const apiUrl = `http://localhost:${testPorts.api}`;
export const controlUrl = `http://127.0.0.1:${testPorts.control}`;

export function remoteOrigin(remote: RemoteName): string {
  return `http://localhost:${testPorts[remote]}`;
}
