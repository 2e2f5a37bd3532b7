import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  registerNavigate,
  type SiteSketch,
  type SiteSketchInput,
  versionConflictCode,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { dealDetails } from '../../testing/deal-fixtures';
import { SiteSketchPage } from '../site-sketch-page';

const empty: SiteSketch = {
  deal: 5,
  polygons: [],
  obstructions: [],
  markers: [],
  version: 0,
  updated_at: null,
};

let fake: FakeApi;
let stored: SiteSketch;
beforeEach(() => {
  registerNavigate(jest.fn());
  stored = empty;
  fake = installFakeApi({
    'GET /api/crm/check-deal-access/5/': { body: { access: true } },
    'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
    'GET /api/crm/site-sketch/5/': () => ({ body: stored }),
    'PUT /api/crm/site-sketch/5/': ({ body }) => {
      const { version, ...shapes } = body as SiteSketchInput;
      stored = { ...shapes, deal: 5, version: version + 1, updated_at: '2026-01-02T00:00:00.000Z' };
      return { body: stored };
    },
  });
});
afterEach(() => {
  registerNavigate(null);
  fake.restore();
});

const render = () =>
  renderPage(
    <Routes>
      <Route path="/workplace/crm/site-sketch/:dealId" element={<SiteSketchPage />} />
    </Routes>,
    { location: '/workplace/crm/site-sketch/5' },
  );

describe('SiteSketchPage', () => {
  it('adds, labels, moves and deletes shapes with the keyboard, undoes, and saves', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Nothing drawn yet.')).toBeInTheDocument();
    const tools = screen.getByRole('toolbar', { name: 'Sketch tools' });

    // A roof face at the map centre, relabelled and given a pitch and the bearing it faces.
    await user.click(within(tools).getByRole('button', { name: 'Roof face' }));
    await user.click(within(tools).getByRole('button', { name: 'Add at map centre' }));
    const shapes = screen.getByRole('region', { name: 'Shapes' });
    expect(
      within(shapes).getByRole('button', { name: 'Roof face 1 · Roof face' }),
    ).toBeInTheDocument();
    const label = screen.getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, 'South face{Enter}');
    await user.type(screen.getByRole('spinbutton', { name: /Pitch/ }), '30{Enter}');
    const facing = screen.getByRole('spinbutton', { name: /Facing/ });
    await user.type(facing, '400');
    expect(screen.getByText(messages.productionAzimuthRange)).toBeInTheDocument();
    await user.clear(facing);
    await user.type(facing, '170{Enter}');
    expect(screen.queryByText(messages.productionAzimuthRange)).not.toBeInTheDocument();

    // A meter, moved north with the arrow key from the shape list.
    await user.click(within(tools).getByRole('button', { name: 'Meter' }));
    await user.click(within(tools).getByRole('button', { name: 'Add at map centre' }));
    const meter = within(shapes).getByRole('button', { name: 'Meter 1 · Meter' });
    meter.focus();
    await user.keyboard('{ArrowUp}');

    // A panel deleted with the Delete key, then brought back with Undo and deleted again.
    await user.click(within(tools).getByRole('button', { name: 'Panel' }));
    await user.click(within(tools).getByRole('button', { name: 'Add at map centre' }));
    within(shapes).getByRole('button', { name: 'Panel 1 · Panel' }).focus();
    await user.keyboard('{Delete}');
    expect(
      within(shapes).queryByRole('button', { name: 'Panel 1 · Panel' }),
    ).not.toBeInTheDocument();
    await user.click(within(tools).getByRole('button', { name: 'Undo' }));
    await user.click(within(shapes).getByRole('button', { name: 'Panel 1 · Panel' }));
    await user.click(within(tools).getByRole('button', { name: 'Delete' }));
    expect(within(shapes).getByRole('heading', { name: 'Shapes (2)' })).toBeInTheDocument();

    await user.click(within(tools).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.siteSketchSaved)).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === 'PUT')!.body as SiteSketchInput;
    expect(body.version).toBe(0);
    expect(body.polygons).toEqual([
      expect.objectContaining({
        label: 'South face',
        pitch: 30,
        azimuth: 170,
        points: expect.any(Array),
      }),
    ]);
    expect(body.polygons[0]!.points).toHaveLength(4);
    expect(body.markers).toEqual([expect.objectContaining({ label: 'Meter 1', type: 'meter' })]);
    // The arrow key moved the meter half a metre north of the deal's point.
    expect(body.markers[0]!.position.lat).toBeGreaterThan(dealDetails(5).address.latitude!);
    expect(body.obstructions).toEqual([]);

    // The next save goes from the new version.
    await user.click(within(tools).getByRole('button', { name: 'Save' }));
    await screen.findAllByText(messages.siteSketchSaved);
    const puts = fake.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect((puts[1]!.body as SiteSketchInput).version).toBe(1);
  });

  it('reloads a saved sketch exactly', async () => {
    stored = {
      ...empty,
      version: 4,
      updated_at: '2026-01-02T00:00:00.000Z',
      obstructions: [
        {
          id: 'o1',
          label: 'Chimney',
          shape: 'circle',
          center: { lat: 43.6, lng: -79.3 },
          radius: 0.6,
        },
      ],
      markers: [
        { id: 'm1', label: 'Main panel', type: 'panel', position: { lat: 43.6, lng: -79.3 } },
      ],
    };
    const user = userEvent.setup();
    render();
    const shapes = await screen.findByRole('region', { name: 'Shapes' });
    expect(
      within(shapes).getByRole('button', { name: 'Chimney · Round obstruction' }),
    ).toBeInTheDocument();
    expect(within(shapes).getByRole('button', { name: 'Main panel · Panel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.siteSketchSaved);
    const { deal: _deal, updated_at: _at, ...expected } = { ...stored, version: 4 };
    expect(fake.calls.find((call) => call.method === 'PUT')!.body).toEqual(expected);
  });

  it('cuts a long shape name to the list, keeping the whole name on hover and for screen readers', async () => {
    const long = 'Main service meter beside the north-east garage door';
    stored = {
      ...empty,
      version: 2,
      markers: [{ id: 'm1', label: long, type: 'meter', position: { lat: 43.6, lng: -79.3 } }],
    };
    render();
    const shapes = await screen.findByRole('region', { name: 'Shapes' });
    const button = within(shapes).getByRole('button', { name: `${long} · Meter` });
    expect(button).toHaveAttribute('title', `${long} · Meter`);
  });

  it('says when someone else saved first and reloads their sketch on request', async () => {
    fake.set({
      'PUT /api/crm/site-sketch/5/': {
        status: 409,
        body: { message: messages.recordVersionConflict, error: versionConflictCode },
      },
    });
    const user = userEvent.setup();
    render();
    await screen.findByText('Nothing drawn yet.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('alertdialog', {
      name: messages.recordVersionConflictTitle,
    });
    expect(question).toHaveTextContent(messages.recordVersionConflict);
    // Theirs: a chimney, saved as version 1.
    const theirs: SiteSketch = {
      ...empty,
      version: 1,
      updated_at: '2026-01-02T00:00:00.000Z',
      obstructions: [
        {
          id: 'o1',
          label: 'Chimney',
          shape: 'circle',
          center: { lat: 43.6, lng: -79.3 },
          radius: 1,
        },
      ],
    };
    fake.set({ 'GET /api/crm/site-sketch/5/': { body: theirs } });
    await user.click(within(question).getByRole('button', { name: 'Reload' }));
    expect(
      await screen.findByRole('button', { name: 'Chimney · Round obstruction' }),
    ).toBeInTheDocument();
  });
});
