import { lazyPage, useAppDispatch } from '@solar/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router';

const LazyBomDesignPage = lazyPage(() => import('./bom-design-page'), 'BomDesignPage');

/**
 * The route of `zoho/bom/:id/design`: asks for the BOM's header and lines while the page's chunk
 * is still downloading, instead of after it has arrived and rendered, so the lines table (the
 * page's largest content) no longer waits for two steps in a row. The page's own queries then
 * find the answers under way or already in the cache: no call is made twice. The endpoints module
 * is imported here on demand too: it brings the zod schemas, which must stay out of the remote's
 * initial JavaScript (its byte budget).
 */
export function BomDesignRoute() {
  const { id } = useParams();
  const bomId = Number(id);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!Number.isInteger(bomId) || bomId <= 0) return;
    let active = true;
    void import('./api/bom-endpoints').then(({ zohoBomApi }) => {
      if (!active) return;
      dispatch(zohoBomApi.util.prefetch('zohoBom', bomId, {}));
      dispatch(zohoBomApi.util.prefetch('zohoBomDetails', bomId, {}));
    });
    return () => {
      active = false;
    };
  }, [bomId, dispatch]);
  return <LazyBomDesignPage />;
}
