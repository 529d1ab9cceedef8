import { expect, it } from 'vitest';
import { userFromSession } from './user.ts';

it.each([
  [
    'a full session answer',
    {
      userId: 1000003,
      uuid: 'u-1',
      sp_id: 'eyJzcCI6MX0',
      displayName: 'Marte Solberg',
      givenName: 'Marte',
      familyName: 'Solberg',
    },
    {
      userId: '1000003',
      uuid: 'u-1',
      sp_id: 'eyJzcCI6MX0',
      displayName: 'Marte Solberg',
      givenName: 'Marte',
      familyName: 'Solberg',
      phoneNumber: '',
    },
  ],
  [
    'an answer without sp_id or names',
    { userId: 42 },
    {
      userId: '42',
      uuid: undefined,
      sp_id: '',
      displayName: undefined,
      givenName: undefined,
      familyName: undefined,
      phoneNumber: '',
    },
  ],
])('the user object of %s carries sp_id and an empty phoneNumber', (_, session, user) => {
  expect(userFromSession(session)).toEqual(user);
});
