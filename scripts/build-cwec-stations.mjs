#!/usr/bin/env node
/**
 * Writes `shared/src/domain/production/cwec-2016-stations-canada.ts`, the CWEC 2016 stations of
 * the provinces and territories outside Atlantic Canada, from the lines copied out of their
 * EnergyPlus statistics reports (`shared/src/domain/production/cwec-2016-extract.txt`,
 * which names each report, the commit it was read at, the source and the date).
 *
 * Each block becomes one station exactly the way the Atlantic stations were built by hand:
 * - name: the report's "Location --" line without its trailing province and "CAN" (the reports
 *   write "Ottawa=Macdonald-Cartier"; the "=" becomes the "-" of the report's file name);
 * - latitude and longitude: `{N 46° 17.16'} {W 63° 7.74'}` → 46 + 17.16 / 60 and
 *   −(63 + 7.74 / 60), rounded to 0.001°;
 * - the twelve monthly values of "Global Avg", "Diffuse Avg" (Wh/m² a day) and the temperature
 *   row "Average" (°C), copied as printed.
 *
 * Usage: `node scripts/build-cwec-stations.mjs` (then commit the file it writes), or
 * `node scripts/build-cwec-stations.mjs --check` to fail when the file differs from the extract.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = new URL('../', import.meta.url);
const extractFile = new URL('shared/src/domain/production/cwec-2016-extract.txt', root);
const outputFile = new URL('shared/src/domain/production/cwec-2016-stations-canada.ts', root);

const provinceOrder = ['QC', 'ON', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU'];

/** `{N 46° 17.16'}` or `{W 63° 7.74'}` → signed degrees, rounded to 0.001°. */
function parseCoordinate(text) {
  const match = /^\{([NSEW]) (\d+)° ([\d.]+)'\}$/.exec(text);
  if (!match) throw new Error(`Unreadable coordinate: ${text}`);
  const [, hemisphere, degrees, minutes] = match;
  const value = Number(degrees) + Number(minutes) / 60;
  const signed = hemisphere === 'S' || hemisphere === 'W' ? -value : value;
  return Math.round(signed * 1000) / 1000;
}

/** Twelve numbers after a row label, or an error naming the block. */
function parseRow(line, label, block) {
  const values = line.slice(label.length).trim().split(/\s+/).map(Number);
  if (values.length !== 12 || values.some((value) => !Number.isFinite(value))) {
    throw new Error(`${block}: "${label}" must hold twelve numbers`);
  }
  return values;
}

/**
 * The stations of the extract, in the order of `provinceOrder` then as listed.
 * @param {string} text
 */
export function parseExtract(text) {
  const blocks = text
    .split(/\n(?=\[)/)
    .map((block) => block.trim())
    .filter((block) => block.startsWith('['));
  const stations = blocks.map((block) => {
    const [header, ...lines] = block.split('\n').map((line) => line.trim());
    const source = /^\[(CAN_[A-Z]{2}_\S+_CWEC2016\.stat) @ ([0-9a-f]{40})\]$/.exec(header ?? '');
    if (!source) throw new Error(`Unreadable block header: ${header}`);
    const file = source[1];
    const find = (prefix) => {
      const line = lines.find((candidate) => candidate.startsWith(prefix));
      if (line === undefined) throw new Error(`${file}: no "${prefix}" line`);
      return line;
    };
    const location = /^Location -- (.+) ([A-Z]{2}) CAN$/.exec(find('Location --'));
    if (!location) throw new Error(`${file}: unreadable "Location --" line`);
    const position = /^(\{[NS] [^}]+\}) (\{[EW] [^}]+\})/.exec(find('{'));
    if (!position) throw new Error(`${file}: unreadable position line`);
    const wmo = /^WMO Station (\d{6})$/.exec(find('WMO Station'));
    if (!wmo) throw new Error(`${file}: unreadable "WMO Station" line`);
    return {
      name: location[1].replace(/=/g, '-'),
      province: location[2],
      wmo: wmo[1],
      latitude: parseCoordinate(position[1]),
      longitude: parseCoordinate(position[2]),
      globalWhPerM2Day: parseRow(find('Global Avg'), 'Global Avg', file),
      diffuseWhPerM2Day: parseRow(find('Diffuse Avg'), 'Diffuse Avg', file),
      temperatureC: parseRow(find('Average '), 'Average', file),
      file,
    };
  });
  const rank = (station) => provinceOrder.indexOf(station.province);
  if (stations.some((station) => rank(station) < 0)) {
    throw new Error('The extract holds the provinces outside Atlantic Canada only');
  }
  return stations
    .map((station, index) => ({ station, index }))
    .sort((a, b) => rank(a.station) - rank(b.station) || a.index - b.index)
    .map(({ station }) => station);
}

/** The TypeScript module for a list of parsed stations, formatted like the rest of the code. */
export async function renderModule(stations) {
  const entries = stations
    .map(
      ({ file, ...station }) => `  // ${file}
  ${JSON.stringify(station)},`,
    )
    .join('\n');
  const source = `// Written by scripts/build-cwec-stations.mjs from cwec-2016-extract.txt: edit the extract
// and run the script again instead of editing this file.
import type { WeatherStation } from './cwec-2016-stations';

/**
 * The CWEC 2016 stations of Quebec, Ontario, the Prairies, British Columbia and the territories:
 * the capitals and largest cities. Same source, extraction and units as the Atlantic stations
 * (docs/production-by-location.md).
 */
export const cwec2016CanadaStations: readonly WeatherStation[] = [
${entries}
];
`;
  const config = (await prettier.resolveConfig(fileURLToPath(outputFile))) ?? {};
  return prettier.format(source, { ...config, filepath: fileURLToPath(outputFile) });
}

async function main() {
  const stations = parseExtract(readFileSync(extractFile, 'utf8'));
  const module = await renderModule(stations);
  if (process.argv.includes('--check')) {
    const current = readFileSync(outputFile, 'utf8');
    if (current !== module) {
      console.error(
        'cwec-2016-stations-canada.ts differs from the extract: run node scripts/build-cwec-stations.mjs',
      );
      process.exit(1);
    }
    console.log(`cwec-2016-stations-canada.ts matches the extract (${stations.length} stations)`);
    return;
  }
  writeFileSync(outputFile, module);
  console.log(`Wrote ${stations.length} stations to cwec-2016-stations-canada.ts`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
