import { cwec2016CanadaStations } from './cwec-2016-stations-canada';

/**
 * Monthly solar radiation and temperature of the Canadian Weather year for Energy Calculation
 * 2016 (CWEC 2016) stations: every station of the Atlantic provinces (below, copied by hand) and
 * the capitals and largest cities of the other provinces and the territories
 * (`cwec-2016-stations-canada.ts`, written by `scripts/build-cwec-stations.mjs` from the lines
 * copied out of their reports, `cwec-2016-extract.txt`).
 *
 * Source: Environment and Climate Change Canada, CWEC 2016 (typical months chosen from about 30
 * years of hourly observations up to 2014), https://climate.weather.gc.ca/prods_servs/engineering_e.html,
 * distributed by climate.onebuilding.org as EnergyPlus weather files with their statistics
 * reports (`CAN_<province>_<station>_CWEC2016.stat`). Licence: Open Government Licence – Canada
 * (https://open.canada.ca/en/open-government-licence-canada). Taken on 2026-11-27 from the
 * copies of those reports in the NREL/openstudio-standards repository (`data/weather/`).
 *
 * Extraction, per station report: the latitude and longitude of the header line
 * (`{N 46° 17.16'} {W 63° 7.74'}` → 46 + 17.16 / 60, −(63 + 7.74 / 60), rounded to 0.001°), the
 * rows "Global Avg" and "Diffuse Avg" of "Monthly Statistics for Solar Radiation (Direct Normal,
 * Diffuse, Global Horizontal) [Wh/m²]" (mean daily Wh/m² on a horizontal surface, January
 * first) and the row "Average" of "Monthly Standard Average Temperature [C]". The numbers are
 * copied as printed; docs/production-by-location.md says how to add a station.
 */
export interface WeatherStation {
  /** The report's station name. */
  readonly name: string;
  /** Two-letter province code. */
  readonly province: string;
  /** The World Meteorological Organization's station number. */
  readonly wmo: string;
  /** Degrees north. */
  readonly latitude: number;
  /** Degrees east (negative: west). */
  readonly longitude: number;
  /** Mean daily global horizontal irradiation per month, Wh/m², January first. */
  readonly globalWhPerM2Day: readonly number[];
  /** Mean daily diffuse horizontal irradiation per month, Wh/m², January first. */
  readonly diffuseWhPerM2Day: readonly number[];
  /** Mean air temperature per month, °C, January first. */
  readonly temperatureC: readonly number[];
}

export const cwec2016Source = {
  name: 'Environment and Climate Change Canada, Canadian Weather year for Energy Calculation 2016 (CWEC 2016)',
  licence: 'Open Government Licence – Canada',
  takenOn: '2026-11-27',
} as const;

/**
 * Every CWEC 2016 station of Nova Scotia, New Brunswick, Prince Edward Island and Newfoundland and
 * Labrador.
 */
