import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @solar/api db:generate` writes a new SQL migration into drizzle/ after a schema
// change; the API applies every migration in that folder at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
