// Messages: material planning's links (BOM Link, Demand Panel Link), the planning settings of
// items (MPR Item Setting), the demand grid (Demand) and the planned installations (Plan Demand).
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.
// The specification names none of these texts; they are our own. Weeks and counts are worded in
// the product's date and number formats.

import { formatIsoWeek } from '../format-date-time';
import { formatNumber } from '../format-number';

// BOM Link.
export const bomLinkNotFound = 'BOM link not found';
export const bomLinkDuplicate = 'Another link already has exactly these criteria';
export const bomLinkDefaultFirst =
  'Create the default link first: the one whose criteria are all Any';
export const bomLinkDefaultRequired =
  'The default link (every criterion Any) must stay: change its parts list instead';
export const bomLinkUnknownBom = 'Choose an existing parts list';
export const bomLinkUnknownProvince = 'Choose an existing province';
export const bomLinkNoneApplies =
  'No parts list applies: create the default BOM link (every criterion Any)';
export const bomLinkSaved = 'BOM link saved';
export const bomLinkDeleted = 'BOM link deleted';
export const bomLinksEmpty =
  'No BOM links yet. Add the default link first (every criterion Any), then more specific ones.';
export const programKeyInvalid = 'Program must be at most 50 letters, digits or dashes';
export const panelSizeInvalid = 'Panel size must be a whole number of watts from 1 to 2,000';

// Demand Panel Link.
export const panelLinkTooMany = 'A panel size takes at most 10 items';
export const panelLinkDuplicateItem = 'Each item may be listed once per panel size';
export const panelLinkUnknownItem = 'Choose existing items';
export const panelLinkSaved = 'Panel items saved';
export const panelLinkNoItem = 'No item yet: demand for this panel size is not counted';

// MPR Item Setting.
export const planningSettingsSaved = (count: number) =>
  count === 1 ? 'Settings saved for 1 item' : `Settings saved for ${formatNumber(count)} items`;
export const planningSettingsCleared = (count: number) =>
  count === 1
    ? '1 item now takes its category default'
    : `${formatNumber(count)} items now take their category default`;
export const categoryDefaultSaved = 'Category default saved';
export const planningSettingsNoItems = 'Select at least one item';
export const planningSettingsNoFields = 'Choose at least one field to set';
export const planningSettingsUnknownItem = 'One of the selected items no longer exists';
export const planningUnknownVendor = 'Choose an existing vendor';
export const planningUnknownWarehouse = 'Choose an existing warehouse';
export const leadTimeInvalid = 'Lead time must be a whole number of days from 0 to 365';
export const safetyStockInvalid = 'Safety stock must be a whole number from 0 to 1,000,000';
export const moqInvalid = 'Minimum order quantity must be a whole number from 1 to 1,000,000';
export const orderMultipleInvalid = 'Order multiple must be a whole number from 1 to 1,000,000';
export const planningSettingsEmpty =
  'No items match. Synchronise the catalogue on the Zoho API page, or clear the search.';

// Demand and Plan Demand.
export const isoWeekInvalid = 'Week must be an ISO week such as 2027-W09';
export const demandHorizonInvalid = 'Horizon must be from 1 to 52 weeks';
export const demandEmpty =
  'No demand in these weeks. Schedule installations on projects (Installation scheduled, planned date) or add planned installations on Plan Demand.';
export const plannedInstallationNotFound = 'Planned installation not found';
export const panelsEachInvalid = 'Panels per installation must be a whole number from 1 to 1,000';
export const plannedCountInvalid = 'Count must be a whole number from 1 to 10,000';
export const pleaseSelectInstallationType = 'Please select the installation type';
export const plannedInstallationSaved = 'Planned installation saved';
export const plannedInstallationDeleted = 'Planned installation deleted';
export const plannedWeekCopied = (count: number, week: string) =>
  count === 1
    ? `1 planned installation copied to the week of ${formatIsoWeek(week)}`
    : `${formatNumber(count)} planned installations copied to the week of ${formatIsoWeek(week)}`;
export const plannedDeleteQuestion = (count: number, panelSizeW: number, week: string) =>
  `Delete ${formatNumber(count)} planned ${formatNumber(panelSizeW)} W installations in the week of ${formatIsoWeek(week)}?`;
export const plannedWeekCopyNothing = 'Nothing is planned in that week';
export const plannedWeekCopySame = 'Choose another week to copy to';
export const plannedImportDone = (count: number) =>
  count === 1
    ? '1 planned installation imported'
    : `${formatNumber(count)} planned installations imported`;
export const plannedImportHeader =
  'The first line must name the columns: week, count, installation_type, panel_size_w, panels_each, province, program';
export const plannedImportRowProblem = (row: number, problem: string) => `Line ${row}: ${problem}`;
export const plannedImportUnknownProvince = 'unknown province code';
export const plannedImportEmpty = 'The file has no rows to import';
export const plannedImportTooLarge = 'The file may have at most 2,000 rows';
export const plannedEmpty =
  'Nothing planned in these weeks. Add a planned installation or import a CSV file.';

// Project Info Map.
export const projectMaterialAvailable = 'All parts available';
export const projectMaterialShort = 'Short';
export const projectMaterialShipped = 'Shipped';
export const projectMapEmpty =
  'No installations are scheduled in these weeks. Set the planned date of the Installation scheduled milestone on a project, or choose other weeks.';
export const projectMapNoLocation = "No location: geocode the deal's address to see it on the map";
export const projectMapNoShortage = 'Nothing is short for this installation.';
export const projectMapLoadFailed = 'The upcoming installations could not be loaded.';
export const projectMapItemsShort = (count: number) =>
  count === 1 ? '1 item short' : `${formatNumber(count)} items short`;
export const projectMapUnplaced = (count: number) =>
  count === 1
    ? '1 installation has no location and is only in the list.'
    : `${formatNumber(count)} installations have no location and are only in the list.`;
