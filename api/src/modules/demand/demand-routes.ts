import { Readable } from 'node:stream';
import { z } from 'zod';
import { messages } from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import { tableUploadFormatOf } from '../../http/table-upload';
import { defineRoute } from '../../http/route-declaration';
import {
  createBomLink,
  deleteBomLink,
  demandOptions,
  listBomLinks,
  listPanelLinks,
  savePanelLink,
  updateBomLink,
} from './demand-link-queries';
import {
  bomLinkPaths,
  demandPaths,
  itemSettingPaths,
  panelLinkPaths,
  planDemandPaths,
  projectMapPaths,
} from './demand-menu-paths';
import { importPlanned } from './demand-plan-import';
import {
  copyPlannedWeek,
  createPlanned,
  deletePlanned,
  listPlanned,
  updatePlanned,
} from './demand-plan-queries';
import { projectMap } from './demand-project-map-queries';
import { demandCell, demandGrid } from './demand-queries';
import {
  bomLinkInputSchema,
  bomLinkListSchema,
  bomLinkSchema,
  bomLinkUpdateSchema,
  categoryParamsSchema,
  demandCellQuerySchema,
  demandCellSchema,
  demandGridSchema,
  demandOptionsSchema,
  demandWindowQuerySchema,
  linkIdParamsSchema,
  panelLinkInputSchema,
  panelLinkListSchema,
  panelLinkSchema,
  panelSizeParamsSchema,
  planningBulkClearSchema,
  planningBulkEditSchema,
  planningBulkResultSchema,
  planningCategoryListSchema,
  planningCategorySchema,
  planningItemPageSchema,
  planningItemQuerySchema,
  planningSettingsSchema,
  plannedIdParamsSchema,
  plannedImportResultSchema,
  plannedInstallationInputSchema,
  plannedInstallationListSchema,
  plannedInstallationSchema,
  plannedInstallationUpdateSchema,
  plannedWeekCopySchema,
  projectMapSchema,
  recordVersionQuerySchema,
} from './demand-schemas';
import {
  bulkEditPlanningItems,
  clearPlanningItems,
  listPlanningCategories,
  listPlanningItems,
  saveCategoryDefault,
} from './demand-settings-queries';

const tag = 'demand';
const bomLinkAccess = { staff: true, menuPaths: bomLinkPaths } as const;
const panelLinkAccess = { staff: true, menuPaths: panelLinkPaths } as const;
const settingAccess = { staff: true, menuPaths: itemSettingPaths } as const;
const planAccess = { staff: true, menuPaths: planDemandPaths } as const;
const demandAccess = { staff: true, menuPaths: demandPaths } as const;
const projectMapAccess = { staff: true, menuPaths: projectMapPaths } as const;

