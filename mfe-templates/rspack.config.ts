import { runAppBuild } from '@solar/shared/build';

await runAppBuild({
  app: 'templates',
  root: import.meta.dirname,
  title: 'Solar Workplace: Templates',
  exposes: { './routes': './src/remote-routes.ts' },
});
