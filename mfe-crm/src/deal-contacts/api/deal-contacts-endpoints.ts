import {
  api,
  contactTypesSchema,
  dealContactListSchema,
  dealContactSchema,
  type ApiExtraOptions,
  type ContactInput,
  type ContactUpdate,
  type DealContact,
  type NamedItem,
} from '@solar/shared';
import { crmDealTag } from '../../deals/api/deals-endpoints';

/** One deal's contact list; `id` is the deal id. */
export const crmDealContactTag = 'CrmDealContact' as const;

/** The contact page shows its own messages; the shared policy keeps only the 401 logout. */
const ownMessages: ApiExtraOptions = { errorPolicy: 'auth-only' };

export interface ContactSaveArgs {
  dealId: number;
  payload: ContactInput;
}
export interface ContactUpdateArgs {
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

/** The deal contact calls of part 1 section 7 (and the PUT the page needs to edit one). */
export const dealContactsApi = api
  .enhanceEndpoints({ addTagTypes: [crmDealContactTag, crmDealTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmDealContacts: build.query<DealContact[], number>({
        query: (dealId) => `/api/crm/plus/deal/${dealId}/contacts/`,
        responseSchema: dealContactListSchema,
        providesTags: (_result, _error, dealId) => [{ type: crmDealContactTag, id: dealId }],
        extraOptions: ownMessages,
      }),
      crmContactTypes: build.query<NamedItem[], void>({
        query: () => '/api/crm/plus/contact-types/',
        responseSchema: contactTypesSchema,
        extraOptions: ownMessages,
      }),
      crmCreateDealContact: build.mutation<DealContact, ContactSaveArgs>({
        query: ({ dealId, payload }) => ({
          url: `/api/crm/plus/deal/${dealId}/contacts/`,
          method: 'POST',
          body: payload,
        }),
        responseSchema: dealContactSchema,
        invalidatesTags: (_result, _error, { dealId }) => changedTags(dealId),
        extraOptions: ownMessages,
      }),
      crmUpdateDealContact: build.mutation<DealContact, ContactUpdateArgs>({
        query: ({ dealId, contactId, payload }) => ({
          url: `/api/crm/plus/deal/${dealId}/contacts/${contactId}/`,
          method: 'PUT',
          body: payload,
        }),
        responseSchema: dealContactSchema,
        invalidatesTags: (_result, _error, { dealId }) => changedTags(dealId),
        extraOptions: ownMessages,
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
        extraOptions: ownMessages,
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
