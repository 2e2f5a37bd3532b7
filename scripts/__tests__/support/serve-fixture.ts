/**
 * Runs one static server on a given folder and a free port, as its own process, so that a test
 * sees what a deployment sees: a request that crashes the server ends this process.
 *
 *   node --import tsx scripts/__tests__/support/serve-fixture.ts <app> <folder>
 */
import type { AppName } from '../../../shared/build/app-ports';
import { startStaticServer } from '../../static-server';

const [app, root] = process.argv.slice(2);
await startStaticServer(app as AppName, process.env, { root, port: 0 });
