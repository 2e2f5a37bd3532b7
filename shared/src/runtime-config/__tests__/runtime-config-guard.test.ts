import { runtimeConfigSchema } from '../../domain/runtime-config';
import { testRuntimeConfig } from '../../testing/fixtures';
import { runtimeConfigOf, runtimeConfigProblemOf } from '../runtime-config-guard';

const valid = testRuntimeConfig;
const cases: [string, unknown][] = [
  ['the test configuration', valid],
  [
    'a Google client id and tiles',
    { ...valid, googleClientId: 'id', tileUrl: 't/{z}', tileMaxZoom: 19 },
  ],
  ['tiles switched off', { ...valid, tileUrl: null, tileMaxZoom: null }],
  ['an extra field', { ...valid, extra: 1 }],
  ['an API base that is no URL', { ...valid, apiBaseUrl: 'not a url' }],
  ['a relative remote URL', { ...valid, remotes: { ...valid.remotes, crm: '/crm/' } }],
  ['a missing remote', { ...valid, remotes: { crm: valid.remotes.crm } }],
  ['an empty client id', { ...valid, googleClientId: '' }],
  ['a missing client id', { ...valid, googleClientId: undefined }],
  ['an empty tile URL', { ...valid, tileUrl: '' }],
  ['a zoom of 25', { ...valid, tileMaxZoom: 25 }],
  ['a fractional zoom', { ...valid, tileMaxZoom: 2.5 }],
  ['a zoom as text', { ...valid, tileMaxZoom: '3' }],
  ['an array', [valid]],
  ['null', null],
];

describe('the hand-written runtime configuration check', () => {
  it.each(cases)('agrees with runtimeConfigSchema on %s', (_name, value) => {
    const parsed = runtimeConfigSchema.safeParse(value);
    expect(runtimeConfigProblemOf(value) === null).toBe(parsed.success);
    expect(runtimeConfigOf(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('names the first problem', () => {
    expect(runtimeConfigProblemOf({ ...valid, tileMaxZoom: 0 })).toMatch(/tileMaxZoom/);
  });
});
