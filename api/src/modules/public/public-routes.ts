import { leadIntakeResponseSchema, leadIntakeSchema } from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { receiveLead, requireLeadIntakeKey } from './public-queries';

const tag = 'public';

/** What other systems may call without a session: the website's lead form. */
export const publicRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/public/leads/',
    access: 'public',
    tag,
    summary:
      "A lead from the installer's website, with a website API key in X-Api-Key (rate-limited per key); answers 201 with no record data",
    successStatus: 201,
    guard: (request, deps) => requireLeadIntakeKey(deps.database.db, request),
    schemas: {
      body: leadIntakeSchema,
      response: leadIntakeResponseSchema.meta({ id: 'LeadReceived' }),
    },
    async handler({ body }, { deps, request }) {
      return receiveLead(deps.database.db, request, body);
    },
  }),
];
