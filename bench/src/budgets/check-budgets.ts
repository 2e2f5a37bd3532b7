import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type AppKind, initialJsFiles } from './initial-js-files';

/**
 * `budgets.json`: each app's initial JavaScript budget in gzip bytes (level 9), and the JavaScript
 * a first visit of some pages may transfer, in KiB as the browser receives it.
 */
export interface BudgetFile {
  apps: Record<string, { initialJsGzipBytes: number }>;
  pages: Record<string, { jsKiB: number }>;
}

/** The part of the budget file the build's check reads. */
type AppBudgets = Pick<BudgetFile, 'apps'>;

export interface AppUnderCheck {
  name: string;
  kind: AppKind;
  distDir: string;
}

interface BudgetResult {
  app: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number | null;
  ok: boolean;
  message: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Gzip at level 9 is deterministic for the same bytes, unlike a server's on-the-fly choice. */
export function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Measures one app's initial JavaScript and compares it with its budget. */
export function checkApp(app: AppUnderCheck, budgets: AppBudgets): BudgetResult {
  const files = initialJsFiles(app.distDir, app.kind);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(app.distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSize(content);
  }
  const budget = budgets.apps[app.name]?.initialJsGzipBytes ?? null;
  const base = { app: app.name, files: files.length, rawBytes, gzipBytes, budgetBytes: budget };
  if (budget === null) {
    return {
      ...base,
      ok: false,
      message: `${app.name}: no budget in the budget file for its initial JavaScript (${kib(gzipBytes)} gzip); add one`,
    };
  }
  const ok = gzipBytes <= budget;
  return {
    ...base,
    ok,
    message: ok
      ? `${app.name}: initial JavaScript ${kib(gzipBytes)} gzip within its budget of ${kib(budget)}`
      : `${app.name}: initial JavaScript is ${kib(gzipBytes)} gzip (${gzipBytes} bytes), over its budget of ${kib(budget)} (${budget} bytes) by ${kib(gzipBytes - budget)}`,
  };
}

export function checkBudgets(apps: AppUnderCheck[], budgets: AppBudgets): BudgetResult[] {
  return apps.map((app) => checkApp(app, budgets));
}
