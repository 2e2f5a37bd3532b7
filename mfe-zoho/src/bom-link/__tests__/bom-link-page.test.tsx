import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type BomLink } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { BomLinkPage } from '../bom-link-page';

const defaultLink: BomLink = {
  id: 1,
  bom_id: 10,
  bom_description: 'Rooftop kit',
  installation_type: null,
  program: null,
  panel_size_w: null,
  province_id: null,
  province_name: null,
  is_default: true,
  specificity: 0,
  version: 1,
};
const groundLink: BomLink = {
  ...defaultLink,
  id: 2,
  bom_id: 11,
  bom_description: 'Ground kit',
  installation_type: 'ground',
  province_id: 4,
  province_name: 'Nova Scotia',
  is_default: false,
  specificity: 6,
};

let fake: FakeApi;
let saved: unknown[];
afterEach(() => {
  fake.restore();
  toaster.remove();
});

function install(links: BomLink[]) {
  saved = [];
  fake = installFakeApi({
    'GET /api/demand/bom-links/': () => ({ body: links }),
    'GET /api/demand/options/': () => ({
      body: {
        boms: [
          { id: 10, bomdes: 'Rooftop kit', bomsts: 'Active' },
          { id: 11, bomdes: 'Ground kit', bomsts: 'Active' },
        ],
        provinces: [{ id: 4, code: 'NS', name: 'Nova Scotia' }],
        vendors: [],
        warehouses: [],
      },
    }),
    'POST /api/demand/bom-links/': ({ body }) => {
      saved.push(body);
      return { status: 201, body: { ...groundLink, id: 3 } };
    },
  });
}

describe('BomLinkPage', () => {
  it('lists the links, the default marked, criteria a link leaves open reading Any', async () => {
    install([groundLink, defaultLink]);
    renderPage(<BomLinkPage />);
    const table = await screen.findByRole('table', { name: 'BOM links' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ground kitAnyGround MountNova ScotiaAny');
    expect(rows[2]).toHaveTextContent('Rooftop kitDefaultAnyAnyAnyAny');
  });

  it('creates a link for a panel size and a province', async () => {
    install([defaultLink]);
    const user = userEvent.setup();
    renderPage(<BomLinkPage />);
    await screen.findByRole('table', { name: 'BOM links' });
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.bomLinkUnknownBom)).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Ground kit' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Parts list/ }), '11');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Panel size' }), '440');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Province' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { bom_id: 11, installation_type: null, program: null, panel_size_w: 440, province_id: 4 },
      ]),
    );
    expect(await screen.findByText(messages.bomLinkSaved)).toBeInTheDocument();
  });

  it('says to start with the default when there is no link', async () => {
    install([]);
    renderPage(<BomLinkPage />);
    expect(await screen.findByText(messages.bomLinksEmpty)).toBeInTheDocument();
  });
});
