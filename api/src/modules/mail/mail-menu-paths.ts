import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** The administration page of e-mail sent; its holders read every message and retry failures. */
export const outboxAdminPaths = catalogueMenuPathsOf('admin/outbox');

/** The administration page where the wording of each e-mail is edited. */
export const mailTemplatesAdminPaths = catalogueMenuPathsOf('admin/mail-templates');
