import { defineRoute } from '../../http/route-declaration';
import { anyCrmPaths } from '../crm';
import { geocoderFor } from './geocoder-for';
import {
  geoReverseQuerySchema,
  geoReverseSchema,
  geoSearchQuerySchema,
  geoSearchSchema,
} from './geo-schemas';

const tag = 'geo';
const access = { staff: true, menuPaths: anyCrmPaths } as const;

export const geoRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/geo/search/',
    access,
    tag,
    summary: 'Place search for the map autocomplete (up to 8 Canadian suggestions)',
    schemas: { querystring: geoSearchQuerySchema, response: geoSearchSchema },
    async handler({ query }, { deps }) {
      return geocoderFor(deps).search(query.q);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/geo/reverse/',
    access,
    tag,
    summary: 'The place at or nearest to a point, with the point’s own coordinates',
    schemas: { querystring: geoReverseQuerySchema, response: geoReverseSchema },
    async handler({ query }, { deps }) {
      return geocoderFor(deps).reverse(query.lat, query.lng);
    },
  }),
];
