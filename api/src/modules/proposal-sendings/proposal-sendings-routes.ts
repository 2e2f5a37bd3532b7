import { defineRoute } from '../../http/route-declaration';
import { proposalSendingPaths } from './proposal-sendings-menu-paths';
import { listProposalSendings, sendProposal } from './proposal-sendings-queries';
import {
  proposalSendBodySchema,
  proposalSendingResponseSchema,
  proposalSendingsQuerySchema,
  proposalSendingsResponseSchema,
} from './proposal-sendings-schemas';

const tag = 'proposal-sendings';
const access = { staff: true, menuPaths: proposalSendingPaths } as const;

/** Staff's side of sending a proposal for signature; the customer's answers are the portal's. */
export const proposalSendingsRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/crm/proposal-sendings/',
    access,
    tag,
    summary:
      'Sends a saved proposal version to contacts of its deal (the primary by default): freezes it, mails a portal link, supersedes an unanswered earlier send',
    successStatus: 201,
    schemas: { body: proposalSendBodySchema, response: proposalSendingResponseSchema },
    async handler({ body }, { deps, auth }) {
      // Outside the request's transaction: the first start installs the engine's schema.
      await deps.jobs.start();
      return sendProposal(deps.database.db, deps.storage, auth.user, body, {
        jobs: deps.jobs,
        appUrl: deps.config.mail.appUrl,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/proposal-sendings/',
    access,
    tag,
    summary:
      "A deal's or these proposals' sends, newest first: sent, viewed (first and last), signed or declined",
    schemas: { querystring: proposalSendingsQuerySchema, response: proposalSendingsResponseSchema },
    async handler({ query }, { deps, auth }) {
      return listProposalSendings(deps.database.db, auth.user, {
        dealId: query.deal_id,
        proposalIds: query.proposal_ids,
      });
    },
  }),
];
