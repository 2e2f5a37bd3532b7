import { environmentResponseSchema, userSchema } from '../../domain/user';
import { isEnvironmentResponse, isUser, userFieldsOf } from '../start-path-guards';

const user = {
  id: 7,
  username: 'anna',
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Berg',
  avatar: null,
  is_staff: true,
};

const users: [string, unknown][] = [
  ['a user', user],
  ['a user with an avatar and an extra field', { ...user, avatar: 'a.png', role: 'x' }],
  ['a fractional id', { ...user, id: 1.5 }],
  ['an id as text', { ...user, id: '7' }],
  ['a missing email', { ...user, email: undefined }],
  ['a missing avatar', { ...user, avatar: undefined }],
  ['is_staff as text', { ...user, is_staff: 'true' }],
  ['an array', [user]],
  ['null', null],
];

describe('the hand-written checks of the login page', () => {
  it.each(users)('agree with userSchema on %s', (_name, value) => {
    const parsed = userSchema.safeParse(value);
    expect(isUser(value)).toBe(parsed.success);
    if (parsed.success && isUser(value)) expect(userFieldsOf(value)).toEqual(parsed.data);
  });

  it.each([
    ['a test environment', { environment: 'test' }],
    ['no environment', {}],
    ['an environment as a number', { environment: 1 }],
    ['null', null],
  ] as [string, unknown][])('agree with environmentResponseSchema on %s', (_name, value) => {
    expect(isEnvironmentResponse(value)).toBe(environmentResponseSchema.safeParse(value).success);
  });
});
