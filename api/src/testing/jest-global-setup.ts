import { testPostgresUrlVariable } from './test-database';
import {
  createTestDatabaseTemplates,
  testDatabaseTemplatesVariable,
} from './test-database-templates';

/**
 * Before the API suite: the migrated and the seeded database every test file starts from. The
 * workers Jest starts next inherit the variable that says where they are.
 */
export default async function globalSetup() {
  process.env[testDatabaseTemplatesVariable] = await createTestDatabaseTemplates(
    process.env[testPostgresUrlVariable],
  );
}
