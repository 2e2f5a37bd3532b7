import type { ApiConfig } from '../../config/load-config';
import type { ItemSource } from './item-source';
import { sampleCatalogue } from './sample-catalogue';
import { ZohoInventoryClient, type ZohoClientOptions } from './zoho-inventory-client';

export const catalogueSourceDescription =
  'Built-in sample catalogue of solar and HVAC parts (no Zoho Inventory credentials are configured)';

/** The built-in catalogue as a one-page source. */
function catalogueSource(): ItemSource {
  return {
    kind: 'catalogue',
    description: catalogueSourceDescription,
    async *pages() {
      yield { items: [...sampleCatalogue], errors: [] };
    },
  };
}

/**
 * The source the configuration names: Zoho Inventory when its credentials are set, else the
 * catalogue. `clientOptions` lets tests shorten the waits.
 */
export function itemSourceFor(
  config: Pick<ApiConfig, 'zoho'>,
  clientOptions: Omit<ZohoClientOptions, 'config'> = {},
): ItemSource {
  const zoho = config.zoho;
  if (!zoho) return catalogueSource();
  return {
    kind: 'zoho-inventory',
    description: `Zoho Inventory, organisation ${zoho.organizationId} (${zoho.region} data centre, ${zoho.apiBaseUrl})`,
    pages: () => new ZohoInventoryClient({ ...clientOptions, config: zoho }).itemPages(),
  };
}
