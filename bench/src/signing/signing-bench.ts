import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import {
  renderProposalPdf,
  signedProposalPdf,
} from '../../../api/src/modules/proposal-sendings/proposal-sendings-pdf';
import { percentile } from '../support/latency-stats';

export interface SigningRow {
  scenario: string;
  medianMs: number;
  p95Ms: number;
  targetMs: number;
  pass: boolean;
}

/** A CRC-32 of PNG chunk bytes (the PNG format requires one per chunk). */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 600 × 200 greyscale PNG with a drawn-looking wave: the size the portal's pad sends. */
function signaturePng(): Uint8Array {
  const width = 600;
  const height = 200;
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // no filter
    for (let x = 0; x < width; x += 1) {
      const line = 100 + Math.round(40 * Math.sin(x / 30));
      rows.push(Math.abs(y - line) < 2 ? 20 : 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * The signed PDF's generation as a signature makes it, in this process: the sent proposal's PDF
 * loaded, the certificate page (audit trail, hash, signature image) added and saved. Also the
 * proposal PDF's own rendering, which a send does. `runs` of each after a warm-up.
 */
export async function runSigningBench(runs = 100): Promise<SigningRow[]> {
  const line = (key: string, label: string, text: string) => ({ key, label, text });
  const document = {
    programName: 'Cash',
    lines: {
      system: [
        line('panelQty', 'Panel Qty', '20'),
        line('systemSize', 'Total System Size DC (kW)', '8.40'),
        line('production', 'Estimated Solar Production (kWh/y)', '10,120'),
      ],
      cost: [
        line('systemCost', 'Solar Power System Cost', '$21,000.00'),
        line('hst', 'HST (15%)', '$3,150.00'),
        line('totalWithHst', 'Total System Cost with HST', '$24,150.00'),
      ],
      payments: [line('payment-1', 'PMT 1 (Upon Proposal Sign)', '$598.00')],
    },
  };
  const proposal = () =>
    renderProposalPdf({
      dealName: 'Gallant Residence',
      address: '12 Kent St, Halifax',
      customerName: 'Marie Gallant',
      salesPerson: 'Rep One',
      proposalVersion: 2,
      document,
      values: {},
      sentAt: new Date('2026-03-02T14:00:00Z'),
    });
  const sent = await proposal();
  const png = signaturePng();
  const sign = () =>
    signedProposalPdf(sent, {
      signerName: 'Marie Gallant',
      signerEmail: 'marie@example.com',
      contactName: 'Marie Gallant',
      customerUserId: 42,
      signedAt: new Date(),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      method: 'drawn',
      documentSha256: createHash('sha256').update(sent).digest('hex'),
      signaturePng: png,
      proposalVersion: 2,
      dealName: 'Gallant Residence',
    });
  const measure = async (work: () => Promise<unknown>) => {
    for (let warm = 0; warm < 5; warm += 1) await work();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await work();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95) };
  };
  const row = async (scenario: string, targetMs: number, work: () => Promise<unknown>) => {
    const timing = await measure(work);
    return { scenario, ...timing, targetMs, pass: timing.p95Ms <= targetMs };
  };
  return [
    await row('proposal PDF as sent', 500, proposal),
    await row('signed PDF (sent PDF + certificate page)', 500, sign),
  ];
}
