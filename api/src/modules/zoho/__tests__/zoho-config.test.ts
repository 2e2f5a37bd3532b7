import { ConfigError, loadConfig } from '../../../config/load-config';
import { zohoConfigFrom } from '../zoho-config';

const credentials = {
  ZOHO_CLIENT_ID: 'id',
  ZOHO_CLIENT_SECRET: 'secret',
  ZOHO_REFRESH_TOKEN: 'refresh',
  ZOHO_ORGANIZATION_ID: '123',
};

describe('Zoho configuration', () => {
  it('is off without credentials (the catalogue is the source)', () => {
    expect(loadConfig({}, { signIn: false }).zoho).toBeNull();
  });

  it('chooses the hosts of the region', () => {
    expect(loadConfig(credentials, { signIn: false }).zoho).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      refreshToken: 'refresh',
      organizationId: '123',
      region: 'com',
      accountsUrl: 'https://accounts.zoho.com',
      apiBaseUrl: 'https://www.zohoapis.com',
    });
    expect(
      loadConfig({ ...credentials, ZOHO_REGION: 'com.au' }, { signIn: false }).zoho,
    ).toMatchObject({
      accountsUrl: 'https://accounts.zoho.com.au',
      apiBaseUrl: 'https://www.zohoapis.com.au',
    });
    expect(loadConfig({ ...credentials, ZOHO_REGION: 'CA' }, { signIn: false }).zoho).toMatchObject(
      {
        accountsUrl: 'https://accounts.zohocloud.ca',
        apiBaseUrl: 'https://www.zohoapis.ca',
      },
    );
  });

  it('lets the hosts be overridden', () => {
    const zoho = loadConfig(
      {
        ...credentials,
        ZOHO_API_BASE_URL: 'http://127.0.0.1:9999/',
        ZOHO_ACCOUNTS_URL: 'http://127.0.0.1:9998',
      },
      { signIn: false },
    ).zoho;
    expect(zoho).toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:9999',
      accountsUrl: 'http://127.0.0.1:9998',
    });
  });

  it('refuses partial credentials and unknown regions', () => {
    expect(() => loadConfig({ ZOHO_CLIENT_ID: 'id' }, { signIn: false })).toThrow(ConfigError);
    expect(
      zohoConfigFrom({
        clientId: 'id',
        clientSecret: undefined,
        refreshToken: ' ',
        organizationId: '1',
        region: undefined,
        apiBaseUrl: undefined,
        accountsUrl: undefined,
      }),
    ).toEqual({ error: expect.stringContaining('ZOHO_CLIENT_SECRET, ZOHO_REFRESH_TOKEN') });
    expect(() => loadConfig({ ...credentials, ZOHO_REGION: 'mars' }, { signIn: false })).toThrow(
      /ZOHO_REGION/,
    );
  });
});
