import path from 'node:path';
import { readBudgetFile } from './budget-file';
import { type AppUnderCheck, checkBudgets } from './check-budgets';

/**
 * `pnpm --filter @solar/bench check-budgets`: checks every built app's initial JavaScript against
 * `bench/budgets.json` and exits 1 naming each app over budget. `scripts/cli.mjs build` runs it
 * after building, so `npm run build`, `npm test` and CI fail on a budget overrun.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const apps: AppUnderCheck[] = [
  { name: 'host', kind: 'host', distDir: path.join(root, 'host', 'dist') },
  { name: 'crm', kind: 'remote', distDir: path.join(root, 'mfe-crm', 'dist') },
  { name: 'zoho', kind: 'remote', distDir: path.join(root, 'mfe-zoho', 'dist') },
  { name: 'templates', kind: 'remote', distDir: path.join(root, 'mfe-templates', 'dist') },
  { name: 'portal', kind: 'remote', distDir: path.join(root, 'mfe-portal', 'dist') },
];
const budgets = readBudgetFile();

try {
  const results = checkBudgets(apps, budgets);
  for (const result of results) {
    console.info(`${result.ok ? 'ok  ' : 'OVER'} ${result.message}`);
  }
  const over = results.filter((result) => !result.ok);
  if (over.length > 0) {
    console.error(
      `Byte budget exceeded: ${over.map((result) => result.app).join(', ')}. Shrink the initial JavaScript (lazy-load, split) or, if the growth is intended, raise the budget in bench/budgets.json.`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
