import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import {
  defaultPorts,
  portEnvNames,
  remoteNames,
  type AppName,
} from '../../shared/build/app-ports';
import { buildRuntimeConfig } from '../../shared/build/runtime-config';
import { loadConfig } from '../../api/src/config/load-config';
import {
  readmeConfiguration,
  readRepositoryFile,
  repositoryRoot,
  withComposeDefaults,
} from './repository-files';

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  container_name?: string;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
}

const compose = parse(readRepositoryFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const apps: AppName[] = ['host', ...remoteNames];

function serviceEnv(name: string): NodeJS.ProcessEnv {
  const environment = services[name]?.environment ?? {};
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, withComposeDefaults(String(value))]),
  );
}

function ownPorts(name: string): number[] {
  return (services[name]?.ports ?? []).map((mapping) => {
    const [published, container] = mapping.split(':').map(Number);
    expect(published).toBe(container);
    return container!;
  });
}

const proxyConfigPath = 'deploy/nginx.conf';
const proxyConfig = readRepositoryFile(proxyConfigPath);

/** The proxy's servers: listening port -> the service and port it passes requests to. */
const proxyRoutes = new Map(
  [...proxyConfig.matchAll(/listen (\d+);[^}]*?set \$upstream http:\/\/([a-z-]+):(\d+);/g)].map(
    (match) => [Number(match[1]), { service: match[2]!, port: Number(match[3]) }],
  ),
);

/** Where browsers reach a service: the proxy's published port that passes to it. */
function publishedPorts(name: string): number[] {
  return ownPorts('proxy').filter((port) => proxyRoutes.get(port)?.service === name);
}

