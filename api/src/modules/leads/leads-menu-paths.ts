import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** Every lead route: the Leads page's own path. Per-lead access applies on top. */
export const leadPaths = catalogueMenuPathsOf('crm/leads');
