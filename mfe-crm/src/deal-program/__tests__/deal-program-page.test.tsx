import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { DealProgramPage } from '../deal-program-page';
import { sunlineProgram } from '../../testing/deal-program-fixtures';

let fake: FakeApi;
afterEach(() => fake.restore());

const render = () => renderPage(<DealProgramPage />, { location: '/workplace/crm/deal-program' });

describe('DealProgramPage', () => {
  it('lists programs with where and when they are offered, and links to their design pages', async () => {
    fake = installFakeApi({
      'GET /api/crm/deal-programs/': { body: { can_edit: false, results: [sunlineProgram(true)] } },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Deal programs' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Sunline');
    expect(row).toHaveTextContent('Lease-to-own');
    expect(row).toHaveTextContent('from Jan 1, 2020');
    expect(row).toHaveTextContent('PE, NS');
    expect(
      within(row!).getByRole('link', { name: 'Prices and versions of Sunline' }),
    ).toHaveAttribute('href', '/workplace/crm/deal-program-design/2');
    expect(within(row!).getByRole('link', { name: 'Proposal design of Sunline' })).toHaveAttribute(
      'href',
      '/workplace/crm/program-proposal-design/2',
    );
    // Only administrators change programs.
    expect(screen.queryByRole('button', { name: 'New Program' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Sunline' })).not.toBeInTheDocument();
  });

  it('says what to do when there are no programs', async () => {
    fake = installFakeApi({
      'GET /api/crm/deal-programs/': { body: { can_edit: true, results: [] } },
    });
    render();
    expect(await screen.findByText(messages.dealProgramsEmpty)).toBeInTheDocument();
  });

  it('creates a program with its dates and provinces', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    fake = installFakeApi({
      'GET /api/crm/deal-programs/': { body: { can_edit: true, results: [sunlineProgram(false)] } },
      'POST /api/crm/deal-programs/': ({ body }) => {
        sent = body;
        return { status: 201, body: { ...sunlineProgram(false), id: 9, name: 'Green Loan' } };
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'New Program' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Green Loan');
    // Without a province the form says so before asking the server.
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'PE' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.dealProgramCreated)).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: 'Green Loan',
      kind: 'purchase',
      provinces: ['PE'],
      active_to: null,
    });
  });
});
