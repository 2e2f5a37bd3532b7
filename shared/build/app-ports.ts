/**
 * Names, default ports and route ownership of the apps. Ports can be overridden by environment
 * (see README, Configuration); this is the one place their defaults live.
 */
export type AppName = 'host' | 'crm' | 'zoho' | 'templates' | 'portal';
export type RemoteName = Exclude<AppName, 'host'>;

export const remoteNames: readonly RemoteName[] = ['crm', 'zoho', 'templates', 'portal'];

export const defaultPorts: Record<AppName | 'api', number> = {
  api: 8000,
  host: 3000,
  crm: 3001,
  zoho: 3002,
  templates: 3003,
  portal: 3004,
};

export const portEnvNames: Record<AppName | 'api', string> = {
  api: 'API_PORT',
  host: 'HOST_PORT',
  crm: 'CRM_PORT',
  zoho: 'ZOHO_PORT',
  templates: 'TEMPLATES_PORT',
  portal: 'PORTAL_PORT',
};

export function portOf(app: AppName | 'api', env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[portEnvNames[app]];
  const port = raw ? Number(raw) : defaultPorts[app];
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${portEnvNames[app]} must be a port number, got "${raw}"`);
  }
  return port;
}