export const demandRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/demand/bom-links/',
    access: bomLinkAccess,
    tag,
    summary: 'Every BOM link, the most specific first (the order they are tried)',
    schemas: { response: bomLinkListSchema },
    async handler(_input, { deps }) {
      return listBomLinks(deps.database.db);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/demand/bom-links/',
    access: bomLinkAccess,
    tag,
    summary: 'Creates a BOM link (the first must be the default: every criterion any)',
    successStatus: 201,
    schemas: { body: bomLinkInputSchema, response: bomLinkSchema },
    async handler({ body }, { deps }) {
      return createBomLink(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/demand/bom-links/:linkId/',
    access: bomLinkAccess,
    tag,
    summary: 'Saves a BOM link (version checked; the default keeps no criteria)',
    schemas: { params: linkIdParamsSchema, body: bomLinkUpdateSchema, response: bomLinkSchema },
    async handler({ params, body }, { deps }) {
      return updateBomLink(deps.database.db, params.linkId, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/demand/bom-links/:linkId/',
    access: bomLinkAccess,
    tag,
    summary: 'Deletes a BOM link at ?version= (the default only as the last link)',
    successStatus: 204,
    schemas: {
      params: linkIdParamsSchema,
      querystring: recordVersionQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps }) {
      await deleteBomLink(deps.database.db, params.linkId, query.version);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/demand/options/',
    access: { staff: true, menuPaths: [...bomLinkPaths, ...planDemandPaths, ...itemSettingPaths] },
    tag,
    summary: 'The parts lists, provinces, vendors and warehouses the planning forms choose from',
    schemas: { response: demandOptionsSchema },
    async handler(_input, { deps }) {
      return demandOptions(deps.database.db);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/demand/panel-links/',
    access: panelLinkAccess,
    tag,
    summary: 'The panel items of every panel size, preferred first',
    schemas: { response: panelLinkListSchema },
    async handler(_input, { deps }) {
      return listPanelLinks(deps.database.db);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/demand/panel-links/:panelSizeW/',
    access: panelLinkAccess,
    tag,
    summary:
      "Replaces a panel size's items: the preferred one, then the alternates in order (version checked)",
    schemas: {
      params: panelSizeParamsSchema,
      body: panelLinkInputSchema,
      response: panelLinkSchema,
    },
    async handler({ params, body }, { deps }) {
      return savePanelLink(deps.database.db, params.panelSizeW, body.item_ids, body.version);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/demand/item-settings/',
    access: settingAccess,
    tag,
    summary: 'Items with the planning settings in force and where they come from',
    schemas: { querystring: planningItemQuerySchema, response: planningItemPageSchema },
    async handler({ query }, { deps }) {
      return listPlanningItems(deps.database.db, {
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        category: query.category,
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/demand/item-settings/bulk/',
    access: settingAccess,
    tag,
    summary: 'Sets the chosen planning fields on every selected item',
    schemas: { body: planningBulkEditSchema, response: planningBulkResultSchema },
    async handler({ body }, { deps }) {
      return bulkEditPlanningItems(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/demand/item-settings/clear/',
    access: settingAccess,
    tag,
    summary: "Removes the selected items' own settings (they take their category default)",
    schemas: { body: planningBulkClearSchema, response: planningBulkResultSchema },
    async handler({ body }, { deps }) {
      return clearPlanningItems(deps.database.db, body.item_ids);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/demand/categories/',
    access: settingAccess,
    tag,
    summary: 'Item categories (item number prefixes) with their default planning settings',
    schemas: { response: planningCategoryListSchema },
    async handler(_input, { deps }) {
      return listPlanningCategories(deps.database.db);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/demand/categories/:category/',
    access: settingAccess,
    tag,
    summary: "Saves a category's default planning settings",
    schemas: {
      params: categoryParamsSchema,
      body: planningSettingsSchema,
      response: planningCategorySchema,
    },
    async handler({ params, body }, { deps }) {
      return saveCategoryDefault(deps.database.db, params.category, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/demand/planned/',
    access: planAccess,
    tag,
    summary: 'Planned installations of ?weeks= weeks from ?from_week=',
    schemas: { querystring: demandWindowQuerySchema, response: plannedInstallationListSchema },
    async handler({ query }, { deps }) {
      return listPlanned(deps.database.db, query.from_week, query.weeks);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/demand/planned/',
    access: planAccess,
    tag,
    summary: 'Adds a planned installation',
    successStatus: 201,
    schemas: { body: plannedInstallationInputSchema, response: plannedInstallationSchema },
    async handler({ body }, { deps }) {
      return createPlanned(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/demand/planned/:plannedId/',
    access: planAccess,
    tag,
    summary: 'Saves a planned installation (version checked)',
    schemas: {
      params: plannedIdParamsSchema,
      body: plannedInstallationUpdateSchema,
      response: plannedInstallationSchema,
    },
    async handler({ params, body }, { deps }) {
      return updatePlanned(deps.database.db, params.plannedId, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/demand/planned/:plannedId/',
    access: planAccess,
    tag,
    summary: 'Deletes a planned installation at ?version=',
    successStatus: 204,
    schemas: {
      params: plannedIdParamsSchema,
      querystring: recordVersionQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps }) {
      await deletePlanned(deps.database.db, params.plannedId, query.version);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/demand/planned/copy-week/',
    access: planAccess,
    tag,
    summary: "Copies one week's planned installations into another week",
    schemas: { body: plannedWeekCopySchema, response: plannedImportResultSchema },
    async handler({ body }, { deps }) {
      return copyPlannedWeek(deps.database.db, body.from_week, body.to_week);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/demand/planned/import/',
    access: planAccess,
    tag,
    summary:
      'Imports planned installations from a CSV or Excel body: all lines or, with any problem, none',
    bodyLimit: 512 * 1024,
    schemas: { response: plannedImportResultSchema },
    async handler(_input, { deps, request }) {
      // The app's table parsers hand the body over unread; anything else is not a table file.
      const format = tableUploadFormatOf(request.headers['content-type']);
      if (!(request.body instanceof Readable) || format === null) {
        throw new HttpError(400, messages.apiLeadImportNotCsv);
      }
      return importPlanned(deps.database.db, request.body, format);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/demand/',
    access: demandAccess,
    tag,
    summary: 'Gross demand per item and ISO week over ?weeks= weeks from ?from_week=',
    schemas: { querystring: demandWindowQuerySchema, response: demandGridSchema },
    async handler({ query }, { deps }) {
      return demandGrid(deps.database.db, { fromWeek: query.from_week, weeks: query.weeks });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/demand/cell/',
    access: demandAccess,
    tag,
    summary: 'The projects and planned installations one number of demand comes from',
    schemas: { querystring: demandCellQuerySchema, response: demandCellSchema },
    async handler({ query }, { deps }) {
      return demandCell(deps.database.db, query.item_id, query.week);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/demand/project-map/',
    access: projectMapAccess,
    tag,
    summary:
      'Installations planned in ?weeks= weeks from ?from_week=, where they are and whether their parts are shipped, available (stock handed out in installation order) or short',
    schemas: { querystring: demandWindowQuerySchema, response: projectMapSchema },
    async handler({ query }, { deps }) {
      return projectMap(deps.database.db, { fromWeek: query.from_week, weeks: query.weeks });
    },
  }),
];
