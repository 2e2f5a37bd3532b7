import { and, eq, isNull } from 'drizzle-orm';
import type { TemplateBlock, TemplateCreatePayload } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { documentTemplates } from './templates-tables';

const text = (
  id: string,
  frame: [x: number, y: number, width: number, height: number],
  content: string,
  style: Partial<
    Pick<Extract<TemplateBlock, { kind: 'text' }>, 'font_size_pt' | 'bold' | 'italic' | 'align'>
  > = {},
): TemplateBlock => ({
  id,
  kind: 'text',
  x: frame[0],
  y: frame[1],
  width: frame[2],
  height: frame[3],
  text: content,
  font_size_pt: 11,
  bold: false,
  italic: false,
  align: 'left',
  ...style,
});

const table = (
  id: string,
  frame: [number, number, number, number],
  rows: string[][],
): TemplateBlock => ({
  id,
  kind: 'table',
  x: frame[0],
  y: frame[1],
  width: frame[2],
  height: frame[3],
  rows,
  header_row: true,
  font_size_pt: 10,
});

/**
 * One sensible template per group, inserted once (by `seed_key`) so a new installation has
 * something to start from; people edit or delete them like any other template.
 */
export const seedTemplateDefinitions: readonly {
  seedKey: string;
  template: TemplateCreatePayload;
}[] = [
  {
    seedKey: 'demo:proposal',
    template: {
      name: 'Solar proposal',
      group: 'Proposal',
      orientation: 'portrait',
      page_size: 'A4',
      pages: [
        {
          id: 'page-1',
          blocks: [
            text('title', [20, 20, 170, 14], 'Solar proposal for {{deal.name}}', {
              font_size_pt: 20,
              bold: true,
            }),
            text('date', [130, 36, 60, 8], '{{today}}', { align: 'right' }),
            text(
              'intro',
              [20, 46, 170, 30],
              'Prepared for {{customer.name}}\n{{deal.address}}\n\nThank you for considering solar power. This proposal sizes a system for your home from your past year of electricity use.',
            ),
            table(
              'summary',
              [20, 82, 170, 40],
              [
                ['Item', 'Value'],
                ['System size (kW DC)', '{{proposal.system_size_kw}}'],
                ['Estimated production (kWh/y)', '{{proposal.annual_production_kwh}}'],
                ['Total with HST', '{{proposal.total_with_tax}}'],
              ],
            ),
            {
              id: 'chart',
              kind: 'chart',
              x: 20,
              y: 130,
              width: 170,
              height: 80,
              chart: 'production-vs-usage',
              title: 'Estimated production vs your usage',
            },
            text('contact', [20, 262, 170, 15], 'Your sales person: {{deal.sales_person}}', {
              italic: true,
              font_size_pt: 10,
            }),
          ],
        },
      ],
    },
  },
  {
    seedKey: 'demo:contract',
    template: {
      name: 'Solar installation contract',
      group: 'Contract',
      orientation: 'portrait',
      page_size: 'Letter',
      pages: [
        {
          id: 'page-1',
          blocks: [
            text('title', [20, 20, 175, 14], 'Solar installation contract', {
              font_size_pt: 20,
              bold: true,
              align: 'center',
            }),
            text(
              'parties',
              [20, 40, 175, 34],
              'This contract is made on {{today}} between the installer and {{customer.name}} (“the customer”) for the installation of a {{proposal.system_size_kw}} kW solar power system at {{deal.address}} (deal {{deal.name}}).',
            ),
            table(
              'payments',
              [20, 80, 175, 40],
              // The proposal's own program's payment lines (Purchase, Sunline...), as its
              // presenter shows them.
              [
                ['Payment', 'Amount'],
                ['{{proposal.payment_1}}', '{{proposal.payment_1_amount}}'],
                ['{{proposal.payment_2}}', '{{proposal.payment_2_amount}}'],
                ['{{proposal.payment_3}}', '{{proposal.payment_3_amount}}'],
              ],
            ),
            text(
              'terms',
              [20, 128, 175, 60],
              'Program: {{proposal.program}}. The total price including HST is {{proposal.total_with_tax}}. The installer obtains the permits and arranges the utility connection. The customer gives access to the site on the agreed dates.',
            ),
            text(
              'customer-signature',
              [20, 230, 80, 20],
              'Customer signature\n\n______________________',
            ),
            text(
              'installer-signature',
              [115, 230, 80, 20],
              'For the installer: {{deal.sales_person}}\n\n______________________',
            ),
          ],
        },
      ],
    },
  },
  {
    seedKey: 'demo:invoice',
    template: {
      name: 'Standard invoice',
      group: 'Invoice',
      orientation: 'portrait',
      page_size: 'A4',
      pages: [
        {
          id: 'page-1',
          blocks: [
            text('title', [20, 20, 100, 14], 'Invoice', { font_size_pt: 24, bold: true }),
            text('date', [130, 22, 60, 8], 'Date: {{today}}', { align: 'right' }),
            text('bill-to', [20, 42, 170, 24], 'Bill to:\n{{customer.name}}\n{{deal.address}}'),
            table(
              'lines',
              [20, 72, 170, 32],
              [
                ['Description', 'Amount'],
                [
                  'Solar power system ({{proposal.system_size_kw}} kW)',
                  '{{proposal.total_with_tax}}',
                ],
                ['Permit and connection fees', '{{proposal.permit_fee}}'],
              ],
            ),
            text('thanks', [20, 262, 170, 10], 'Thank you for choosing solar.', {
              italic: true,
              align: 'center',
            }),
          ],
        },
      ],
    },
  },
];

/**
 * Inserts the seed templates that are missing, and brings the ones nobody has saved since they
 * were seeded (version 1, no editor recorded) up to today's wording, so an installation seeded
 * before a fix (a hard-coded payment table, say) prints the fixed document too. A template a
 * person has saved is theirs and is never touched. Returns how many were added.
 */
export async function seedTemplates(db: Database): Promise<number> {
  const inserted = await db
    .insert(documentTemplates)
    .values(
      seedTemplateDefinitions.map(({ seedKey, template }) => ({
        seedKey,
        name: template.name,
        group: template.group,
        orientation: template.orientation,
        pageSize: template.page_size,
        pages: template.pages,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: documentTemplates.id });
  for (const { seedKey, template } of seedTemplateDefinitions) {
    await db
      .update(documentTemplates)
      .set({ pages: template.pages })
      .where(
        and(
          eq(documentTemplates.seedKey, seedKey),
          eq(documentTemplates.version, 1),
          isNull(documentTemplates.updatedBy),
        ),
      );
  }
  return inserted.length;
}
