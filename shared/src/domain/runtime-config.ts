import { z } from 'zod';

/** The browser's runtime configuration, served as `/app-config.json` by the host's server. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().url(),
  remotes: z.object({
    crm: z.string().url(),
    zoho: z.string().url(),
    templates: z.string().url(),
    portal: z.string().url(),
  }),
  googleClientId: z.string().min(1).nullable(),
  /**
   * Satellite tile URL template for the deals map (`{z}/{x}/{y}`, Leaflet syntax), from
   * `TILE_URL`; null or absent → the map works without imagery on a neutral background.
   */
  tileUrl: z.string().min(1).nullable().optional(),
  /** Deepest zoom the tile source serves (`TILE_MAX_ZOOM`); the map clamps its zoom to it. */
  tileMaxZoom: z.number().int().min(1).max(24).nullable().optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
