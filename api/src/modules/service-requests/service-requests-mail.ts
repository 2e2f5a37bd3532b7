import { eq } from 'drizzle-orm';
import {
  displayNameOf,
  serviceRequestKindLabels,
  type ServiceRequestKind,
  workplacePath,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { JobEngine } from '../../jobs/job-engine';
import { deals } from '../deals/deals-tables';
import { queueMail } from '../mail';

const nameOf = (user: typeof users.$inferSelect) =>
  displayNameOf({
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
  });

/**
 * Tells the deal's sales person by e-mail that a customer asked for a service on their deal,
 * inside the request's transaction. A deal without an active sales person mails nobody (the
 * request still waits in the staff's list).
 */
export async function queueServiceRequestMail(
  tx: Database,
  jobs: JobEngine,
  request: {
    dealId: number;
    requestedBy: number;
    kind: ServiceRequestKind;
    message: string;
    appUrl: string;
  },
): Promise<void> {
  const [deal] = await tx
    .select({ name: deals.name, salesPersonId: deals.salesPersonId })
    .from(deals)
    .where(eq(deals.id, request.dealId));
  if (!deal?.salesPersonId) return;
  const [salesPerson] = await tx.select().from(users).where(eq(users.id, deal.salesPersonId));
  const [customer] = await tx.select().from(users).where(eq(users.id, request.requestedBy));
  if (!salesPerson?.isActive || !salesPerson.email) return;
  const path = workplacePath('crm/deal-details/:dealId', { dealId: request.dealId });
  await queueMail(
    tx,
    {
      kind: 'service-request-received',
      to: salesPerson.email,
      mergeData: {
        'recipient.name': nameOf(salesPerson),
        'customer.name': customer ? nameOf(customer) : null,
        'customer.email': customer?.email ?? null,
        'deal.name': deal.name,
        'service_request.kind': serviceRequestKindLabels[request.kind],
        'service_request.message': request.message,
        link: `${request.appUrl}${path}`,
      },
    },
    jobs,
  );
}
