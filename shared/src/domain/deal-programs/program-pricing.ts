import type { InstallationType, PanelSize } from '../proposals/proposal-constants';
import type { ResultLineKey } from '../proposals/proposal-result-lines';
import {
  optionalResultLines,
  type OptionalResultLine,
  type PriceIndex,
  type ProgramProposalDesign,
  type ProgramTerms,
  type Rebate,
  type TaxRate,
} from './deal-program-schemas';

/** Dated rows apply from `effective_from` through `effective_to` (both days included). */
function inEffect(row: { effective_from: string; effective_to: string | null }, on: string) {
  return row.effective_from <= on && (row.effective_to === null || on <= row.effective_to);
}

/**
 * The price index for a design: same panel size and installation type, in effect on the day, and
 * whose size band holds the system; the narrowest band wins when several hold it, then the latest
 * start, so a band or a dated price added later overrides the general one.
 */
export function priceIndexFor(
  indices: readonly PriceIndex[],
  panelSize: PanelSize,
  installationType: InstallationType,
  systemWatts: number,
  on: string,
): PriceIndex | null {
  const kw = systemWatts / 1000;
  const matches = indices.filter(
    (row) =>
      row.panel_size === panelSize &&
      row.installation_type === installationType &&
      inEffect(row, on) &&
      (row.min_kw === null || kw >= row.min_kw) &&
      (row.max_kw === null || kw < row.max_kw),
  );
  const width = (row: PriceIndex) =>
    row.min_kw === null || row.max_kw === null ? Infinity : row.max_kw - row.min_kw;
  matches.sort((a, b) => width(a) - width(b) || b.effective_from.localeCompare(a.effective_from));
  return matches[0] ?? null;
}

/** The rebates that apply on the day in the province (a rebate with no provinces applies everywhere). */
export function rebatesFor(
  rebates: readonly Rebate[],
  provinceCode: string | null,
  on: string,
): Rebate[] {
  return rebates.filter(
    (rebate) =>
      inEffect(rebate, on) &&
      (rebate.provinces.length === 0 ||
        (provinceCode !== null && rebate.provinces.includes(provinceCode))),
  );
}

/** The taxes of a province in force on a day (HST alone, or GST with PST or QST). */
export function taxesFor(rates: readonly TaxRate[], provinceCode: string, on: string): TaxRate[] {
  return rates.filter((rate) => rate.province === provinceCode && inEffect(rate, on));
}

/** "HST (15%)", "GST + PST (12%)", "GST + QST (14.975%)". */
export function taxLabelOf(taxes: readonly Pick<TaxRate, 'name' | 'rate_millipercent'>[]): string {
  const total = taxes.reduce((sum, tax) => sum + tax.rate_millipercent, 0);
  const name = taxes.length === 0 ? 'Tax' : taxes.map((tax) => tax.name).join(' + ');
  const percentText = String(total / 1000);
  return `${name} (${percentText}%)`;
}

/** Everything besides the design that a price depends on: the version, the taxes, the place and the day. */
export interface ProposalPricing {
  terms: ProgramTerms;
  taxes: readonly Pick<TaxRate, 'name' | 'rate_millipercent'>[];
  provinceCode: string | null;
  /** The day the proposal is priced (YYYY-MM-DD): which dated prices and rebates apply. */
  pricedOn: string;
}

/** Whether a program is offered on a day in a province. */
export function programOfferedOn(
  program: { active_from: string; active_to: string | null; provinces: readonly string[] },
  provinceCode: string | null,
  on: string,
): { active: boolean; inProvince: boolean } {
  return {
    active: program.active_from <= on && (program.active_to === null || on <= program.active_to),
    inProvince: provinceCode !== null && program.provinces.includes(provinceCode),
  };
}

/** The version in force on a day: the latest whose date has come. */
export function versionInForce<T extends { effective_from: string }>(
  versions: readonly T[],
  on: string,
): T | null {
  return (
    versions
      .filter((version) => version.effective_from <= on)
      .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0] ?? null
  );
}

/** The results line (its key in `resultLineSpecs`) each optional choice of the design shows. */
export const optionalResultLineKeys: Record<OptionalResultLine, ResultLineKey> = {
  averageEfficiency: 'averageEfficiency',
  production: 'production',
  consumption: 'annualConsumption',
  offset: 'offset',
  unitPrice: 'unitPrice',
  permitFee: 'permitFee',
};

/** The keys of the results lines a program's customer document leaves out. */
export function hiddenResultLineKeys(design: ProgramProposalDesign): Set<ResultLineKey> {
  return new Set(
    optionalResultLines
      .filter((line) => !design.shown_result_lines.includes(line))
      .map((line) => optionalResultLineKeys[line]),
  );
}
