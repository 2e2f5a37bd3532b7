import { runAppBuild } from '@solar/shared/build';

await runAppBuild({ app: 'host', root: import.meta.dirname, title: 'Solar Workplace' });
