// Login and logout calls of the portal's own backend (the identity provider is src/identity).
import { call } from './client.ts';

export async function fetchLoginToken(): Promise<string> {
  const { token } = await call('loginToken');
  if (!token) throw new Error('No login token received');
  return token;
}

export async function exchangeCode(body: { code: string; state: string; schibstedId: string }): Promise<string> {
  return (await call('handleCode', { body })).userId;
}

export async function endPortalSession(): Promise<void> {
  await call('logout');
}
