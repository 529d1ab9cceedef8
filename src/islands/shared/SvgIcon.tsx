// An icon drawn inline, so it takes the colour of the text around it (the brand's accent on links and headings):
// fetched and sanitised by the spec's loader, which (with the sanitiser) is imported only where an icon shows. Its
// box is sized before the drawing comes, so nothing moves.
import { useEffect, useState } from 'react';
import { loadOnDemand } from '../../stores/kit/load-failures.ts';

export function SvgIcon({ url }: { url: string }) {
  const [markup, setMarkup] = useState<string>();
  useEffect(() => {
    let current = true;
    loadOnDemand(() => import('./svg-loader.ts'))
      .then(({ loadSvg }) => loadSvg(url))
      .then(
        (svg) => current && setMarkup(svg),
        // An icon only adorns the words beside it: without it the page says the same.
        (error: unknown) => console.warn((error as Error).message, url),
      );
    return () => {
      current = false;
    };
  }, [url]);
  return <span className="icon" aria-hidden="true" dangerouslySetInnerHTML={markup ? { __html: markup } : undefined} />;
}
