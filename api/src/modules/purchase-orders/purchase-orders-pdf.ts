import { eq } from 'drizzle-orm';
import {
  formatCalendarDay,
  formatMoney,
  type PurchaseOrder,
  type TemplateBlock,
  type TemplateRecord,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../http/app-deps';
import { warehouses } from '../stock/stock-tables';
import { vendors } from './purchase-orders-tables';

/** Order lines per page of the PDF: the table's rows stay legible and the page never overflows. */
const linesPerPage = 24;

/** Cents of a "1234.50" amount, exactly (no float rounding on the way). */
function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The vendor's and the warehouse's details the order's header prints. */
export interface PurchaseOrderParties {
  vendor: { name: string; contact: string; email: string; phone: string };
  warehouse: { name: string; address: string };
}

export async function partiesOf(db: Database, order: PurchaseOrder): Promise<PurchaseOrderParties> {
  const [vendor] = await db
    .select({
      name: vendors.name,
      contact: vendors.contact,
      email: vendors.email,
      phone: vendors.phone,
    })
    .from(vendors)
    .where(eq(vendors.id, order.vendor.id));
  const [warehouse] = await db
    .select({ name: warehouses.name, address: warehouses.address })
    .from(warehouses)
    .where(eq(warehouses.id, order.warehouse.id));
  return {
    vendor: vendor ?? { name: order.vendor.name, contact: '', email: '', phone: '' },
    warehouse: warehouse ?? { name: order.warehouse.name, address: '' },
  };
}

const text = (
  id: string,
  frame: { x: number; y: number; width: number; height: number },
  content: string,
  options: { size?: number; bold?: boolean; align?: 'left' | 'right' } = {},
): TemplateBlock => ({
  id,
  kind: 'text',
  ...frame,
  text: content,
  font_size_pt: options.size ?? 10,
  bold: options.bold ?? false,
  italic: false,
  align: options.align ?? 'left',
});

/**
 * The order as a document of the templates' kind (A4, text and table blocks), so it prints with
 * the same renderer, fonts and limits as every generated document: the header with vendor and
 * delivery address on the first page, the lines in pages of `linesPerPage`, the total after them.
 */
export function purchaseOrderDocument(
  order: PurchaseOrder,
  parties: PurchaseOrderParties,
): TemplateRecord {
  const chunks: PurchaseOrder['lines'][] = [];
  for (let start = 0; start < Math.max(order.lines.length, 1); start += linesPerPage) {
    chunks.push(order.lines.slice(start, start + linesPerPage));
  }
  const pages = chunks.map((lines, index) => {
    const first = index === 0;
    const last = index === chunks.length - 1;
    const top = first ? 82 : 30;
    const blocks: TemplateBlock[] = [
      text(
        `title-${index}`,
        { x: 15, y: 15, width: 180, height: 10 },
        `Purchase order ${order.number}`,
        { size: 18, bold: true },
      ),
      text(
        `page-${index}`,
        { x: 15, y: 26, width: 180, height: 6 },
        `${formatCalendarDay(order.created_at.slice(0, 10))} · page ${index + 1} of ${chunks.length}`,
        { size: 9 },
      ),
    ];
    if (first) {
      const vendor = [
        'Vendor',
        parties.vendor.name,
        parties.vendor.contact,
        parties.vendor.email,
        parties.vendor.phone,
      ].filter((line) => line !== '');
      const deliverTo = ['Deliver to', parties.warehouse.name, parties.warehouse.address].filter(
        (line) => line !== '',
      );
      blocks.push(
        text('vendor', { x: 15, y: 38, width: 85, height: 36 }, vendor.join('\n')),
        text('deliver-to', { x: 110, y: 38, width: 85, height: 36 }, deliverTo.join('\n')),
      );
    }
    const rows = [
      ['Item', 'Description', 'Quantity', 'Unit cost', 'Expected', 'Amount'],
      ...lines.map((line) => [
        line.itemno,
        line.itemdes,
        String(line.quantity),
        formatMoney(centsOf(line.unit_cost)),
        line.expected_date ? formatCalendarDay(line.expected_date) : '',
        formatMoney(centsOf(line.unit_cost) * line.quantity),
      ]),
    ];
    const rowHeight = 7;
    blocks.push({
      id: `lines-${index}`,
      kind: 'table',
      x: 15,
      y: top,
      width: 180,
      height: rows.length * rowHeight,
      rows,
      header_row: true,
      font_size_pt: 8,
    });
    if (last) {
      const after = top + rows.length * rowHeight + 4;
      blocks.push(
        text(
          'total',
          { x: 105, y: after, width: 90, height: 8 },
          `Total ${formatMoney(centsOf(order.total))}`,
          { size: 12, bold: true, align: 'right' },
        ),
      );
      if (order.notes !== '' && after + 12 < 280) {
        blocks.push(
          text(
            'notes',
            { x: 15, y: after + 12, width: 180, height: Math.min(40, 285 - after - 12) },
            `Notes\n${order.notes}`,
            { size: 9 },
          ),
        );
      }
    }
    return { id: `page-${index}`, blocks };
  });
  const now = new Date().toISOString();
  return {
    id: 0,
    name: `Purchase order ${order.number}`,
    group: 'Invoice',
    orientation: 'portrait',
    page_size: 'A4',
    pages,
    version: 1,
    updated_by: null,
    updated_at: now,
    created_at: now,
  };
}

/** The order's PDF and its download name. */
export async function renderPurchaseOrderPdf(
  db: Database,
  renderer: AppDeps['pdfRenderer'],
  order: PurchaseOrder,
): Promise<{ bytes: Uint8Array; fileName: string; parties: PurchaseOrderParties }> {
  const parties = await partiesOf(db, order);
  const bytes = await renderer.render({
    template: purchaseOrderDocument(order, parties),
    values: {},
    chart: { monthly_usage_kwh: null, monthly_production_kwh: null },
    images: new Map(),
    subject: parties.vendor.name,
  });
  return { bytes, fileName: `${order.number.toLowerCase()}.pdf`, parties };
}
