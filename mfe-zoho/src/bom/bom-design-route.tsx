import { lazyPage } from '@solar/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { zohoBomApi } from './zoho-bom-api';

const LazyBomDesignPage = lazyPage(() => import('./bom-design-page'), 'BomDesignPage');

/**
 * The route of `zoho/bom/:id/design`: asks for the BOM's header and lines while the page's chunk
 * is still downloading, instead of after it has arrived and rendered, so the lines table (the
 * page's largest content) no longer waits for two steps in a row. The page's own queries then
 * find the answers under way or already in the cache: no call is made twice.
 */
export function BomDesignRoute() {
  const { id } = useParams();
  const bomId = Number(id);
  const prefetchHeader = zohoBomApi.usePrefetch('zohoBom');
  const prefetchLines = zohoBomApi.usePrefetch('zohoBomDetails');
  useEffect(() => {
    if (!Number.isInteger(bomId) || bomId <= 0) return;
    prefetchHeader(bomId);
    prefetchLines(bomId);
  }, [bomId, prefetchHeader, prefetchLines]);
  return <LazyBomDesignPage />;
}
