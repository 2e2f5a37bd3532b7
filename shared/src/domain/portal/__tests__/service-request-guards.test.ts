import { testServiceRequest } from '../../../testing/fixtures';
import { serviceRequestSchema, serviceRequestsResponseSchema } from '../portal-schemas';
import { isServiceRequest, isServiceRequestList } from '../service-request-guards';

const request = testServiceRequest();

const requests: [string, unknown][] = [
  ['a request', request],
  [
    'a handled request of a deleted account',
    { ...request, status: 'Handled', requested_by: null, handled_at: '2026-11-21T09:00:00.000Z' },
  ],
  ['a general request, about no project', { ...request, deal: null }],
  ['a request with an extra field', { ...request, note: 'x' }],
  ['a fractional id', { ...request, id: 1.5 }],
  ['a deal id as text', { ...request, deal: { id: '11', name: 'x' } }],
  ['a missing deal', { ...request, deal: undefined }],
  ['an unknown kind', { ...request, kind: 'roofing' }],
  ['an unknown status', { ...request, status: 'Closed' }],
  ['a message as a number', { ...request, message: 5 }],
  ['a requester without an email', { ...request, requested_by: { name: 'Casey' } }],
  ['a missing handled_at', { ...request, handled_at: undefined }],
  ['a created_at as a number', { ...request, created_at: 1 }],
  ['an array', [request]],
  ['null', null],
];

describe('the hand-written check of service requests', () => {
  it.each(requests)('agrees with serviceRequestSchema on %s', (_name, value) => {
    expect(isServiceRequest(value)).toBe(serviceRequestSchema.safeParse(value).success);
  });

  it.each([
    ['an empty list', []],
    ['a list of requests', [request, { ...request, id: 4 }]],
    ['a list with one bad request', [request, { ...request, kind: 'roofing' }]],
    ['an object', { results: [request] }],
  ] as [string, unknown][])('agrees with serviceRequestsResponseSchema on %s', (_name, value) => {
    expect(isServiceRequestList(value)).toBe(
      serviceRequestsResponseSchema.safeParse(value).success,
    );
  });
});