export const cwec2016AtlanticStations: readonly WeatherStation[] = [
  {
    name: 'Charlottetown AP',
    province: 'PE',
    wmo: '717060',
    latitude: 46.286,
    longitude: -63.129,
    globalWhPerM2Day: [1337, 2259, 3626, 4668, 5342, 5684, 5518, 4938, 3579, 2297, 1339, 1011],
    diffuseWhPerM2Day: [798, 1150, 1764, 2254, 2588, 2561, 2535, 2238, 1650, 1293, 821, 600],
    temperatureC: [-7.1, -7, -2.6, 3.2, 9.1, 14.7, 19, 18.6, 14.6, 8.9, 3.3, -2.4],
  },
  {
    name: 'Halifax Dockyard',
    province: 'NS',
    wmo: '713280',
    latitude: 44.655,
    longitude: -63.577,
    globalWhPerM2Day: [1499, 2452, 3732, 4301, 4614, 5097, 5404, 4936, 4056, 2231, 1660, 1179],
    diffuseWhPerM2Day: [752, 1208, 1708, 2307, 2373, 2713, 2734, 2103, 1774, 1216, 809, 657],
    temperatureC: [-2.4, -2.3, 0.7, 5.7, 10, 14.8, 19.4, 19.5, 16.4, 11.7, 6.3, 1.2],
  },
  {
    name: 'CFB Greenwood',
    province: 'NS',
    wmo: '713970',
    latitude: 44.983,
    longitude: -64.917,
    globalWhPerM2Day: [1427, 2089, 3521, 4928, 5636, 5693, 5633, 4893, 3927, 2389, 1369, 1089],
    diffuseWhPerM2Day: [823, 1228, 1834, 2188, 2175, 2507, 2495, 2054, 1675, 1129, 760, 632],
    temperatureC: [-4.9, -4.6, -0.3, 5.5, 11.4, 16.6, 20.1, 19.3, 15.1, 9.4, 4.3, -1.1],
  },
  {
    name: 'Sydney-McCurdy AP',
    province: 'NS',
    wmo: '717070',
    latitude: 46.161,
    longitude: -60.048,
    globalWhPerM2Day: [1210, 2176, 3576, 4341, 5441, 5194, 5451, 4800, 3563, 2290, 1184, 859],
    diffuseWhPerM2Day: [717, 1153, 1831, 2427, 2472, 2630, 2363, 2166, 1726, 1142, 788, 625],
    temperatureC: [-5, -5.6, -2.2, 2.6, 7.8, 13.3, 18.2, 18.4, 14.5, 9, 4.1, -0.8],
  },
  {
    name: 'Yarmouth Intl AP',
    province: 'NS',
    wmo: '716030',
    latitude: 43.827,
    longitude: -66.088,
    globalWhPerM2Day: [1481, 2251, 3748, 4665, 5587, 5611, 5202, 4780, 3937, 2583, 1520, 1039],
    diffuseWhPerM2Day: [948, 1377, 1718, 2196, 2290, 2384, 2546, 2060, 1720, 1203, 835, 755],
    temperatureC: [-2.6, -2.5, 0.5, 5.1, 9.8, 13.9, 17.1, 17.2, 14.4, 10, 5.4, 0.8],
  },
  {
    name: 'Fredericton Intl AP',
    province: 'NB',
    wmo: '717000',
    latitude: 45.869,
    longitude: -66.537,
    globalWhPerM2Day: [1572, 2460, 3721, 4532, 5049, 5127, 5803, 4819, 3512, 2350, 1436, 1172],
    diffuseWhPerM2Day: [767, 1098, 1589, 2042, 2334, 2399, 2599, 2141, 1676, 1166, 762, 585],
    temperatureC: [-8.9, -7.5, -1.8, 4.9, 11.3, 16.6, 19.7, 19, 14.3, 8, 2, -4.4],
  },
  {
    name: 'Moncton-Greater Moncton LeBlanc Intl AP',
    province: 'NB',
    wmo: '717050',
    latitude: 46.112,
    longitude: -64.679,
    globalWhPerM2Day: [1501, 2387, 3648, 4476, 5214, 5208, 5308, 4945, 3965, 2348, 1382, 1115],
    diffuseWhPerM2Day: [784, 1239, 1697, 2421, 2389, 2691, 2545, 2163, 1599, 1169, 723, 598],
    temperatureC: [-8.2, -7.3, -2.5, 3.7, 10, 15.5, 19.1, 18.5, 14.2, 8.1, 2.2, -3.9],
  },
  {
    name: 'Saint John AP',
    province: 'NB',
    wmo: '716090',
    latitude: 45.316,
    longitude: -65.89,
    globalWhPerM2Day: [1597, 2479, 3510, 4440, 5037, 5739, 5557, 5066, 3676, 2423, 1439, 1277],
    diffuseWhPerM2Day: [787, 1172, 1780, 2132, 2333, 2551, 2539, 2132, 1684, 1193, 773, 607],
    temperatureC: [-7.7, -6.8, -2.1, 3.8, 9.5, 14.3, 17.4, 17.1, 13.3, 8, 2.5, -3.3],
  },
  {
    name: 'Bathurst Rgnl AP',
    province: 'NB',
    wmo: '715740',
    latitude: 47.629,
    longitude: -65.748,
    globalWhPerM2Day: [1355, 2178, 3496, 4812, 5305, 5249, 5891, 4740, 3726, 2368, 1218, 1035],
    diffuseWhPerM2Day: [633, 1013, 1495, 2189, 2370, 2386, 2486, 1970, 1385, 1118, 699, 524],
    temperatureC: [-9.5, -8.7, -3.8, 3.5, 9.8, 15, 19.3, 17.9, 13.5, 7.4, 1.1, -5.9],
  },
  {
    name: 'Miramichi AP',
    province: 'NB',
    wmo: '717440',
    latitude: 47.009,
    longitude: -65.465,
    globalWhPerM2Day: [1436, 2387, 3781, 5110, 5041, 5710, 5408, 4681, 3742, 2263, 1432, 1034],
    diffuseWhPerM2Day: [693, 1014, 1775, 1968, 2376, 2438, 2467, 2116, 1525, 1190, 738, 554],
    temperatureC: [-9.3, -8.4, -2.9, 3.6, 10.1, 16.1, 19.8, 18.8, 14.3, 7.8, 1.5, -5.1],
  },
  {
    name: "St. John's Intl AP",
    province: 'NL',
    wmo: '718010',
    latitude: 47.619,
    longitude: -52.752,
    globalWhPerM2Day: [1069, 1796, 2837, 4287, 4959, 4944, 5146, 4005, 3393, 1966, 958, 787],
    diffuseWhPerM2Day: [729, 1251, 2116, 2693, 2449, 2876, 2424, 2104, 1677, 1174, 771, 610],
    temperatureC: [-4.1, -4.7, -2.4, 1.8, 6.1, 10.7, 16.1, 16.3, 12.8, 7.8, 3.4, -1],
  },
  {
    name: 'Corner Brook',
    province: 'NL',
    wmo: '719730',
    latitude: 48.933,
    longitude: -57.917,
    globalWhPerM2Day: [1105, 1735, 3035, 4352, 5375, 5647, 4904, 4207, 3097, 1821, 1072, 734],
    diffuseWhPerM2Day: [745, 1222, 1781, 2523, 2949, 2750, 2648, 2097, 1654, 1112, 738, 571],
    temperatureC: [-6.4, -7, -3.9, 1.8, 7.3, 12.6, 17.3, 16.8, 12.7, 6.8, 1.8, -2.9],
  },
  {
    name: 'Gander Intl AP',
    province: 'NL',
    wmo: '718030',
    latitude: 48.937,
    longitude: -54.558,
    globalWhPerM2Day: [1230, 1899, 3134, 4461, 4692, 5375, 5324, 4127, 3495, 1655, 1162, 915],
    diffuseWhPerM2Day: [738, 1215, 1854, 2593, 2600, 2746, 2590, 2257, 1633, 1081, 713, 580],
    temperatureC: [-6.6, -6.9, -3.7, 1.6, 6.7, 11.6, 16.6, 16.5, 12.5, 6.8, 1.9, -3],
  },
  {
    name: 'Goose Bay AP',
    province: 'NL',
    wmo: '718160',
    latitude: 53.317,
    longitude: -60.417,
    globalWhPerM2Day: [889, 1658, 3058, 4468, 5699, 5364, 4621, 3900, 2953, 1564, 955, 693],
    diffuseWhPerM2Day: [495, 926, 1495, 2252, 2680, 2761, 2658, 2279, 1548, 1001, 548, 380],
    temperatureC: [-16.9, -15.6, -9.1, -1, 5.7, 12, 15.8, 15.6, 10.5, 3.8, -3.3, -11.7],
  },
  {
    name: 'Stephenville Intl AP',
    province: 'NL',
    wmo: '718150',
    latitude: 48.541,
    longitude: -58.55,
    globalWhPerM2Day: [962, 1854, 3086, 4530, 5327, 6032, 5190, 4712, 2960, 1940, 1011, 821],
    diffuseWhPerM2Day: [748, 1289, 1848, 2445, 2756, 2837, 2543, 2077, 1716, 1147, 741, 557],
    temperatureC: [-5.6, -6.5, -3.2, 2.3, 7.5, 12.3, 16.5, 17, 13.2, 7.9, 3.1, -2],
  },
];

/** Every station the location estimate chooses from. */
export const cwec2016Stations: readonly WeatherStation[] = [
  ...cwec2016AtlanticStations,
  ...cwec2016CanadaStations,
];
