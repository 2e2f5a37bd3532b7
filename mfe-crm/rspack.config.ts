import { runAppBuild } from '@solar/shared/build';

await runAppBuild({
  app: 'crm',
  root: import.meta.dirname,
  title: 'Solar Workplace: CRM',
  exposes: { './routes': './src/remote-routes.ts' },
});
