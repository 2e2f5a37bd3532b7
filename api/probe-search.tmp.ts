import { createDatabase } from './src/db/create-database';
import { searchItems } from './src/modules/zoho/item-queries';
const handle = await createDatabase({ kind: 'postgres', url: process.argv[2]! });
const terms = ['sol', 'a', 'he', 'northwind', 'BM-0123', 'inverter 7.6'];
for (const term of terms) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) { const s = performance.now(); await searchItems(handle.db, term); times.push(performance.now() - s); }
  times.sort((a, b) => a - b);
  console.log(term.padEnd(14), 'p50', times[15]!.toFixed(1), 'max', times[29]!.toFixed(1));
}
await handle.close();
