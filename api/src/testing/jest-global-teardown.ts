import { testPostgresUrlVariable } from './test-database';
import {
  removeTestDatabaseTemplates,
  testDatabaseTemplatesVariable,
} from './test-database-templates';

/** After the API suite: the template databases go. */
export default async function globalTeardown() {
  await removeTestDatabaseTemplates(
    process.env[testDatabaseTemplatesVariable],
    process.env[testPostgresUrlVariable],
  );
}
