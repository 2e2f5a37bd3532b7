import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  apiKeyHeader,
  leadIntakeMaxPerWindow,
  leadIntakeWindowMs,
  type LeadIntake,
  messages,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { HttpError } from '../../http/http-error';
import { liveApiKey } from '../admin';
import { apiKeys } from '../admin/admin-tables';
import { leads } from '../leads/leads-tables';
import { countHit } from '../rate-limit';

/** The key a request presents in its X-Api-Key header, or '' without one. */
function presentedKey(request: FastifyRequest): string {
  const value = request.headers[apiKeyHeader];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Runs before the body is read: 401 without a live key, 429 once the key has sent its share in
 * the current window (counted in the shared table, so every API process counts it together).
 */
export async function requireLeadIntakeKey(db: Database, request: FastifyRequest): Promise<void> {
  const key = presentedKey(request);
  const live = key === '' ? null : await liveApiKey(db, key);
  if (!live) throw new HttpError(401, messages.apiApiKeyInvalid);
  const { current } = await countHit(db, `lead-intake ${live.id}`, leadIntakeWindowMs);
  if (current > leadIntakeMaxPerWindow) throw new HttpError(429, messages.apiLeadIntakeRateLimited);
}

/**
 * `POST /api/public/leads/`: a lead from the website, owned by the key's default owner (or
 * unassigned), recorded with the key's last use in one transaction.
 */
export async function receiveLead(
  db: Database,
  request: FastifyRequest,
  input: LeadIntake & { source: NonNullable<LeadIntake['source']> },
): Promise<{ status: 'received' }> {
  const live = await liveApiKey(db, presentedKey(request));
  if (!live) throw new HttpError(401, messages.apiApiKeyInvalid);
  await inTransaction(db, async (tx) => {
    await tx.insert(leads).values({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email ?? '',
      phone: input.phone ?? '',
      address: input.address ?? '',
      source: input.source,
      interest: input.interest,
      notes: input.notes ?? '',
      ownerId: live.defaultOwnerId,
    });
    await tx.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, live.id));
  });
  return { status: 'received' };
}
