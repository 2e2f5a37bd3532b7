import { expect, test } from '@playwright/test';
import { runtimeConfigSchema } from '@solar/shared/domain';
import { apiUrl, hostUrl, remoteOrigin } from '../support/test-stack';

test('the host serves a runtime configuration that points at this deployment', async ({
  request,
}) => {
  const response = await request.get(`${hostUrl}/app-config.json`);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const config = runtimeConfigSchema.parse(await response.json());
  expect(config.apiBaseUrl).toBe(apiUrl);
  expect(config.remotes.crm).toBe(`${remoteOrigin('crm')}/mf-manifest.json`);
  expect(config.remotes.portal).toBe(`${remoteOrigin('portal')}/mf-manifest.json`);
  expect(config.googleClientId).toBeNull();
});

test('a remote is served compressed, with CORS for the host and the right cache headers', async ({
  request,
}) => {
  const manifestResponse = await request.get(`${remoteOrigin('crm')}/mf-manifest.json`, {
    headers: { Origin: hostUrl, 'Accept-Encoding': 'br, gzip' },
  });
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['access-control-allow-origin']).toBe(hostUrl);
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');

  const entry = await request.get(`${remoteOrigin('crm')}/remoteEntry.js`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['content-encoding']).toBe('br');

  // Hashed chunks never change under their name, so browsers may keep them for a year.
  const manifest = (await manifestResponse.json()) as {
    exposes: { assets: { js: { async: string[]; sync: string[] } } }[];
  };
  const chunk = [
    ...manifest.exposes[0]!.assets.js.sync,
    ...manifest.exposes[0]!.assets.js.async,
  ][0]!;
  const chunkResponse = await request.get(`${remoteOrigin('crm')}/${chunk}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(chunkResponse.status()).toBe(200);
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Another origin gets no CORS grant.
  const foreign = await request.get(`${remoteOrigin('crm')}/mf-manifest.json`, {
    headers: { Origin: 'http://evil.example' },
  });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
});
