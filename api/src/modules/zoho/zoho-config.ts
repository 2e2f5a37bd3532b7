/**
 * Zoho Inventory's data centres: each region has its own accounts (OAuth) and API hosts, and a
 * refresh token works only in the region that issued it.
 */
const zohoRegions = {
  com: { accountsUrl: 'https://accounts.zoho.com', apiBaseUrl: 'https://www.zohoapis.com' },
  eu: { accountsUrl: 'https://accounts.zoho.eu', apiBaseUrl: 'https://www.zohoapis.eu' },
  in: { accountsUrl: 'https://accounts.zoho.in', apiBaseUrl: 'https://www.zohoapis.in' },
  'com.au': {
    accountsUrl: 'https://accounts.zoho.com.au',
    apiBaseUrl: 'https://www.zohoapis.com.au',
  },
  jp: { accountsUrl: 'https://accounts.zoho.jp', apiBaseUrl: 'https://www.zohoapis.jp' },
  ca: { accountsUrl: 'https://accounts.zohocloud.ca', apiBaseUrl: 'https://www.zohoapis.ca' },
} as const;
type ZohoRegion = keyof typeof zohoRegions;

/** What the Zoho Inventory adapter needs; null in `ApiConfig` when no credentials are set. */
export interface ZohoConfig {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  organizationId: string;
  region: ZohoRegion;
  /** The OAuth host, e.g. `https://accounts.zoho.eu` (tests point it at a local server). */
  accountsUrl: string;
  /** The API host, e.g. `https://www.zohoapis.eu`; `/inventory/v1/…` is appended. */
  apiBaseUrl: string;
}

interface ZohoEnvironment {
  clientId: string | undefined;
  clientSecret: string | undefined;
  refreshToken: string | undefined;
  organizationId: string | undefined;
  region: string | undefined;
  apiBaseUrl: string | undefined;
  accountsUrl: string | undefined;
}

const trimmed = (value: string | undefined) => value?.trim() || null;
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads the ZOHO_* variables: all four credentials give a config, none gives null (the built-in
 * catalogue is the item source), and anything in between is a mistake worth refusing to start on
 * (a half-configured sync would silently fall back to sample data).
 */
export function zohoConfigFrom(
  env: ZohoEnvironment,
): { config: ZohoConfig | null } | { error: string } {
  const credentials = {
    ZOHO_CLIENT_ID: trimmed(env.clientId),
    ZOHO_CLIENT_SECRET: trimmed(env.clientSecret),
    ZOHO_REFRESH_TOKEN: trimmed(env.refreshToken),
    ZOHO_ORGANIZATION_ID: trimmed(env.organizationId),
  };
  const missing = Object.entries(credentials)
    .filter(([, value]) => value === null)
    .map(([name]) => name);
  if (missing.length === 4) return { config: null };
  if (missing.length > 0) {
    return { error: `Zoho Inventory needs ${missing.join(', ')} as well (or none of ZOHO_*)` };
  }
  const region = (trimmed(env.region)?.toLowerCase() ?? 'com') as ZohoRegion;
  if (!Object.hasOwn(zohoRegions, region)) {
    return {
      error: `ZOHO_REGION must be one of ${Object.keys(zohoRegions).join(', ')}, got '${env.region}'`,
    };
  }
  const hosts = zohoRegions[region];
  return {
    config: {
      clientId: credentials.ZOHO_CLIENT_ID!,
      clientSecret: credentials.ZOHO_CLIENT_SECRET!,
      refreshToken: credentials.ZOHO_REFRESH_TOKEN!,
      organizationId: credentials.ZOHO_ORGANIZATION_ID!,
      region,
      accountsUrl: withoutTrailingSlash(trimmed(env.accountsUrl) ?? hosts.accountsUrl),
      apiBaseUrl: withoutTrailingSlash(trimmed(env.apiBaseUrl) ?? hosts.apiBaseUrl),
    },
  };
}
