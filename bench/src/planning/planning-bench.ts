import { performance } from 'node:perf_hooks';
import {
  type MrpDemand,
  type MrpItemInput,
  type MrpScheduledReceipt,
  planItem,
} from '../../../shared/src/domain/planning/plan-item';
import { planningWeeksOf } from '../../../shared/src/domain/planning/planning-weeks';

export interface PlanningRow {
  scenario: string;
  value: string;
  detail: string;
  target: string;
  pass: boolean | null;
}

export interface PlanningBenchOptions {
  items: number;
  weeks: number;
  installations: number;
  purchaseOrders: number;
  runs: number;
}

/** A fixed pseudo-random sequence, so every run plans the same inputs. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const horizonStart = '2027-03-01';

/**
 * Inputs shaped like the MRP run's: every installation needs a dozen items (panels, rails,
 * inverters...), open purchase orders carry a few lines each, a fifth of the items lack settings.
 */
function inputsOf(options: PlanningBenchOptions): MrpItemInput<number, number>[] {
  const random = sequence(24);
  const first = Date.parse(`${horizonStart}T00:00:00Z`);
  const days = Array.from({ length: options.weeks * 7 }, (_, day) =>
    new Date(first + day * 86_400_000).toISOString().slice(0, 10),
  );
  const demands: MrpDemand<number>[][] = Array.from({ length: options.items }, () => []);
  const receipts: MrpScheduledReceipt<number>[][] = Array.from({ length: options.items }, () => []);
  // Each installation needs 12 items; popular items (the low ids) are needed far more often.
  for (let installation = 0; installation < options.installations; installation += 1) {
    const day = days[Math.floor(random() * days.length)]!;
    for (let part = 0; part < 12; part += 1) {
      const item = Math.floor(random() ** 2 * options.items);
      demands[item]!.push({ day, quantity: 1 + Math.floor(random() * 30), ref: installation });
    }
  }
  for (let order = 0; order < options.purchaseOrders; order += 1) {
    const day = days[Math.floor(random() * days.length)]!;
    for (let line = 0; line < 4; line += 1) {
      const item = Math.floor(random() * options.items);
      receipts[item]!.push({
        expectedDay: day,
        quantity: 10 + Math.floor(random() * 200),
        ref: order,
      });
    }
  }
  return demands.map((itemDemands, item) => ({
    horizonStart,
    weeks: options.weeks,
    onHand: Math.floor(random() * 100),
    settings:
      item % 5 === 4
        ? null
        : {
            leadTimeDays: Math.floor(random() * 60),
            safetyStock: Math.floor(random() * 20),
            minimumOrderQuantity: Math.floor(random() * 50),
            orderMultiple: [1, 5, 10, 25][item % 4]!,
          },
    demands: itemDemands,
    scheduledReceipts: receipts[item]!,
  }));
}

/**
 * The MRP arithmetic alone, in this process: every item of a run planned over the horizon, with
 * the inputs already read. It is the part of a run that does not depend on the database; the
 * run's total target (2 s on PostgreSQL) must leave most of its time to reading and writing.
 */
export function runPlanningBench(options: PlanningBenchOptions): PlanningRow[] {
  const inputs = inputsOf(options);
  const heapBefore = process.memoryUsage().heapUsed;
  let peakHeap = heapBefore;
  let plannedOrders = 0;
  let exceptions = 0;
  const planAll = () => {
    plannedOrders = 0;
    exceptions = 0;
    // A run works out its horizon's Mondays once for all of its items.
    const weekStarts = planningWeeksOf(horizonStart, options.weeks);
    for (const input of inputs) {
      const plan = planItem({ ...input, weekStarts });
      plannedOrders += plan.plannedOrders.length;
      exceptions += plan.exceptions.length;
    }
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  };
  planAll();
  const times: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const start = performance.now();
    planAll();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const worst = times[times.length - 1]!;
  const size = `${options.items} items × ${options.weeks} weeks`;
  return [
    {
      scenario: `MRP arithmetic, ${size}`,
      value: `${median.toFixed(0)} ms median`,
      detail: `slowest ${worst.toFixed(0)} ms of ${options.runs}; ${plannedOrders} planned orders, ${exceptions} exceptions`,
      target: '≤ 500 ms',
      pass: median <= 500,
    },
    {
      scenario: `MRP arithmetic, heap growth`,
      value: `${((peakHeap - heapBefore) / 1_048_576).toFixed(0)} MB`,
      detail: `RSS ${(process.memoryUsage().rss / 1_048_576).toFixed(0)} MB`,
      target: '',
      pass: null,
    },
  ];
}
