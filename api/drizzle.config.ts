import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @solar/api db:generate` writes a new SQL migration into drizzle/ after a schema
// change; the API applies every migration in that folder at start.
export default defineConfig({
  dialect: 'postgresql',
  // Each area keeps its own tables beside its routes (`src/modules/<area>/<area>-tables.ts`).
  schema: ['./src/db/schema.ts', './src/modules/*/*-tables.ts'],
  out: './drizzle',
});
