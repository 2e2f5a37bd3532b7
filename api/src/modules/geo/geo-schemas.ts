import { z } from 'zod';
import { geoPlaceSchema, geoSearchResponseSchema } from '@solar/shared/domain';

export const geoSearchQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(200) });
export const geoReverseQuerySchema = z.strictObject({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

export const geoSearchSchema = geoSearchResponseSchema.meta({ id: 'GeoSearch' });
export const geoReverseSchema = geoPlaceSchema.meta({ id: 'GeoPlace' });
