import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** BOM Link: which parts list applies to which kind of installation. */
export const bomLinkPaths = catalogueMenuPathsOf('zoho/bom-link');
/** Demand Panel Link: the stock items that are each panel size's panel. */
export const panelLinkPaths = catalogueMenuPathsOf('zoho/demand-panel-link');
/** MPR Item Setting: items' planning settings and their categories' defaults. */
export const itemSettingPaths = catalogueMenuPathsOf('zoho/mpr-item-setting');
/** Plan Demand: planned installations not tied to a deal. */
export const planDemandPaths = catalogueMenuPathsOf('zoho/plane-demand');
/** Demand: the gross requirements grid and where each number comes from. */
export const demandPaths = catalogueMenuPathsOf('logistics/demand');
/** Project Info Map: the upcoming installations and their material status. */
export const projectMapPaths = catalogueMenuPathsOf('zoho/project-info-map');
