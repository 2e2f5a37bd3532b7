import { lazyPage, workplaceRouteByPattern, type RemoteRoute } from '@solar/shared';
import type { ComponentType } from 'react';
import { BomDesignRoute } from './bom/bom-design-route';

function route(pattern: string, Component: ComponentType): RemoteRoute {
  return { pattern, title: workplaceRouteByPattern(pattern).title, Component };
}

/** What the zoho remote exposes as `./routes`; each page is its own chunk, loaded on first visit. */
export const routes: readonly RemoteRoute[] = [
  route(
    'logistics/orders',
    lazyPage(() => import('./purchase-orders/purchase-orders-page'), 'PurchaseOrdersPage'),
  ),
  route(
    'logistics/stock',
    lazyPage(() => import('./stock/stock-page'), 'StockPage'),
  ),
  route(
    'logistics/ncrinventory',
    lazyPage(() => import('./ncm-inventory/ncm-inventory-page'), 'NcmInventoryPage'),
  ),
  route(
    'logistics/demand',
    lazyPage(() => import('./demand/demand-page'), 'DemandPage'),
  ),
  route(
    'zoho/bom-link',
    lazyPage(() => import('./bom-link/bom-link-page'), 'BomLinkPage'),
  ),
  route(
    'zoho/plane-demand',
    lazyPage(() => import('./plane-demand/plane-demand-page'), 'PlaneDemandPage'),
  ),
  route(
    'zoho/mpr-item-setting',
    lazyPage(() => import('./mpr-item-setting/mpr-item-setting-page'), 'MprItemSettingPage'),
  ),
  route(
    'zoho/demand-panel-link',
    lazyPage(() => import('./demand-panel-link/demand-panel-link-page'), 'DemandPanelLinkPage'),
  ),
  route(
    'zoho/warehouse',
    lazyPage(() => import('./warehouse/warehouse-page'), 'WarehousePage'),
  ),
  route(
    'zoho/bom',
    lazyPage(() => import('./bom/bom-list-page'), 'BomListPage'),
  ),
  route('zoho/bom/:id/design', BomDesignRoute),
  route(
    'zoho/test-storage',
    lazyPage(() => import('./test-storage/test-storage-page'), 'TestStoragePage'),
  ),
  route(
    'zoho/zoho-data-upload',
    lazyPage(() => import('./zoho-data-upload/zoho-data-upload-page'), 'ZohoDataUploadPage'),
  ),
  route(
    'zoho/item-attribute',
    lazyPage(() => import('./item-attribute/item-attribute-page'), 'ItemAttributePage'),
  ),
  route(
    'zoho/mrp',
    lazyPage(() => import('./mrp/mrp-page'), 'MrpPage'),
  ),
  route(
    'zoho/forecast',
    lazyPage(() => import('./forecast/forecast-page'), 'ForecastPage'),
  ),
  route(
    'zoho/project-info-map',
    lazyPage(() => import('./project-info-map/project-info-map-page'), 'ProjectInfoMapPage'),
  ),
  route(
    'zoho/shipping-details',
    lazyPage(() => import('./shipping/shipping-page'), 'ShippingPage'),
  ),
  route(
    'zoho/zoho-api',
    lazyPage(() => import('./zoho-sync/zoho-sync-page'), 'ZohoSyncPage'),
  ),
];
