/** Canada's 13 provinces and territories with a few main cities each (latitude, longitude). */
interface SeedProvince {
  code: string;
  name: string;
  cities: ReadonlyArray<readonly [name: string, latitude: number, longitude: number]>;
}

export const seedCountry = { code: 'CA', name: 'Canada' } as const;

export const seedProvinces: readonly SeedProvince[] = [
  {
    code: 'AB',
    name: 'Alberta',
    cities: [
      ['Calgary', 51.0447, -114.0719],
      ['Edmonton', 53.5461, -113.4938],
      ['Red Deer', 52.269, -113.8116],
      ['Lethbridge', 49.6935, -112.8418],
    ],
  },
  {
    code: 'BC',
    name: 'British Columbia',
    cities: [
      ['Vancouver', 49.2827, -123.1207],
      ['Victoria', 48.4284, -123.3656],
      ['Surrey', 49.1913, -122.849],
      ['Kelowna', 49.888, -119.496],
    ],
  },
  {
    code: 'MB',
    name: 'Manitoba',
    cities: [
      ['Winnipeg', 49.8951, -97.1384],
      ['Brandon', 49.8485, -99.9501],
      ['Steinbach', 49.5258, -96.6839],
    ],
  },
  {
    code: 'NB',
    name: 'New Brunswick',
    cities: [
      ['Moncton', 46.0878, -64.7782],
      ['Saint John', 45.2733, -66.0633],
      ['Fredericton', 45.9636, -66.6431],
    ],
  },
  {
    code: 'NL',
    name: 'Newfoundland and Labrador',
    cities: [
      ["St. John's", 47.5615, -52.7126],
      ['Corner Brook', 48.95, -57.952],
      ['Gander', 48.9569, -54.6089],
    ],
  },
  {
    code: 'NT',
    name: 'Northwest Territories',
    cities: [
      ['Yellowknife', 62.454, -114.3718],
      ['Hay River', 60.8156, -115.7999],
      ['Inuvik', 68.3607, -133.723],
    ],
  },
  {
    code: 'NS',
    name: 'Nova Scotia',
    cities: [
      ['Halifax', 44.6488, -63.5752],
      ['Sydney', 46.1368, -60.1942],
      ['Truro', 45.3669, -63.2654],
    ],
  },
  {
    code: 'NU',
    name: 'Nunavut',
    cities: [
      ['Iqaluit', 63.7467, -68.517],
      ['Rankin Inlet', 62.809, -92.0853],
      ['Cambridge Bay', 69.1169, -105.0597],
    ],
  },
  {
    code: 'ON',
    name: 'Ontario',
    cities: [
      ['Toronto', 43.6532, -79.3832],
      ['Ottawa', 45.4215, -75.6972],
      ['Mississauga', 43.589, -79.6441],
      ['Hamilton', 43.2557, -79.8711],
      ['London', 42.9849, -81.2453],
    ],
  },
  {
    code: 'PE',
    name: 'Prince Edward Island',
    cities: [
      ['Charlottetown', 46.2382, -63.1311],
      ['Summerside', 46.3934, -63.7902],
    ],
  },
  {
    code: 'QC',
    name: 'Quebec',
    cities: [
      ['Montreal', 45.5017, -73.5673],
      ['Quebec City', 46.8139, -71.208],
      ['Laval', 45.6066, -73.7124],
      ['Gatineau', 45.4765, -75.7013],
    ],
  },
  {
    code: 'SK',
    name: 'Saskatchewan',
    cities: [
      ['Saskatoon', 52.1332, -106.67],
      ['Regina', 50.4452, -104.6189],
      ['Prince Albert', 53.2033, -105.7531],
    ],
  },
  {
    code: 'YT',
    name: 'Yukon',
    cities: [
      ['Whitehorse', 60.7212, -135.0568],
      ['Dawson City', 64.0601, -139.432],
    ],
  },
];
