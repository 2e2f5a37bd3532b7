import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { forwardWithoutOutOfMemoryReport } from '../render-process-output';

/** What a render process that ran out of heap writes, as Node 24 prints it. */
const outOfMemoryReport = [
  '',
  '<--- Last few GCs --->',
  '',
  '[23152:0x2dbb5000]      639 ms: Mark-Compact 75.7 (123.9) -> 63.7 (128.9) MB, allocation failure; scavenge might not succeed',
  '',
  'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
  '----- Native stack trace -----',
  '',
].join('\n');

async function forwarded(chunks: string[]): Promise<string> {
  const stderr = new PassThrough();
  const destination = new PassThrough();
  let output = '';
  destination.setEncoding('utf8');
  destination.on('data', (text: string) => (output += text));
  forwardWithoutOutOfMemoryReport(stderr, destination);
  for (const chunk of chunks) stderr.write(chunk);
  stderr.end();
  await finished(stderr);
  return output;
}

it("passes a render process's warnings on", async () => {
  const warning = '(node:42) Warning: something a render process says\nand its second line\n';
  expect(await forwarded([warning.slice(0, 20), warning.slice(20)])).toBe(warning);
});

it("keeps V8's out-of-memory report out, even split across chunks", async () => {
  const output = 'render: holding every line\n';
  const all = output + outOfMemoryReport;
  const splitAt = all.indexOf('Last few') + 4;
  expect(await forwarded([all.slice(0, splitAt), all.slice(splitAt)])).toBe(`${output}\n`);
});

it('passes on a last line without a line break', async () => {
  expect(await forwarded(['first\n', 'last'])).toBe('first\nlast');
});
