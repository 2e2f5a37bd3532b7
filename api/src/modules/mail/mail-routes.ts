import { defineRoute } from '../../http/route-declaration';
import { mailTemplatesAdminPaths, outboxAdminPaths } from './mail-menu-paths';
import {
  listMailTemplates,
  listOutbox,
  readOutboxMessage,
  retryOutboxMessage,
  updateMailTemplate,
} from './mail-queries';
import {
  mailTemplateBody,
  mailTemplateListResponse,
  mailTemplateParamsSchema,
  mailTemplateResponse,
  outboxIdParamsSchema,
  outboxListQuerySchema,
  outboxMessageResponse,
  outboxPageResponse,
} from './mail-schemas';

const tag = 'mail';
const outboxAccess = { staff: true, menuPaths: outboxAdminPaths } as const;
const templatesAccess = { staff: true, menuPaths: mailTemplatesAdminPaths } as const;

export const mailRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/outbox/',
    access: outboxAccess,
    tag,
    summary:
      'E-mail the product sent or will send, newest first, by state and recipient, 25 a page',
    schemas: { querystring: outboxListQuerySchema, response: outboxPageResponse },
    async handler({ query }, { deps }) {
      return listOutbox(deps.database.db, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/outbox/:id/',
    access: outboxAccess,
    tag,
    summary: 'One e-mail whole: recipients, subject, both bodies, links, attachments, attempts',
    schemas: { params: outboxIdParamsSchema, response: outboxMessageResponse },
    async handler({ params }, { deps }) {
      return readOutboxMessage(deps.database.db, params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/outbox/:id/retry/',
    access: outboxAccess,
    tag,
    summary: 'Sends a failed e-mail again; 409 unless it failed',
    schemas: { params: outboxIdParamsSchema, response: outboxMessageResponse },
    async handler({ params }, { deps }) {
      return retryOutboxMessage(deps.database.db, deps.jobs, params.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/mail-templates/',
    access: templatesAccess,
    tag,
    summary: 'The wording of every kind of e-mail the product sends',
    schemas: { response: mailTemplateListResponse },
    async handler(_input, { deps }) {
      return listMailTemplates(deps.database.db);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/admin/mail-templates/:kind/',
    access: templatesAccess,
    tag,
    summary: "Saves one kind's subject and bodies; 409 when it changed since it was read",
    schemas: {
      params: mailTemplateParamsSchema,
      body: mailTemplateBody,
      response: mailTemplateResponse,
    },
    async handler({ params, body }, { deps }) {
      return updateMailTemplate(deps.database.db, params.kind, body);
    },
  }),
];