describe('docker-compose.yml', () => {
  it('has PostgreSQL, the API and one static server per app', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'postgres', 'proxy', 'host', ...remoteNames].sort(),
    );
  });

  it('runs PostgreSQL 15 with a volume and a health check the API waits for', () => {
    const postgres = services.postgres!;
    expect(postgres.image).toBe('postgres:15');
    expect(postgres.volumes?.[0]).toMatch(/^[a-z-]+:\/var\/lib\/postgresql\/data$/);
    expect(Object.keys(compose.volumes)).toContain(postgres.volumes![0]!.split(':')[0]);
    expect(postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(services.api!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('points the API at the postgres service and publishes the default API port', () => {
    const env = serviceEnv('api');
    const pg = serviceEnv('postgres');
    expect(env.DATABASE_URL).toBe(
      `postgres://${pg.POSTGRES_USER}:${pg.POSTGRES_PASSWORD}@postgres:5432/${pg.POSTGRES_DB}`,
    );
    expect(env[portEnvNames.api]).toBe(String(defaultPorts.api));
    expect(publishedPorts('api')).toEqual([defaultPorts.api]);
  });

  it('runs the API so that it scales: no published port, no container name, one proxy hop trusted', () => {
    const api = services.api!;
    expect(api.ports).toBeUndefined();
    expect(api.container_name).toBeUndefined();
    expect(api.expose).toEqual([String(defaultPorts.api)]);
    expect(loadConfig({ ...serviceEnv('api'), GOOGLE_CLIENT_ID: 'id' }).trustProxy).toBe(1);
  });

  it.each(apps)('serves %s on its default port, published as is through the proxy', (app) => {
    expect(serviceEnv(app)[portEnvNames[app]]).toBe(String(defaultPorts[app]));
    expect(services[app]!.ports).toBeUndefined();
    expect(publishedPorts(app)).toEqual([defaultPorts[app]]);
    expect(proxyRoutes.get(defaultPorts[app])).toEqual({ service: app, port: defaultPorts[app] });
  });

  it("puts nginx's official image in front, with a configuration that exists and names the API", () => {
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^nginx:\d+\.\d+/);
    expect(proxy.volumes).toContain(`./${proxyConfigPath}:/etc/nginx/nginx.conf:ro`);
    expect(existsSync(path.join(repositoryRoot, proxyConfigPath))).toBe(true);
    expect(proxyRoutes.get(defaultPorts.api)).toEqual({ service: 'api', port: defaultPorts.api });
    // Every published port is a route, and every route is published.
    expect(ownPorts('proxy').sort()).toEqual([...proxyRoutes.keys()].sort());
    expect(proxy.depends_on).toEqual(expect.arrayContaining(['api', ...apps]));
  });

  it('has a proxy configuration that nginx accepts', () => {
    // Debian's nginx checks the file (npm test installs it like PostgreSQL). The service names
    // are resolved only at run time; the logs, which the image sends to the container's output,
    // go to a scratch folder here.
    const nginx = '/usr/sbin/nginx';
    expect({ nginx, installed: existsSync(nginx) }).toEqual({ nginx, installed: true });
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'solar-nginx-'));
    try {
      const config = path.join(prefix, 'nginx.conf');
      writeFileSync(config, proxyConfig.replaceAll('/var/log/nginx/', `${prefix}/`));
      const output = execFileSync(
        nginx,
        ['-t', '-q', '-c', config, '-p', prefix, '-g', `pid ${path.join(prefix, 'nginx.pid')};`],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(output).toBe('');
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('runs the API with production settings: Google sign-in required, no development sign-in', () => {
    const env = serviceEnv('api');
    expect(() => loadConfig(env)).toThrow('GOOGLE_CLIENT_ID is required when APP_ENV=production');
    const config = loadConfig({ ...env, GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' });
    expect(config).toMatchObject({ appEnv: 'production', devIdentityProvider: false });
  });

  it('gives the host a runtime configuration that reaches the published services', () => {
    const config = buildRuntimeConfig(serviceEnv('host'));
    expect(config.apiBaseUrl).toBe(`http://localhost:${publishedPorts('api')[0]}`);
    for (const remote of remoteNames) {
      expect(config.remotes[remote]).toBe(
        `http://localhost:${publishedPorts(remote)[0]}/mf-manifest.json`,
      );
    }
    expect(config.googleClientId).toBeNull();
  });

  it("lets the host's origin call the API and load every remote", () => {
    const hostOrigin = `http://localhost:${publishedPorts('host')[0]}`;
    expect(serviceEnv('api').CORS_ORIGINS?.split(',')).toContain(hostOrigin);
    for (const remote of remoteNames) {
      const env = serviceEnv(remote);
      const origins = env.STATIC_CORS_ORIGINS ?? env.CORS_ORIGINS ?? '';
      expect(origins.split(',')).toContain(hostOrigin);
    }
  });

  it('documents every variable it sets in the README configuration table', () => {
    const documented = readmeConfiguration();
    for (const name of Object.keys(services)) {
      if (name === 'postgres' || name === 'proxy') continue;
      for (const variable of Object.keys(services[name]!.environment ?? {})) {
        expect({ service: name, variable, documented: documented.has(variable) }).toEqual({
          service: name,
          variable,
          documented: true,
        });
      }
    }
  });

  it('builds every app service from the one image of the Dockerfile', () => {
    for (const name of ['api', ...apps]) {
      expect(services[name]!.image).toBe('solar-workplace:local');
      expect(services[name]!.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
    }
  });

  it.each(apps)('runs the %s static server with a command that works without Docker', (app) => {
    const command = services[app]!.command!;
    expect(command.slice(0, 3)).toEqual(['pnpm', 'exec', 'tsx']);
    expect(existsSync(path.join(repositoryRoot, command[3]!))).toBe(true);
    expect(command.slice(4)).toEqual(['--app', app]);
  });

  it("runs the API with its package's start script, whose entry file exists", () => {
    const command = services.api!.command!;
    expect(command).toEqual(['pnpm', '--filter', '@solar/api', 'start']);
    const manifest = JSON.parse(readRepositoryFile('api/package.json')) as {
      name: string;
      scripts: Record<string, string>;
    };
    expect(manifest.name).toBe('@solar/api');
    const entry = /^tsx (\S+\.ts)$/.exec(manifest.scripts.start ?? '')?.[1];
    expect(entry).toBeDefined();
    expect(existsSync(path.join(repositoryRoot, 'api', entry!))).toBe(true);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readRepositoryFile('Dockerfile');

  it('installs the frozen lockfile with the pinned pnpm and builds the apps', () => {
    const rootManifest = JSON.parse(readRepositoryFile('package.json')) as {
      scripts: Record<string, string>;
    };
    expect(dockerfile).toMatch(/npm install -g pnpm@12\.21\.0/);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile/);
    expect(dockerfile).toMatch(/RUN node scripts\/cli\.mjs build/);
    expect(rootManifest.scripts.build).toBe('node scripts/cli.mjs build');
  });

  it('copies the manifest of every workspace package before installing', () => {
    const workspace = parse(readRepositoryFile('pnpm-workspace.yaml')) as { packages: string[] };
    const installAt = dockerfile.indexOf('pnpm install');
    for (const folder of workspace.packages) {
      const copy = dockerfile.indexOf(`COPY ${folder}/package.json ${folder}/`);
      expect({ folder, copied: copy >= 0 && copy < installAt }).toEqual({ folder, copied: true });
    }
  });
});
