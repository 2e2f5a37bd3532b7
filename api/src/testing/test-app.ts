import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ApiConfig } from '../config/load-config';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import { buildApp, type BuildAppOptions } from '../http/build-app';
import { createSession } from '../modules/auth/auth-queries';
import {
  createInMemoryDevIdentityProvider,
  type DevIdentityProvider,
} from '../modules/auth/dev-identity-provider';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  devIdentityProvider: DevIdentityProvider;
  config: ApiConfig;
  /** A fresh session token for a seeded (or test-created) account, without the HTTP sign-in. */
  tokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The API on a fresh seeded test database with an in-memory development identity provider.
 * Share one per test file (`beforeAll`): starting a database takes a few seconds.
 */
export async function createTestApp(
  options: {
    config?: Partial<ApiConfig>;
    build?: Partial<Omit<BuildAppOptions, 'database' | 'config'>>;
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.config);
  const devIdentityProvider = await createInMemoryDevIdentityProvider();
  const app = await buildApp({ database, config, devIdentityProvider, ...options.build });
  await app.ready();
  return {
    app,
    database,
    devIdentityProvider,
    config,
    async tokenFor(email) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`No test user ${email}`);
      return (await createSession(database.db, user.id, config.sessionTtlHours)).token;
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
