// Astro writes the style its islands need (`astro-island{display:contents}`) in front of a page's first island,
// inside the body, where HTML allows no <style> (html-validate's element-permitted-content: 43 pages of a site had a
// <style> in a <div>). The build moves it into the head, unchanged, so the CSP hash of the style still holds.
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/;
const HEAD_END = '</head>';

/** `html` with Astro's island style at the end of its head instead of in its body. */
export function withIslandStyleInHead(html: string): string {
  const bodyStart = html.indexOf('<body');
  const match = ISLAND_STYLE.exec(html);
  if (!match || bodyStart < 0 || match.index < bodyStart) return html;
  const withoutStyle = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return withoutStyle.replace(HEAD_END, match[0] + HEAD_END);
}
