// Written by scripts/build-cwec-stations.mjs from cwec-2016-extract.txt: edit the extract
// and run the script again instead of editing this file.
import type { WeatherStation } from './cwec-2016-stations';

/**
 * The CWEC 2016 stations of Quebec, Ontario, the Prairies, British Columbia and the territories:
 * the capitals and largest cities. Same source, extraction and units as the Atlantic stations
 * (docs/production-by-location.md).
 */
export const cwec2016CanadaStations: readonly WeatherStation[] = [
  // CAN_QC_Montreal-Trudeau.Intl.AP.716270_CWEC2016.stat
  {
    name: 'Montreal-Trudeau Intl AP',
    province: 'QC',
    wmo: '716270',
    latitude: 45.471,
    longitude: -73.741,
    globalWhPerM2Day: [1618, 2476, 3888, 5058, 5012, 5674, 6135, 5220, 4149, 2192, 1282, 1168],
    diffuseWhPerM2Day: [790, 1060, 1569, 2137, 2341, 2596, 2425, 2128, 1785, 1170, 808, 623],
    temperatureC: [-8.9, -7.5, -1.7, 6.5, 13.8, 19.1, 21.4, 20.5, 16, 9.1, 2.5, -4.7],
  },
  // CAN_QC_Quebec-Lesage.Intl.AP.717140_CWEC2016.stat
  {
    name: 'Quebec-Lesage Intl AP',
    province: 'QC',
    wmo: '717140',
    latitude: 46.791,
    longitude: -71.383,
    globalWhPerM2Day: [1411, 2456, 3536, 5123, 5862, 5851, 5466, 5123, 3744, 2175, 1341, 1099],
    diffuseWhPerM2Day: [725, 1155, 1842, 2120, 2325, 2467, 2516, 2024, 1668, 1102, 731, 587],
    temperatureC: [-10.4, -9.4, -3.8, 4.7, 11.8, 16.9, 19.9, 18.6, 14, 7.7, 0.6, -7.4],
  },
  // CAN_ON_Toronto.Pearson.Intl.AP.716240_CWEC2016.stat
  {
    name: 'Toronto Pearson Intl AP',
    province: 'ON',
    wmo: '716240',
    latitude: 43.677,
    longitude: -79.631,
    globalWhPerM2Day: [1678, 2500, 3981, 4815, 5699, 5984, 6060, 5060, 3972, 2611, 1665, 1282],
    diffuseWhPerM2Day: [995, 1292, 1547, 2040, 2560, 2675, 2556, 2308, 1730, 1339, 972, 737],
    temperatureC: [-4.8, -4.2, 0.5, 7.1, 13.5, 19.2, 21.7, 20.9, 16.6, 10, 4, -1.5],
  },
  // CAN_ON_Ottawa-Macdonald-Cartier.Intl.AP.716280_CWEC2016.stat
  {
    name: 'Ottawa-Macdonald-Cartier Intl AP',
    province: 'ON',
    wmo: '716280',
    latitude: 45.317,
    longitude: -75.667,
    globalWhPerM2Day: [1565, 2614, 3686, 5099, 5752, 5931, 5971, 5210, 3898, 2475, 1463, 1099],
    diffuseWhPerM2Day: [817, 1195, 1902, 2269, 2477, 2474, 2159, 2044, 1539, 1135, 753, 668],
    temperatureC: [-9.7, -8, -2, 6.2, 13.5, 18.8, 21, 20, 15.2, 8.4, 1.8, -5.6],
  },
  // CAN_MB_Winnipeg-Richardson.Intl.AP.718520_CWEC2016.stat
  {
    name: 'Winnipeg-Richardson Intl AP',
    province: 'MB',
    wmo: '718520',
    latitude: 49.917,
    longitude: -97.233,
    globalWhPerM2Day: [1301, 2380, 3460, 5345, 5488, 5797, 6367, 4997, 3527, 2200, 1219, 1035],
    diffuseWhPerM2Day: [575, 900, 1538, 2043, 2509, 2569, 2292, 1920, 1568, 979, 685, 503],
    temperatureC: [-16.4, -13.7, -6.1, 3.9, 11, 16.9, 19.3, 18.8, 13.3, 5.3, -4.4, -13],
  },
  // CAN_SK_Saskatoon.Intl.AP.718660_CWEC2016.stat
  {
    name: 'Saskatoon Intl AP',
    province: 'SK',
    wmo: '718660',
    latitude: 52.167,
    longitude: -106.717,
    globalWhPerM2Day: [1073, 1883, 3329, 4689, 5865, 5859, 6236, 5026, 3738, 2165, 1213, 867],
    diffuseWhPerM2Day: [535, 931, 1480, 1759, 2277, 2446, 2369, 1865, 1434, 859, 597, 371],
    temperatureC: [-15.5, -12.9, -6, 4, 10.6, 15.4, 18.1, 17.4, 12.1, 3.9, -5.7, -13.4],
  },
  // CAN_SK_Regina.Intl.AP.715140_CWEC2016.stat
  {
    name: 'Regina Intl AP',
    province: 'SK',
    wmo: '715140',
    latitude: 50.433,
    longitude: -104.667,
    globalWhPerM2Day: [1263, 2241, 3607, 4901, 5986, 5861, 6694, 5256, 4023, 2314, 1283, 995],
    diffuseWhPerM2Day: [540, 847, 1519, 1986, 2578, 2647, 2187, 1782, 1483, 1066, 692, 426],
    temperatureC: [-13.9, -13.4, -6.2, 4.1, 10.5, 15.5, 18.9, 17.6, 12.7, 4.3, -4.9, -12.3],
  },
  // CAN_AB_Edmonton.Intl.AP.711230_CWEC2016.stat
  {
    name: 'Edmonton Intl AP',
    province: 'AB',
    wmo: '711230',
    latitude: 53.31,
    longitude: -113.579,
    globalWhPerM2Day: [993, 1809, 3119, 4720, 5715, 6235, 6405, 5386, 3288, 2155, 1117, 779],
    diffuseWhPerM2Day: [461, 784, 1411, 2079, 2521, 2545, 2238, 1893, 1380, 783, 495, 318],
    temperatureC: [-12.3, -10, -5.2, 3.6, 9.9, 13.9, 16.1, 15.1, 10.6, 3.5, -5.4, -11.3],
  },
  // CAN_AB_Calgary.Intl.AP.718770_CWEC2016.stat
  {
    name: 'Calgary Intl AP',
    province: 'AB',
    wmo: '718770',
    latitude: 51.114,
    longitude: -114.02,
    globalWhPerM2Day: [1196, 2048, 3349, 4505, 5488, 5879, 6894, 5201, 3886, 2374, 1433, 928],
    diffuseWhPerM2Day: [481, 803, 1503, 1801, 2194, 2508, 2207, 1828, 1372, 884, 538, 368],
    temperatureC: [-7.3, -5.4, -2, 4.2, 9.5, 13.3, 16.6, 15.9, 11.7, 5, -2.2, -6.7],
  },
  // CAN_BC_Vancouver.Intl.AP.718920_CWEC2016.stat
  {
    name: 'Vancouver Intl AP',
    province: 'BC',
    wmo: '718920',
    latitude: 49.195,
    longitude: -123.184,
    globalWhPerM2Day: [854, 1666, 2761, 4388, 5374, 5206, 6239, 5739, 4070, 1951, 1089, 738],
    diffuseWhPerM2Day: [546, 938, 1571, 1977, 2714, 2971, 2438, 2054, 1564, 1042, 595, 456],
    temperatureC: [4.1, 4.9, 6.8, 9.4, 12.8, 15.6, 18.1, 18.1, 15.1, 10.4, 6.4, 3.8],
  },
  // CAN_BC_Victoria.Intl.AP.717990_CWEC2016.stat
  {
    name: 'Victoria Intl AP',
    province: 'BC',
    wmo: '717990',
    latitude: 48.647,
    longitude: -123.426,
    globalWhPerM2Day: [915, 1929, 2861, 4015, 5152, 6093, 6286, 5174, 3789, 2110, 1236, 688],
    diffuseWhPerM2Day: [540, 1114, 1601, 2173, 2703, 2673, 2376, 2013, 1467, 1030, 673, 433],
    temperatureC: [4.5, 5.1, 6.7, 9, 12.2, 14.9, 17, 16.9, 14.4, 10.1, 6.5, 4.3],
  },
  // CAN_YT_Whitehorse.Intl.AP.719640_CWEC2016.stat
  {
    name: 'Whitehorse Intl AP',
    province: 'YT',
    wmo: '719640',
    latitude: 60.709,
    longitude: -135.069,
    globalWhPerM2Day: [365, 1139, 2656, 4359, 5380, 5601, 5275, 3883, 2542, 1276, 444, 198],
    diffuseWhPerM2Day: [191, 521, 1061, 1789, 2340, 2456, 2241, 1808, 1273, 615, 249, 123],
    temperatureC: [-16.3, -11.8, -7.3, 1.2, 7.5, 12.5, 14.2, 12.7, 7.3, 0.3, -9.5, -13.7],
  },
  // CAN_NT_Yellowknife.AP.719360_CWEC2016.stat
  {
    name: 'Yellowknife AP',
    province: 'NT',
    wmo: '719360',
    latitude: 62.463,
    longitude: -114.44,
    globalWhPerM2Day: [296, 888, 2531, 4729, 6161, 6678, 5860, 3896, 2346, 1004, 294, 130],
    diffuseWhPerM2Day: [156, 453, 1058, 1982, 2326, 2027, 2019, 1705, 1034, 608, 209, 77],
    temperatureC: [-25.5, -22.3, -16.6, -5.4, 4.9, 13.7, 17.1, 14.2, 7.7, -1.1, -12.9, -21.9],
  },
  // CAN_NU_Iqaluit.AP.719090_CWEC2016.stat
  {
    name: 'Iqaluit AP',
    province: 'NU',
    wmo: '719090',
    latitude: 63.75,
    longitude: -68.55,
    globalWhPerM2Day: [254, 1073, 2925, 4700, 4789, 5498, 4918, 3213, 2043, 1090, 342, 84],
    diffuseWhPerM2Day: [152, 678, 1324, 2504, 3422, 2726, 2145, 1668, 1088, 760, 208, 61],
    temperatureC: [-26.1, -26.9, -22.4, -13.4, -3.4, 3.8, 8.3, 7.3, 2.8, -3, -11, -19.3],
  },
];
