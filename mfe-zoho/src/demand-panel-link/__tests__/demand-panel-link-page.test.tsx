import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, versionConflictCode, type PanelLink } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { DemandPanelLinkPage } from '../demand-panel-link-page';

const black = { item_id: 1, itemno: 'MOD-405-BLK', itemdes: '405 W black frame' };
const allBlack = { item_id: 2, itemno: 'MOD-405-AB', itemdes: '405 W all-black' };
const links: PanelLink[] = [
  { panel_size_w: 405, items: [black], candidates: [black, allBlack], version: 3 },
  { panel_size_w: 440, items: [], candidates: [], version: 1 },
];

let fake: FakeApi;
let saved: unknown[];
beforeEach(() => {
  saved = [];
  fake = installFakeApi({
    'GET /api/demand/panel-links/': () => ({ body: links }),
    'PUT /api/demand/panel-links/405/': ({ body }) => {
      saved.push(body);
      return { body: { ...links[0]!, items: [allBlack, black], version: 4 } };
    },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('DemandPanelLinkPage', () => {
  it('adds an alternate, makes it the preferred item and saves the order', async () => {
    const user = userEvent.setup();
    renderPage(<DemandPanelLinkPage />);
    const size405 = await screen.findByRole('region', { name: '405 W panels' });
    await user.click(within(size405).getByRole('button', { name: 'Add MOD-405-AB' }));
    await user.click(within(size405).getByRole('button', { name: 'Move MOD-405-AB up' }));
    const items = within(
      within(size405).getByRole('list', { name: 'Items of 405 W' }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('MOD-405-ABPreferred');
    expect(items[1]).toHaveTextContent('MOD-405-BLKAlternate 1');
    await user.click(within(size405).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ item_ids: [2, 1], version: 3 }]));
    expect(await screen.findByText(messages.panelLinkSaved)).toBeInTheDocument();
  });

  it('offers to reload when someone else saved the size first, and reload shows their items', async () => {
    const user = userEvent.setup();
    let reloaded = false;
    fake.set({
      'GET /api/demand/panel-links/': () => ({
        body: reloaded ? [{ ...links[0]!, items: [allBlack], version: 4 }, links[1]!] : links,
      }),
      'PUT /api/demand/panel-links/405/': () => {
        reloaded = true;
        return {
          status: 409,
          body: { message: messages.recordVersionConflict, error: versionConflictCode },
        };
      },
    });
    renderPage(<DemandPanelLinkPage />);
    const size405 = await screen.findByRole('region', { name: '405 W panels' });
    await user.click(within(size405).getByRole('button', { name: 'Add MOD-405-AB' }));
    await user.click(within(size405).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(messages.recordVersionConflict)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => {
      const items = within(
        within(screen.getByRole('region', { name: '405 W panels' })).getByRole('list', {
          name: 'Items of 405 W',
        }),
      ).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringContaining('MOD-405-AB'),
      ]);
    });
  });

  it('says what to do for a size without items', async () => {
    renderPage(<DemandPanelLinkPage />);
    const size440 = await screen.findByRole('region', { name: '440 W panels' });
    expect(within(size440).getByText(messages.panelLinkNoItem)).toBeInTheDocument();
    expect(within(size440).getByText(/Rated power attribute at 440 W/)).toBeInTheDocument();
  });
});
