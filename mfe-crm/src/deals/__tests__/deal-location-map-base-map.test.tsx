import { installFakeApi, renderPage, testRuntimeConfig, type FakeApi } from '@solar/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { DealLocationMap } from '../components/deal-location-map';

// The bundler gives the data file's URL; under Jest it is a stub, so the test names one.
jest.mock('../../../../shared/src/map/offline-base-map-url', () => ({
  offlineBaseMapUrl: 'http://localhost/assets/offline-base-map.0123456789.geojson',
}));

const mapDataPath = '/assets/offline-base-map.0123456789.geojson';

/** A small stand-in for the served file: New Brunswick, a lake and two towns. */
const baseMap = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {
        layer: 'region',
        code: 'NB',
        name: 'New Brunswick',
        country: 'CAN',
        label: [-66.4, 46.6],
      },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-69, 45],
            [-64, 45],
            [-64, 48],
            [-69, 48],
            [-69, 45],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { layer: 'lake' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-66.2, 45.9],
            [-66.1, 45.9],
            [-66.1, 46],
            [-66.2, 45.9],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { layer: 'place', name: 'Moncton', province: 'NB', population: 108620 },
      geometry: { type: 'Point', coordinates: [-64.8, 46.116] },
    },
    {
      type: 'Feature',
      properties: { layer: 'place', name: 'Shediac', province: 'NB', population: 4735 },
      geometry: { type: 'Point', coordinates: [-64.55, 46.22] },
    },
  ],
};

let fakeApi: FakeApi;
beforeAll(() => {
  // jsdom lays nothing out; Leaflet reads the map's size from these to know what is in view.
  // Defined on HTMLElement over jsdom's own on Element, and removed again after.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 800,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});
beforeEach(() => {
  fakeApi = installFakeApi({ [`GET ${mapDataPath}`]: { body: baseMap } });
});
afterEach(() => fakeApi.restore());

const mapDataCalls = () => fakeApi.calls.filter((call) => call.path === mapDataPath);

describe('the base map of the CRM maps', () => {
  it('draws the offline base map, with its towns named, when no TILE_URL is configured', async () => {
    const { container } = renderPage(
      <DealLocationMap latitude={46.09} longitude={-64.78} label="12 Main St" />,
      { runtimeConfig: { ...testRuntimeConfig, tileUrl: null } },
    );
    await waitFor(() =>
      expect(
        container.querySelectorAll('.leaflet-offline-base-map-pane path').length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(await screen.findByText('Moncton')).toBeInTheDocument();
    expect(screen.getByText('Shediac')).toBeInTheDocument();
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(mapDataCalls()).toHaveLength(1);
    expect(screen.getByText(/Natural Earth/)).toBeInTheDocument();
  });

  it('uses the tiles of TILE_URL, and never downloads the offline map, when one is configured', async () => {
    const { container } = renderPage(
      <DealLocationMap latitude={46.09} longitude={-64.78} label="12 Main St" />,
      {
        runtimeConfig: {
          ...testRuntimeConfig,
          tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
        },
      },
    );
    await waitFor(() =>
      expect(container.querySelector('.leaflet-tile-pane img')).toHaveAttribute(
        'src',
        expect.stringMatching(/^https:\/\/tiles\.example\.com\/18\/\d+\/\d+\.png$/),
      ),
    );
    expect(container.querySelector('.leaflet-offline-base-map-pane')).toBeNull();
    expect(mapDataCalls()).toHaveLength(0);
  });
});
