// Messages: the MRP page (planning runs, their grid, the sources of a figure and turning planned
// orders into purchase orders). One export per text, read everywhere as `messages.x`;
// ../messages.ts says where a text goes. The specification names none of these texts.
// Weeks arrive as their Monday (`YYYY-MM-DD`) and are worded in the product's date format, counts
// in its number format, so an exception reads like the grid beside it.

import { formatCalendarDay } from '../format-date-time';
import { formatNumber } from '../format-number';

export const mrpRunNotFound = 'Planning run not found';
export const mrpRunNotFinished = 'This planning run has not finished yet';
export const mrpWarehouseUnknown = 'Choose an existing warehouse';
export const mrpWeeksInvalid = 'Enter a number of weeks from 1 to 104';
export const mrpHorizonStartInvalid = 'Enter the first week as a date (YYYY-MM-DD)';
export const mrpRunWaiting = 'Waiting to plan…';
export const mrpRunPlanning = 'Planning items';
export const mrpRunDone = 'Plan ready';
export const mrpRunStarted = 'Planning run started';
export const mrpRunsEmpty = 'No planning runs yet. Choose a horizon above and start a run.';
export const mrpGridEmpty =
  'No items in this run. Items are planned when they have demand, open orders or planning settings.';
export const mrpGridNoExceptions = 'No item of this run has an exception message.';
export const mrpPlannedOrdersNotFound = 'Some of the selected planned orders are not in this run';
export const mrpPlannedOrdersConverted =
  'Some of the selected planned orders are already purchase orders';
export const mrpPlannedOrdersNoneSelected = 'Select at least one planned order';
export const mrpNoWarehouse = 'Add a warehouse first: a purchase order is delivered to one';
export const mrpItemsWithoutVendor = (itemnos: readonly string[]) =>
  `No preferred vendor for ${itemnos.join(', ')}: set one on MPR Item Setting first`;
export const mrpPurchaseOrdersCreated = (count: number) =>
  count === 1
    ? '1 draft purchase order created'
    : `${formatNumber(count)} draft purchase orders created`;
export const mrpPlannedOrderNote = (runId: number) => `From planning run ${runId}`;
/** Demand's cells and a planning run's figures alike. */
export const figureSourcesLoadFailed = 'The sources of this number could not be loaded.';
export const mrpItemNotInRun = 'This item is not part of the planning run';
export const mrpExceptionNoSettings = 'Item without settings: netted, nothing planned';
export const mrpExceptionOrderLate = (
  quantity: number,
  receiptWeek: string,
  releaseWeek: string,
  weeksLate: number,
) =>
  `Order late: ${formatNumber(quantity)} for the week of ${formatCalendarDay(receiptWeek)} should have been released the week of ${formatCalendarDay(releaseWeek)} (${formatNumber(weeksLate)} ${weeksLate === 1 ? 'week' : 'weeks'} late)`;
export const mrpExceptionExpedite = (
  order: string,
  quantity: number,
  expectedWeek: string,
  neededWeek: string,
) =>
  `Expedite ${order} (${formatNumber(quantity)}): expected the week of ${formatCalendarDay(expectedWeek)}, needed the week of ${formatCalendarDay(neededWeek)}`;
export const mrpExceptionPostpone = (
  order: string,
  quantity: number,
  expectedWeek: string,
  neededWeek: string | null,
) =>
  neededWeek === null
    ? `Postpone ${order} (${formatNumber(quantity)}): expected the week of ${formatCalendarDay(expectedWeek)}, not needed within the horizon`
    : `Postpone ${order} (${formatNumber(quantity)}): expected the week of ${formatCalendarDay(expectedWeek)}, needed the week of ${formatCalendarDay(neededWeek)}`;
export const mrpExceptionExcess = (projected: number, excess: number) =>
  `Excess stock: ${formatNumber(projected)} projected at the end, ${formatNumber(excess)} above safety stock`;
export const mrpForecastLabel = (dealName: string, percent: number) =>
  `${dealName} (forecast, ${formatNumber(percent)} %)`;
