import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type ApiKey, type ApiKeyCreated, messages } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { apiKeys } from './admin-tables';

/** What a key starts with, so a leaked one is recognised in logs and by secret scanners. */
const keyMark = 'swk_';
/** Characters of the key kept in clear to tell keys apart. */
const prefixLength = keyMark.length + 6;

/** The stored form of a key: its SHA-256, hex (a key is 256 random bits, so no salt is needed). */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  defaultOwnerId: apiKeys.defaultOwnerId,
  defaultOwnerName: sql<
    string | null
  >`(select ${users.username} from ${users} where ${users.id} = ${apiKeys.defaultOwnerId})`,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  defaultOwnerId: number | null;
  defaultOwnerName: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    default_owner:
      row.defaultOwnerId === null
        ? null
        : { id: row.defaultOwnerId, username: row.defaultOwnerName ?? '' },
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** `GET /api/admin/api-keys/`: every key, newest first, revoked ones included. */
export async function listApiKeys(db: Database): Promise<ApiKey[]> {
  const rows = await db.select(keyColumns).from(apiKeys).orderBy(desc(apiKeys.id));
  return rows.map(toApiKey);
}

async function readApiKey(db: Database, id: number): Promise<ApiKey> {
  const [row] = await db.select(keyColumns).from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw new HttpError(404, messages.apiApiKeyNotFound);
  return toApiKey(row);
}

/**
 * `POST /api/admin/api-keys/`: a new random key, answered this once; only its hash is kept.
 * Its leads go to `default_owner`, an active staff user, or stay unassigned.
 */
export async function createApiKey(
  db: Database,
  actorId: number,
  input: { name: string; default_owner: number | null },
): Promise<ApiKeyCreated> {
  const key = `${keyMark}${randomBytes(32).toString('base64url')}`;
  const id = await inTransaction(db, async (tx) => {
    if (input.default_owner !== null) {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, input.default_owner), eq(users.isStaff, true), eq(users.isActive, true)),
        );
      if (!owner) throw new HttpError(400, messages.apiSalesPersonNotAssignable);
    }
    const [created] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        keyHash: apiKeyHash(key),
        prefix: key.slice(0, prefixLength),
        defaultOwnerId: input.default_owner,
        createdBy: actorId,
      })
      .returning({ id: apiKeys.id });
    return created!.id;
  });
  return { api_key: await readApiKey(db, id), key };
}

/** `POST /api/admin/api-keys/{id}/revoke/`: the key is refused from now on (kept in the list). */
export async function revokeApiKey(db: Database, id: number): Promise<ApiKey> {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return readApiKey(db, id);
}

/** The live key a request presents, or null (unknown or revoked). */
export async function liveApiKey(
  db: Database,
  key: string,
): Promise<{ id: number; defaultOwnerId: number | null } | null> {
  const [row] = await db
    .select({ id: apiKeys.id, defaultOwnerId: apiKeys.defaultOwnerId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, apiKeyHash(key)), isNull(apiKeys.revokedAt)));
  return row ?? null;
}
