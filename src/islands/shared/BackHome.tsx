// The way back to Min side at the end of a flow.
import { nb } from '../../i18n/nb.ts';
import { href } from '../../domain/routing/href.ts';

export function BackHome() {
  return (
    <p>
      <a className="button-link" href={href('/')}>
        {nb.frame.backHome}
      </a>
    </p>
  );
}
