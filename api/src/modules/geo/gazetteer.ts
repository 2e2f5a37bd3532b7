import { readFileSync } from 'node:fs';

/** A city or town of the packaged gazetteer. */
interface GazetteerPlace {
  name: string;
  /** Two-letter province or territory code (`PE`). */
  province: string;
  latitude: number;
  longitude: number;
  /** A representative forward sortation area (`C1A`). */
  postal_code: string;
  population: number;
}

/** A demo street address of the packaged gazetteer. */
interface GazetteerStreet {
  address: string;
  city: string;
  province: string;
  /** Full postal code without spaces. */
  postal_code: string;
  latitude: number;
  longitude: number;
}

interface Gazetteer {
  description: string;
  places: GazetteerPlace[];
  streets: GazetteerStreet[];
}

let cached: Gazetteer | null = null;

/** The packaged Canadian gazetteer (`canadian-gazetteer.json`), read once. */
export function loadGazetteer(): Gazetteer {
  cached ??= JSON.parse(
    readFileSync(new URL('./canadian-gazetteer.json', import.meta.url), 'utf8'),
  ) as Gazetteer;
  return cached;
}

/** Lower-case without accents, so "montreal" finds "Montréal". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Distance in kilometres between two points (equirectangular: exact enough for "nearest"). */
export function distanceKm(
  latitudeA: number,
  longitudeA: number,
  latitudeB: number,
  longitudeB: number,
): number {
  const radians = Math.PI / 180;
  const x = (longitudeB - longitudeA) * radians * Math.cos(((latitudeA + latitudeB) / 2) * radians);
  const y = (latitudeB - latitudeA) * radians;
  return Math.sqrt(x * x + y * y) * 6371;
}
