import type { BomDetail, BomHeader, ItemSearchResult } from '@solar/shared';

export const bomHeader: BomHeader = {
  id: 7,
  bomdes: 'Rooftop 405W standard kit',
  bomsts: 'Active',
  line_count: 3,
  version: 4,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-06T10:00:00.000Z',
};

/** Deliberately not in item-number order: the page sorts. */
export const bomLines: BomDetail[] = [
  {
    id: 31,
    itemid: 3,
    itemno: 'RAIL-XR10-168',
    itemdes: 'XR10 aluminium mounting rail, 168 in',
    calculationmethod: 'DevideUp',
    parameter: 2,
    denominator: 4,
    version: 1,
  },
  {
    id: 30,
    itemid: 1,
    itemno: 'INV-SE7600H',
    itemdes: 'SolarEdge SE7600H-US string inverter, 7.6 kW',
    calculationmethod: 'Fixed',
    parameter: 1,
    denominator: 1,
    version: 2,
  },
  {
    id: 32,
    itemid: 2,
    itemno: 'MOD-405-BLK',
    itemdes: '405 W mono PERC solar module',
    calculationmethod: 'Multiply',
    parameter: 1,
    denominator: 1,
    version: 3,
  },
];

export const searchResults: ItemSearchResult[] = [
  { itemid: 11, itemno: 'INV-IQ8M', itemdes: 'Enphase IQ8M-72-2-US microinverter, 325 VA' },
  { itemid: 12, itemno: 'INV-IQ8PLUS', itemdes: 'Enphase IQ8PLUS-72-2-US microinverter, 290 VA' },
];
