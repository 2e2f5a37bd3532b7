import { and, asc, eq, ne } from 'drizzle-orm';
import { projectMilestoneNames, type ProjectMilestoneKey } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import type { JobEngine } from '../../jobs/job-engine';
import { dealContacts } from '../deal-contacts/deal-contacts-tables';
import { addresses, deals } from '../deals/deals-tables';
import { queueMail } from '../mail';

/** What sending a project's mail needs from the request: the job engine and the portal's address. */
export interface ProjectMailContext {
  jobs: JobEngine;
  appUrl: string;
}

/**
 * Tells each customer contact of the deal (one message each, by name) that their project reached a
 * milestone, inside the change's transaction. Contacts without an e-mail address are skipped, and
 * `queueMail` leaves out customers who asked not to hear of milestones.
 */
export async function queueMilestoneMail(
  tx: Database,
  mail: ProjectMailContext,
  event: { dealId: number; milestone: ProjectMilestoneKey },
): Promise<void> {
  const [deal] = await tx
    .select({ name: deals.name, address: addresses.address })
    .from(deals)
    .leftJoin(addresses, eq(addresses.id, deals.addressId))
    .where(eq(deals.id, event.dealId));
  if (!deal) return;
  const contacts = await tx
    .select({
      firstName: dealContacts.firstName,
      lastName: dealContacts.lastName,
      email: dealContacts.email,
    })
    .from(dealContacts)
    .where(and(eq(dealContacts.dealId, event.dealId), ne(dealContacts.email, '')))
    .orderBy(asc(dealContacts.id));
  const sentTo = new Set<string>();
  for (const contact of contacts) {
    const address = contact.email.trim().toLowerCase();
    if (sentTo.has(address)) continue;
    sentTo.add(address);
    await queueMail(
      tx,
      {
        kind: 'milestone-reached',
        to: contact.email.trim(),
        mergeData: {
          'recipient.name': `${contact.firstName} ${contact.lastName}`.trim(),
          'deal.name': deal.name,
          'deal.address': deal.address ?? deal.name,
          'milestone.name': projectMilestoneNames[event.milestone],
          link: `${mail.appUrl}/customer/tracking`,
        },
      },
      mail.jobs,
    );
  }
}
