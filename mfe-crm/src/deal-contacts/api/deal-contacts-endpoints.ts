import {
  api,
  contactTypesSchema,
  dealContactListSchema,
  dealContactSchema,
  type ContactInput,
  type ContactUpdate,
  type DealContact,
  type NamedItem,
} from '@solar/shared';
import { crmDealTag } from '../../crm-shared/api/deals-endpoints';

/** One deal's contact list; `id` is the deal id. */
const crmDealContactTag = 'CrmDealContact' as const;

interface ContactSaveArgs {
  dealId: number;
  payload: ContactInput;
}
interface ContactUpdateArgs {
  dealId: number;
  contactId: number;
  /** The contact's fields and the version the form loaded. */
  payload: ContactUpdate;
}

/** The deals list's Contact column and the deal's details read `has_contact`: refresh them too. */
const changedTags = (dealId: number) => [
  { type: crmDealContactTag, id: dealId },
  { type: crmDealTag, id: 'LIST' },
  { type: crmDealTag, id: dealId },
];

/**
 * A deal's contacts: list, contact types, add, edit, delete. The contact page shows its own
 * messages (the default error policy).
 */
const dealContactsApi = api
  .enhanceEndpoints({ addTagTypes: [crmDealContactTag, crmDealTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmDealContacts: build.query<DealContact[], number>({
        query: (dealId) => `/api/crm/plus/deal/${dealId}/contacts/`,
        responseSchema: dealContactListSchema,
        providesTags: (_result, _error, dealId) => [{ type: crmDealContactTag, id: dealId }],
      }),
      crmContactTypes: build.query<NamedItem[], void>({
        query: () => '/api/crm/plus/contact-types/',
        responseSchema: contactTypesSchema,
      }),
      crmCreateDealContact: build.mutation<DealContact, ContactSaveArgs>({
        query: ({ dealId, payload }) => ({
          url: `/api/crm/plus/deal/${dealId}/contacts/`,
          method: 'POST',
          body: payload,
        }),
        responseSchema: dealContactSchema,
        invalidatesTags: (_result, _error, { dealId }) => changedTags(dealId),
      }),
      crmUpdateDealContact: build.mutation<DealContact, ContactUpdateArgs>({
        query: ({ dealId, contactId, payload }) => ({
          url: `/api/crm/plus/deal/${dealId}/contacts/${contactId}/`,
          method: 'PUT',
          body: payload,
        }),
        responseSchema: dealContactSchema,
        invalidatesTags: (_result, _error, { dealId }) => changedTags(dealId),
      }),
      crmDeleteDealContact: build.mutation<
        null,
        { dealId: number; contactId: number; version: number }
      >({
        query: ({ dealId, contactId, version }) => ({
          url: `/api/crm/plus/deal/${dealId}/contacts/${contactId}/`,
          method: 'DELETE',
          params: { version },
        }),
        invalidatesTags: (_result, _error, { dealId }) => changedTags(dealId),
      }),
    }),
  });

export const {
  useCrmDealContactsQuery,
  useLazyCrmDealContactsQuery,
  useCrmContactTypesQuery,
  useCrmCreateDealContactMutation,
  useCrmUpdateDealContactMutation,
  useCrmDeleteDealContactMutation,
} = dealContactsApi;
