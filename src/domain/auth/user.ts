// The user object of spec section 3, as the portal keeps it from the identity provider's session answer: the
// provider's ids and names, and a phone number the session never carries (kept empty, as the spec says).

export interface User {
  /** The identity provider's numeric user id (the spec's schibstedId), as text. */
  userId: string;
  uuid?: string;
  /** The provider's Varnish id (the SDK's sp_id); empty when the session answer has none. */
  sp_id: string;
  displayName?: string;
  givenName?: string;
  familyName?: string;
  /** Empty: the session answer has no phone number (the account's own phone is the one the portal shows). */
  phoneNumber: string;
}

/** What the SDK's session answer (hasSession, getUser) gives for a signed-in user. */
export interface SessionAnswer {
  userId: number;
  uuid?: string;
  sp_id?: string;
  displayName?: string;
  givenName?: string;
  familyName?: string;
}

export function userFromSession(session: SessionAnswer): User {
  return {
    userId: String(session.userId),
    uuid: session.uuid,
    sp_id: session.sp_id ?? '',
    displayName: session.displayName,
    givenName: session.givenName,
    familyName: session.familyName,
    phoneNumber: '',
  };
}
