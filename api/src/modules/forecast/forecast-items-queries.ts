import { inArray, sql } from 'drizzle-orm';
import {
  forecastDealsLimit,
  forecastItemQuantities,
  installationParts,
  proposalDefaults,
  type ForecastDealExpectation,
  type ForecastItemDeals,
  type ForecastItemDealsQuery,
  type ForecastItemDemand,
  type ForecastItems,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { dealStages } from '../../db/schema';
import { deals } from '../deals/deals-tables';
import { installationTypeOf, readPartsTables } from '../demand';
import { items } from '../zoho/zoho-tables';
import { computeForecast } from './forecast-queries';
import { rowsOf } from '../../db/rows-of';

const round = (value: number) => Number(value.toFixed(2));

interface LatestDesign {
  dealId: number;
  provinceId: number | null;
  hasDesign: boolean;
  panelCount: number;
  installationType: string | null;
  panelSizeW: number | null;
  program: string | null;
}

/** Each deal's province and the design of its latest proposal that has one (if any). */
async function latestDesigns(db: Database, dealIds: number[]): Promise<Map<number, LatestDesign>> {
  if (dealIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select d.id as "dealId", a.province_id as "provinceId", latest.data is not null as "hasDesign",
      coalesce(case when jsonb_typeof(latest.data -> 'panels') = 'array'
        then jsonb_array_length(latest.data -> 'panels') end, 0)::int as "panelCount",
      latest.data ->> 'selectedInstallationType' as "installationType",
      case when jsonb_typeof(latest.data -> 'selectedPanelSize') = 'number'
        then (latest.data ->> 'selectedPanelSize')::int end as "panelSizeW",
      latest.data ->> 'selectedProgram' as "program"
    from deals d
    left join addresses a on a.id = d.address_id
    left join lateral (
      select psd.data from proposals p
      join proposal_saved_details psd on psd.proposal_id = p.id
      where p.deal_id = d.id
      order by p.proposal_version desc limit 1
    ) latest on true
    where d.id in (${sql.join(
      dealIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(rowsOf<LatestDesign>(result).map((row) => [row.dealId, row]));
}

interface ExpectedParts {
  months: string[];
  demands: (ForecastItemDemand & {
    expectation: ForecastDealExpectation;
    name: string;
    fromProposal: boolean;
  })[];
}

/**
 * The forecast's expected installations with the parts each needs: a deal's latest proposal's
 * design through the BOM links (its type, panel size, program, province and panel count), or,
 * for a deal without a design, the default link's parts list at the forecast's average size in
 * the default panel size.
 */
async function expectedParts(db: Database, today: string): Promise<ExpectedParts> {
  return inTransaction(db, async (tx) => {
    const { openDeals, result } = await computeForecast(tx, today);
    const names = new Map(openDeals.map((deal) => [deal.dealId, deal.name]));
    const designs = await latestDesigns(
      tx,
      result.deals.map((deal) => deal.dealId),
    );
    const tables = await readPartsTables(tx);
    const defaultOnly = {
      ...tables,
      links: tables.links.filter(
        (link) =>
          link.installationType === null &&
          link.panelSizeW === null &&
          link.provinceId === null &&
          link.program === null,
      ),
    };
    const demands = result.deals.map((expectation) => {
      const design = designs.get(expectation.dealId);
      const fromProposal = design?.hasDesign === true && design.panelCount > 0;
      const panelSizeW = (fromProposal ? design.panelSizeW : null) ?? proposalDefaults.panelSize;
      const { parts } = fromProposal
        ? installationParts(tables, {
            installationType: installationTypeOf(design.installationType),
            panelSizeW,
            provinceId: design.provinceId,
            program: design.program,
            panelCount: design.panelCount,
          })
        : installationParts(defaultOnly, {
            installationType: proposalDefaults.installationType,
            panelSizeW,
            provinceId: design?.provinceId ?? null,
            program: null,
            panelCount: Math.round((expectation.sizeKw * 1000) / panelSizeW),
          });
      return {
        dealId: expectation.dealId,
        month: expectation.month,
        probability: expectation.probability,
        parts,
        expectation,
        name: names.get(expectation.dealId) ?? '',
        fromProposal,
      };
    });
    return { months: result.months.map((month) => month.month), demands };
  });
}

/** Forecast by item: the parts the expected installations need, per item and month. */
export async function readForecastItems(db: Database, today: string): Promise<ForecastItems> {
  const { months, demands } = await expectedParts(db, today);
  const column = new Map(months.map((month, index) => [month, index]));
  const byItem = new Map<number, number[]>();
  for (const cell of forecastItemQuantities(demands, months)) {
    const quantities = byItem.get(cell.itemId) ?? months.map(() => 0);
    quantities[column.get(cell.month)!] = round(cell.quantity);
    byItem.set(cell.itemId, quantities);
  }
  const itemIds = [...byItem.keys()];
  const itemRows =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: items.id, itemno: items.itemno, itemdes: items.itemdes })
          .from(items)
          .where(inArray(items.id, itemIds));
  return {
    months,
    items: itemRows
      .map((item) => {
        const quantities = byItem.get(item.id)!;
        return {
          item_id: item.id,
          itemno: item.itemno,
          itemdes: item.itemdes,
          quantities,
          total: round(quantities.reduce((sum, quantity) => sum + quantity, 0)),
        };
      })
      .sort((a, b) => a.itemno.localeCompare(b.itemno)),
  };
}

/** The deals one figure of the forecast by item comes from, largest share first. */
export async function readForecastItemDeals(
  db: Database,
  query: ForecastItemDealsQuery,
  today: string,
): Promise<ForecastItemDeals> {
  const { demands } = await expectedParts(db, today);
  const entries = demands
    .filter((demand) => demand.month === query.month && (demand.parts.get(query.item_id) ?? 0) > 0)
    .map((demand) => {
      const quantity = demand.parts.get(query.item_id)!;
      return { demand, quantity, expected: demand.probability * quantity };
    })
    .sort((a, b) => b.expected - a.expected || a.demand.dealId - b.demand.dealId);
  const shown = entries.slice(0, forecastDealsLimit);
  const stageRows =
    shown.length === 0
      ? []
      : await db
          .select({ id: deals.id, stage: dealStages.name })
          .from(deals)
          .innerJoin(dealStages, sql`${dealStages.id} = ${deals.stageId}`)
          .where(
            inArray(
              deals.id,
              shown.map((entry) => entry.demand.dealId),
            ),
          );
  const stages = new Map(stageRows.map((row) => [row.id, row.stage]));
  return {
    total: entries.length,
    deals: shown.map(({ demand, quantity, expected }) => ({
      deal_id: demand.dealId,
      deal_name: demand.name,
      stage_name: stages.get(demand.dealId) ?? '',
      probability_percent: round(demand.probability * 100),
      quantity,
      expected_quantity: round(expected),
      from_proposal: demand.fromProposal,
      day: demand.expectation.expectedDay,
    })),
  };
}
