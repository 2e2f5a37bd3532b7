import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type PlannedInstallation } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { PlaneDemandPage } from '../plane-demand-page';

const planned: PlannedInstallation = {
  id: 5,
  week: '2027-W09',
  count: 30,
  installation_type: 'rooftop',
  panel_size_w: 405,
  panels_each: 20,
  province_id: 4,
  province_name: 'Nova Scotia',
  program: null,
  version: 1,
};

let fake: FakeApi;
let saved: unknown[];
beforeEach(() => {
  saved = [];
  fake = installFakeApi({
    'GET /api/demand/planned/': () => ({ body: [planned] }),
    'GET /api/demand/options/': () => ({
      body: {
        boms: [],
        provinces: [{ id: 4, code: 'NS', name: 'Nova Scotia' }],
        vendors: [],
        warehouses: [],
      },
    }),
    'POST /api/demand/planned/': ({ body }) => {
      saved.push(body);
      return { status: 201, body: { ...planned, id: 6 } };
    },
    'POST /api/demand/planned/copy-week/': ({ body }) => {
      saved.push(body);
      return { body: { count: 1 } };
    },
    'POST /api/demand/planned/import/': () => ({
      status: 400,
      body: {
        message: 'Line 3: unknown province code',
        errors: [
          { path: 'body', message: 'Line 3: unknown province code' },
          { path: 'body', message: `Line 4: ${messages.isoWeekInvalid}` },
        ],
      },
    }),
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

const at = { location: '/workplace/zoho/plane-demand?from=2027-W09' };

describe('PlaneDemandPage', () => {
  it('lists planned installations and plans more', async () => {
    const user = userEvent.setup();
    renderPage(<PlaneDemandPage />, at);
    const table = await screen.findByRole('table', { name: 'Planned installations' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Mar 1, 202730Roof Top405 W20Nova ScotiaAny',
    );
    await user.click(screen.getByRole('button', { name: 'Plan installations' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(messages.plannedCountInvalid)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Installations/ }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: /Panels per installation/ }), '16');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Installation type' }),
      'ground',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          week: '2027-W09',
          count: 12,
          installation_type: 'ground',
          panel_size_w: 405,
          panels_each: 16,
          province_id: null,
          program: null,
        },
      ]),
    );
  });

  it('copies a week into the next one', async () => {
    const user = userEvent.setup();
    renderPage(<PlaneDemandPage />, at);
    await screen.findByRole('table', { name: 'Planned installations' });
    await user.click(screen.getByRole('button', { name: 'Copy a week' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(saved).toEqual([{ from_week: '2027-W09', to_week: '2027-W10' }]));
    expect(await screen.findByText(messages.plannedWeekCopied(1, '2027-W10'))).toBeInTheDocument();
  });

  it("shows every line's problem of a refused import", async () => {
    const user = userEvent.setup();
    renderPage(<PlaneDemandPage />, at);
    await screen.findByRole('table', { name: 'Planned installations' });
    const file = new File(['week,count\n'], 'plan.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(messages.importChooseFileButton), file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Line 3: unknown province code');
    expect(alert).toHaveTextContent(`Line 4: ${messages.isoWeekInvalid}`);
  });
});
