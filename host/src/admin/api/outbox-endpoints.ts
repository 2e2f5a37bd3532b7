import {
  api,
  type MailTemplate,
  type MailTemplateBody,
  type MailKind,
  mailTemplateListSchema,
  mailTemplateSchema,
  type OutboxMessage,
  outboxMessageSchema,
  type OutboxPage,
  outboxPageSchema,
  type OutboxState,
} from '@solar/shared';

const outboxTag = 'Outbox' as const;
const mailTemplateTag = 'MailTemplate' as const;

interface OutboxListArgs {
  page: number;
  state?: OutboxState | undefined;
  search?: string | undefined;
}

/** The Outbox and E-mail Templates pages show their own messages; only a 401 is handled globally. */
const outboxApi = api
  .enhanceEndpoints({ addTagTypes: [outboxTag, mailTemplateTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      adminOutbox: build.query<OutboxPage, OutboxListArgs>({
        query: (params) => ({
          url: '/api/admin/outbox/',
          params: Object.fromEntries(
            Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
          ),
        }),
        responseSchema: outboxPageSchema,
        providesTags: [outboxTag],
      }),
      adminOutboxMessage: build.query<OutboxMessage, number>({
        query: (id) => `/api/admin/outbox/${id}/`,
        responseSchema: outboxMessageSchema,
        providesTags: [outboxTag],
      }),
      adminRetryOutboxMessage: build.mutation<OutboxMessage, number>({
        query: (id) => ({ url: `/api/admin/outbox/${id}/retry/`, method: 'POST' }),
        responseSchema: outboxMessageSchema,
        invalidatesTags: [outboxTag],
      }),
      adminMailTemplates: build.query<MailTemplate[], void>({
        query: () => '/api/admin/mail-templates/',
        responseSchema: mailTemplateListSchema,
        providesTags: [mailTemplateTag],
      }),
      adminSaveMailTemplate: build.mutation<
        MailTemplate,
        { kind: MailKind; body: MailTemplateBody }
      >({
        query: ({ kind, body }) => ({
          url: `/api/admin/mail-templates/${kind}/`,
          method: 'PUT',
          body,
        }),
        responseSchema: mailTemplateSchema,
        invalidatesTags: [mailTemplateTag],
      }),
    }),
  });

export const {
  useAdminOutboxQuery,
  useAdminOutboxMessageQuery,
  useAdminRetryOutboxMessageMutation,
  useAdminMailTemplatesQuery,
  useAdminSaveMailTemplateMutation,
} = outboxApi;
