import {
  api,
  dealContactListSchema,
  proposalSendingSchema,
  proposalSendingsSchema,
  type DealContact,
  type ProposalSending,
  type ProposalSendPayload,
} from '@solar/shared';

/** The sends of a deal or of a page of proposals: a new send makes every cached answer stale. */
const crmProposalSendingTag = 'CrmProposalSending' as const;

/** Whose sends to read: a deal's, or those of the proposals a list page shows. */
export type ProposalSendingsFilter = { dealId: number } | { proposalIds: readonly number[] };

/**
 * Sending a proposal version to the customer for signature, and what became of each send
 * (Sent, Viewed, Signed, Declined). The pages show their own messages (the default error policy).
 */
export const proposalSendingsApi = api
  .enhanceEndpoints({ addTagTypes: [crmProposalSendingTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmProposalSendings: build.query<ProposalSending[], ProposalSendingsFilter>({
        query: (filter) => ({
          url: '/api/crm/proposal-sendings/',
          params:
            'dealId' in filter
              ? { deal_id: filter.dealId }
              : { proposal_ids: filter.proposalIds.join(',') },
        }),
        responseSchema: proposalSendingsSchema,
        providesTags: [crmProposalSendingTag],
      }),
      crmSendProposal: build.mutation<ProposalSending, ProposalSendPayload>({
        query: (body) => ({ url: '/api/crm/proposal-sendings/', method: 'POST', body }),
        responseSchema: proposalSendingSchema,
        invalidatesTags: (_result, error) => (error === undefined ? [crmProposalSendingTag] : []),
      }),
      // The contacts a proposal can be sent to (the deal's contacts with an e-mail address).
      crmProposalRecipients: build.query<DealContact[], number>({
        query: (dealId) => `/api/crm/plus/deal/${dealId}/contacts/`,
        responseSchema: dealContactListSchema,
      }),
    }),
  });
