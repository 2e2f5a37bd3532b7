import { z } from 'zod';
import {
  contactInputSchema,
  contactTypesSchema,
  contactUpdateSchema,
  dealContactListSchema,
  dealContactSchema,
  recordVersionQuerySchema,
} from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { contactParamsSchema, dealParamsSchema } from './deal-contacts-schemas';
import {
  createDealContact,
  deleteDealContact,
  listContactTypes,
  listDealContacts,
  updateDealContact,
} from './deal-contacts-queries';

const tag = 'deal-contacts';
/** The contact page's own path, and the deals list that links to it. */
const access = { staff: true, menuPaths: ['crm/deal-contact', 'crm/deals'] } as const;

export const dealContactsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/plus/contact-types/',
    access,
    tag,
    summary: 'Contact types in display order',
    schemas: { response: contactTypesSchema },
    async handler(_input, { deps }) {
      return listContactTypes(deps.database.db);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/plus/deal/:dealId/contacts/',
    access,
    tag,
    summary: "A deal's contacts, primary first",
    schemas: { params: dealParamsSchema, response: dealContactListSchema },
    async handler({ params }, { deps, auth }) {
      return listDealContacts(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/plus/deal/:dealId/contacts/',
    access,
    tag,
    summary: 'Adds a contact to a deal (the first one becomes primary)',
    successStatus: 201,
    schemas: { params: dealParamsSchema, body: contactInputSchema, response: dealContactSchema },
    async handler({ params, body }, { deps, auth }) {
      return createDealContact(deps.database.db, auth.user, params.dealId, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/plus/deal/:dealId/contacts/:contactId/',
    access,
    tag,
    summary: "Changes a deal's contact; is_primary true makes it the primary one",
    schemas: {
      params: contactParamsSchema,
      body: contactUpdateSchema,
      response: dealContactSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateDealContact(deps.database.db, auth.user, params.dealId, params.contactId, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/plus/deal/:dealId/contacts/:contactId/',
    access,
    tag,
    summary: "Deletes a deal's contact (the oldest remaining becomes primary)",
    successStatus: 204,
    schemas: {
      params: contactParamsSchema,
      querystring: recordVersionQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps, auth }) {
      await deleteDealContact(
        deps.database.db,
        auth.user,
        params.dealId,
        params.contactId,
        query.version,
      );
      return null;
    },
  }),
];
