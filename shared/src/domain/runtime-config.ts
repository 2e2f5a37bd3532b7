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
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
