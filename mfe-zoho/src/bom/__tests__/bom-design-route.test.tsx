import { screen, within } from '@testing-library/react';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { BomDesignRoute } from '../bom-design-route';
import { bomHeader, bomLines } from './bom-fixtures';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({
    'GET /api/zoho/bom/7/': { body: bomHeader },
    'GET /api/zoho/bom/7/details/': { body: bomLines },
  });
});
afterEach(() => fake.restore());

const callsTo = (path: string) => fake.calls.filter((call) => call.path === path);

function renderRoute(id: string) {
  return renderPage(
    <Routes>
      <Route path="/workplace/zoho/bom/:id/design" element={<BomDesignRoute />} />
    </Routes>,
    { location: `/workplace/zoho/bom/${id}/design` },
  );
}

describe('BomDesignRoute', () => {
  it('asks for the header and the lines once each, and the page shows them', async () => {
    renderRoute('7');
    const table = await screen.findByRole('table', { name: 'BOM items' });
    expect(await within(table).findByRole('button', { name: 'Edit MOD-405-BLK' })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: `BOM Design - ${bomHeader.bomdes}` }),
    ).toBeInTheDocument();
    expect(callsTo('/api/zoho/bom/7/')).toHaveLength(1);
    expect(callsTo('/api/zoho/bom/7/details/')).toHaveLength(1);
  });

  it('asks for nothing with an id that is not a BOM id', async () => {
    renderRoute('abc');
    await screen.findByRole('heading', { level: 1 });
    expect(fake.calls).toHaveLength(0);
  });
});
