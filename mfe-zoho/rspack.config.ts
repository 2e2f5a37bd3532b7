import { runAppBuild } from '@solar/shared/build';

await runAppBuild({
  app: 'zoho',
  root: import.meta.dirname,
  title: 'Solar Workplace: Logistics & Parts Lists',
  exposes: { './routes': './src/remote-routes.ts' },
});
