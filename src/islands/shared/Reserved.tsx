// In a form drawn before the user's data (ScreenFrame's "prepared" slot, issue 45): the room a line of the user's
// will take, kept by a sample of the same words that is never shown nor read, so the live form moves nothing.
import type { ReactNode } from 'react';

export function Reserved({ children }: { children: ReactNode }) {
  return (
    <span className="reserved" aria-hidden="true">
      {children}
    </span>
  );
}
