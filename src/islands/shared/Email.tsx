// An e-mail address shown on its own: on a narrow screen it breaks before its @ or after a dot of its name (issue 41).
import { Fragment } from 'react';
import { emailPieces } from './email-breaks.ts';

export function Email({ address }: { address: string }) {
  return (
    <span className="email">
      {emailPieces(address).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
