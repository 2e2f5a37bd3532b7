import { mrpRowKeys, type MrpRowKey } from '@solar/shared/domain';

/**
 * How a run's plan is kept. Runs are kept for good, so every format ever written stays readable:
 *
 * - 1: per item, the six rows as `{ gross: [...52 numbers], ... }` and each demand source whole
 *   (kind, id, label, deal), repeated in every item it feeds.
 * - 2: the run keeps each source once (`mrp_runs.sources`); an item's demand sources name it by
 *   its place in that list, and its rows keep only the weeks where a figure changes. A year's plan
 *   of 5 000 items is then about a sixth of the bytes, and writing the bytes was most of a run.
 */
export const currentPlanFormat = 2;

export type DemandSourceKind = 'project' | 'plan' | 'forecast';

/** A source of demand as a run keeps it: what it is, its name then, and its deal. */
export type StoredSourceEntry = [
  kind: DemandSourceKind,
  sourceId: number,
  label: string,
  dealId: number | null,
];

/** A source of a gross figure as format 1 kept it, inside the item. */
export type StoredDemandSource = [
  weekIndex: number,
  kind: DemandSourceKind,
  sourceId: number,
  quantity: number,
  label: string,
  dealId: number | null,
];

/** An open purchase order line counted as a receipt (the same in both formats). */
export type StoredReceiptSource = [
  weekIndex: number,
  lineId: number,
  orderId: number,
  quantity: number,
  expectedDay: string | null,
];

interface StoredSourcesV1 {
  demand: StoredDemandSource[];
  receipts: StoredReceiptSource[];
}

/** Format 2's item sources: `demand` is flat `[weekIndex, sourceIndex, quantity, ...]`. */
interface StoredSourcesV2 {
  demand: number[];
  receipts: StoredReceiptSource[];
}

/** A demand source as read back, whichever format kept it. */
export interface ReadDemandSource {
  weekIndex: number;
  kind: DemandSourceKind;
  sourceId: number;
  quantity: number;
  label: string;
  dealId: number | null;
}

/**
 * A row as the weeks where it changes: flat `[weekIndex, value, ...]`, starting from 0. Most
 * rows are zero in most weeks and projected stock stays level between movements, so this is a
 * few numbers where the whole row is 52.
 */
export function encodeSteps(values: readonly number[]): number[] {
  const steps: number[] = [];
  let previous = 0;
  values.forEach((value, index) => {
    if (value !== previous) steps.push(index, value);
    previous = value;
  });
  return steps;
}

export function decodeSteps(steps: readonly number[], weeks: number): number[] {
  const values = new Array<number>(weeks);
  let value = 0;
  let next = 0;
  for (let index = 0; index < weeks; index += 1) {
    if (next < steps.length && steps[next] === index) {
      value = steps[next + 1]!;
      next += 2;
    }
    values[index] = value;
  }
  return values;
}

/** Collects a run's sources of demand, each once, in the order first met. */
export class RunSourceList {
  readonly entries: StoredSourceEntry[] = [];
  // By kind and id first: tens of thousands of lookups per run, of a few thousand sources.
  private readonly indexes = new Map<string, Map<number, number[]>>();

  indexOf(kind: DemandSourceKind, sourceId: number, label: string, dealId: number | null): number {
    let byId = this.indexes.get(kind);
    if (!byId) {
      byId = new Map();
      this.indexes.set(kind, byId);
    }
    let candidates = byId.get(sourceId);
    if (!candidates) {
      candidates = [];
      byId.set(sourceId, candidates);
    }
    for (const index of candidates) {
      const entry = this.entries[index]!;
      if (entry[2] === label && entry[3] === dealId) return index;
    }
    const index = this.entries.length;
    this.entries.push([kind, sourceId, label, dealId]);
    candidates.push(index);
    return index;
  }
}

/** An item's plan and sources in the current format, as the text the run stores. */
export function encodeItemPlan(
  rows: Record<MrpRowKey, readonly number[]>,
  demand: readonly { weekIndex: number; sourceIndex: number; quantity: number }[],
  receipts: readonly StoredReceiptSource[],
): { rows: string; sources: string } {
  const flatDemand: number[] = [];
  for (const source of demand)
    flatDemand.push(source.weekIndex, source.sourceIndex, source.quantity);
  const sources: StoredSourcesV2 = { demand: flatDemand, receipts: [...receipts] };
  return {
    rows: JSON.stringify(mrpRowKeys.map((key) => encodeSteps(rows[key]))),
    sources: JSON.stringify(sources),
  };
}

export function decodeRows(
  format: number,
  text: string,
  weeks: number,
): Record<MrpRowKey, number[]> {
  if (format === 1) return JSON.parse(text) as Record<MrpRowKey, number[]>;
  const steps = JSON.parse(text) as number[][];
  return Object.fromEntries(
    mrpRowKeys.map((key, index) => [key, decodeSteps(steps[index] ?? [], weeks)]),
  ) as Record<MrpRowKey, number[]>;
}

/** An item's demand sources of one week, whichever format kept them. */
export function decodeDemandSources(
  format: number,
  text: string,
  weekIndex: number,
  runSources: readonly StoredSourceEntry[],
): ReadDemandSource[] {
  if (format === 1) {
    return (JSON.parse(text) as StoredSourcesV1).demand
      .filter(([index]) => index === weekIndex)
      .map(([, kind, sourceId, quantity, label, dealId]) => ({
        weekIndex,
        kind,
        sourceId,
        quantity,
        label,
        dealId,
      }));
  }
  const flat = (JSON.parse(text) as StoredSourcesV2).demand;
  const demand: ReadDemandSource[] = [];
  for (let at = 0; at < flat.length; at += 3) {
    if (flat[at] !== weekIndex) continue;
    const [kind, sourceId, label, dealId] = runSources[flat[at + 1]!]!;
    demand.push({ weekIndex, kind, sourceId, quantity: flat[at + 2]!, label, dealId });
  }
  return demand;
}

/** An item's receipts of one week (kept alike in both formats). */
export function decodeReceiptSources(text: string, weekIndex: number): StoredReceiptSource[] {
  return (JSON.parse(text) as StoredSourcesV1 | StoredSourcesV2).receipts.filter(
    ([index]) => index === weekIndex,
  );
}
