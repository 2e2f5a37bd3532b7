import {
  seedDealPrograms,
  type DealProgramRecord,
  type DealProgramVersionRecord,
} from '@solar/shared';

const sunline = seedDealPrograms.find((program) => program.key === 'sunline')!;

/** Sunline as seeded: one version from 2020, `used` as asked. */
export function sunlineProgram(used: boolean): DealProgramRecord {
  return {
    id: 2,
    name: 'Sunline',
    kind: 'lease-to-own',
    active_from: '2020-01-01',
    active_to: null,
    provinces: ['PE', 'NS'],
    version: 1,
    versions: [{ id: 5, effective_from: '2020-01-01', used, version: 1 }],
  };
}

export function sunlineVersion(used: boolean): DealProgramVersionRecord {
  return {
    id: 5,
    deal_program_id: 2,
    program_name: 'Sunline',
    kind: 'lease-to-own',
    effective_from: '2020-01-01',
    used,
    terms: sunline.terms,
    version: 1,
  };
}
