import { siteSketchInputSchema, siteSketchSchema } from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { readSiteSketch, saveSiteSketch } from './site-sketches-queries';
import { dealParamsSchema } from './site-sketches-schemas';

const tag = 'site-sketches';
/** The sketch page's own path, and the deals list that links to it. */
const access = { staff: true, menuPaths: ['crm/site-sketch', 'crm/deals'] } as const;

export const siteSketchesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/site-sketch/:dealId/',
    access,
    tag,
    summary: "A deal's site sketch (empty lists and version 0 when none is saved)",
    schemas: { params: dealParamsSchema, response: siteSketchSchema },
    async handler({ params }, { deps, auth }) {
      return readSiteSketch(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/site-sketch/:dealId/',
    access,
    tag,
    summary: "Saves a deal's whole site sketch from the version it was edited from (409 if stale)",
    // Up to 200 shapes of 100 points each.
    bodyLimit: 2 * 1024 * 1024,
    schemas: { params: dealParamsSchema, body: siteSketchInputSchema, response: siteSketchSchema },
    async handler({ params, body }, { deps, auth }) {
      return saveSiteSketch(deps.database.db, auth.user, params.dealId, body);
    },
  }),
];
