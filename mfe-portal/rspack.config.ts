import { runAppBuild } from '@solar/shared/build';

await runAppBuild({
  app: 'portal',
  root: import.meta.dirname,
  title: 'Solar Workplace: Customer portal',
  exposes: { './routes': './src/remote-routes.ts' },
});
