/**
 * Runs two stand-in servers the way `npm start` runs the real ones: `steady` stays up, `flaky`
 * crashes on its first start and stays up after that.
 *
 *   node scripts/__tests__/support/run-together-fixture.mjs <work folder>
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { runTogether } from '../../run-together.mjs';

const [workDir] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const keepRunning = 'setInterval(() => {}, 60_000);';
writeFileSync(
  path.join(workDir, 'steady.cjs'),
  `console.log('steady up ' + process.pid); ${keepRunning}`,
);
writeFileSync(
  path.join(workDir, 'flaky.cjs'),
  `const fs = require('node:fs');
const marker = ${JSON.stringify(path.join(workDir, 'crashed-once'))};
if (!fs.existsSync(marker)) {
  fs.writeFileSync(marker, '');
  console.log('flaky crashing');
  process.exit(1);
}
console.log('flaky up ' + process.pid);
${keepRunning}`,
);
const code = await runTogether(
  [
    { name: 'steady', line: `node ${path.join(workDir, 'steady.cjs')}` },
    { name: 'flaky', line: `node ${path.join(workDir, 'flaky.cjs')}` },
  ],
  { root, env: { PATH: process.env.PATH, FORCE_COLOR: '0' } },
);
process.exit(code);
