import { isNotification, isNotificationPage } from '../notifications-guards';
import { notificationPageSchema, notificationSchema } from '../notifications-schemas';

const notification = {
  id: 7,
  kind: 'task_assigned',
  target: { kind: 'deal', id: 41 },
  parts: { actor: 'Morgan Manager', task: 'Call back' },
  created_at: '2026-11-20T15:04:00.000Z',
  read_at: null,
};

const notifications: [string, unknown][] = [
  ['a notification', notification],
  ['a read one', { ...notification, read_at: '2026-11-20T16:00:00.000Z' }],
  ['one without parts', { ...notification, parts: {} }],
  ['an unknown kind', { ...notification, kind: 'birthday' }],
  ['an unknown target', { ...notification, target: { kind: 'template', id: 1 } }],
  ['a target id as text', { ...notification, target: { kind: 'deal', id: '41' } }],
  ['a part as a number', { ...notification, parts: { rows: 5 } }],
  ['a missing read_at', { ...notification, read_at: undefined }],
  ['a fractional id', { ...notification, id: 1.5 }],
  ['null', null],
];

describe('the hand-written check of notifications', () => {
  it.each(notifications)('agrees with notificationSchema on %s', (_name, value) => {
    expect(isNotification(value)).toBe(notificationSchema.safeParse(value).success);
  });

  it.each([
    ['a page', { notifications: [notification], unread: 1, next_before: null }],
    ['a page with more', { notifications: [notification], unread: 1, next_before: 7 }],
    [
      'a page with a bad one',
      { notifications: [{ ...notification, kind: 'x' }], unread: 1, next_before: null },
    ],
    ['a page without its count', { notifications: [], next_before: null }],
    ['a list', [notification]],
  ] as [string, unknown][])('agrees with notificationPageSchema on %s', (_name, value) => {
    expect(isNotificationPage(value)).toBe(notificationPageSchema.safeParse(value).success);
  });
});
