import { eq, ilike } from 'drizzle-orm';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../../testing/test-database';
import { inTransaction } from '../in-transaction';
import { isUniqueViolation } from '../is-unique-violation';
import { containsPattern, escapeLike } from '../like-pattern';
import { countries } from '../schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

describe('escapeLike and containsPattern', () => {
  it('escape the wildcards and the escape character, and nothing else', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('plain text')).toBe('plain text');
    expect(containsPattern('10%')).toBe('%10\\%%');
  });

  it('match what the user typed literally in the database', async () => {
    await database.db.insert(countries).values([
      { name: 'Fifty%Land', code: 'F1' },
      { name: 'FiftyXLand', code: 'F2' },
    ]);
    const found = await database.db
      .select({ name: countries.name })
      .from(countries)
      .where(ilike(countries.name, containsPattern('y%L')));
    expect(found.map((row) => row.name)).toEqual(['Fifty%Land']);
  });
});

describe('inTransaction and isUniqueViolation', () => {
  it('commits nothing when the work fails, and recognises the unique violation that failed it', async () => {
    const failure = await inTransaction(database.db, async (tx) => {
      await tx.insert(countries).values({ name: 'Once', code: 'O1' });
      await tx.insert(countries).values({ name: 'Once', code: 'O2' });
    }).catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    const rows = await database.db.select().from(countries).where(eq(countries.name, 'Once'));
    expect(rows).toEqual([]);
  });
});
