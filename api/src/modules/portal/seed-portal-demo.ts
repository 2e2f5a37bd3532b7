import { and, eq, sql } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  proposalVersionName,
  savedPanelAt,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { proposalStatuses, users } from '../../db/schema';
import { demoDeals } from '../../seed/seed-deals';
import { addresses, deals } from '../deals/deals-tables';
import { contactTypes, dealContacts } from '../deal-contacts/deal-contacts-tables';
import { proposals, proposalSavedDetails } from '../proposals/proposals-tables';

/**
 * The demo deals the demo customer is a contact of, by stage: a project in negotiation with an
 * Approved proposal (Invoice & Reports has a document to open) and one still being qualified.
 */
const linkedStages = [
  { stage: 'Negotiation', approvedProposal: true },
  { stage: 'Qualification', approvedProposal: false },
] as const;

/** Twelve panels in the yellow area, out of the shadow circle: a plausible small system. */
const demoPanels = Array.from({ length: 12 }, (_, index) =>
  savedPanelAt(index + 1, 100 + (index % 6) * 50, 350 + Math.floor(index / 6) * 70),
);

interface PortalDemoSummary {
  contacts: number;
  proposals: number;
}

/**
 * Gives customer@example.com a contact on two demo deals and one of them an Approved proposal
 * with a saved design, so the portal shows data out of the box. Runs after `seedDemoDeals`;
 * inserts only what is missing (a contact with that email, a version 1 proposal), so a second
 * run adds nothing, and a demo deal or account that was removed is skipped.
 */
export async function seedPortalDemo(db: Database): Promise<PortalDemoSummary> {
  return inTransaction(db, async (tx) => {
    const summary: PortalDemoSummary = { contacts: 0, proposals: 0 };
    const email = demoAccountEmails.customer;
    const [customer] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.email, email));
    const [ownerType] = await tx
      .select({ id: contactTypes.id })
      .from(contactTypes)
      .where(eq(contactTypes.name, 'Primary Owner'));
    const [approved] = await tx
      .select({ id: proposalStatuses.id })
      .from(proposalStatuses)
      .where(eq(proposalStatuses.name, 'Approved'));
    if (!customer || !ownerType || !approved) return summary;

    const candidates = demoDeals();
    for (const linked of linkedStages) {
      const demo = candidates.find((deal) => deal.stage === linked.stage);
      if (!demo) continue;
      const [deal] = await tx
        .select({ id: deals.id })
        .from(deals)
        .innerJoin(addresses, eq(addresses.id, deals.addressId))
        .where(
          and(
            eq(deals.name, demo.name),
            sql`lower(${addresses.address}) = lower(${demo.address.address})`,
          ),
        )
        .limit(1);
      if (!deal) continue;

      const contacts = await tx
        .select({ email: dealContacts.email, isPrimary: dealContacts.isPrimary })
        .from(dealContacts)
        .where(eq(dealContacts.dealId, deal.id));
      if (!contacts.some((contact) => contact.email.toLowerCase() === email)) {
        await tx.insert(dealContacts).values({
          dealId: deal.id,
          contactTypeId: ownerType.id,
          firstName: customer.firstName || 'Casey',
          lastName: customer.lastName || 'Customer',
          email,
          // Exactly one primary per deal: only when the deal has none yet.
          isPrimary: !contacts.some((contact) => contact.isPrimary),
        });
        summary.contacts += 1;
      }

      if (!linked.approvedProposal) continue;
      const [present] = await tx
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.dealId, deal.id), eq(proposals.proposalVersion, 1)));
      if (present) continue;
      const [proposal] = await tx
        .insert(proposals)
        .values({
          dealId: deal.id,
          proposalVersion: 1,
          proposalStatusId: approved.id,
          proposalDescription: 'South-facing roof, 12 panels',
        })
        .returning({ id: proposals.id });
      await tx.insert(proposalSavedDetails).values({
        proposalId: proposal!.id,
        name: proposalVersionName(1),
        data: { ...defaultProposalData(), panels: demoPanels, nextPanelId: demoPanels.length + 1 },
      });
      summary.proposals += 1;
    }
    return summary;
  });
}
