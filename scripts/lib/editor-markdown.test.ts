// The renderer's allow-list: what markdown makes reaches the page; HTML, script, styles and javascript: links do not.
import { markdownToHtml } from 'satteri';
import { describe, expect, it, test } from 'vitest';
import { editorMarkdownAllowList, htmlProblems } from './editor-markdown.ts';

const render = (markdown: string) => markdownToHtml(markdown, { hastPlugins: [editorMarkdownAllowList()] }).html;

describe('editorMarkdownAllowList', () => {
  test.each([
    ['a script', 'Tekst <script>fetch("/api/")</script> her.\n\n<script>\nalert(1)\n</script>\n', '<script'],
    ['an event handler', 'Trykk <b onclick="steal()">her</b>.\n', 'onclick'],
    ['an iframe', '<iframe src="https://evil.example/"></iframe>\n', '<iframe'],
    ['a form', '<form action="https://evil.example/"><input name="kort"></form>\n', '<form'],
    ['a style', '<div style="position:fixed;inset:0">Tekst</div>\n\n<style>body{display:none}</style>\n', 'style'],
    ['a javascript: link', '[Trykk](javascript:alert(1))\n', 'javascript:'],
    ['an image from javascript:', '![x](javascript:alert(1))\n', 'javascript:'],
  ])('leaves out %s', (_what, markdown, forbidden) => {
    expect(render(markdown)).not.toContain(forbidden);
  });

  it('keeps what markdown makes: headings, emphasis, lists, tables, images and links within the site, https, mailto and tel', () => {
    const html = render(
      '### Slik gjør du\n\n**Fet** og *kursiv*.\n\n- en\n- to\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![Kart](/kart.svg)\n\n[Vilkår](/vilkaar#angrerett) [Posten](https://www.posten.no/) [E-post](mailto:kundeservice@adressa.no) [Ring](tel:+4772000000)\n',
    );
    for (const part of [
      '<h3>Slik gjør du</h3>',
      '<strong>Fet</strong>',
      '<em>kursiv</em>',
      '<li>en</li>',
      '<td>1</td>',
      '<img src="/kart.svg" alt="Kart">',
      'href="/vilkaar#angrerett"',
      'href="https://www.posten.no/"',
      'href="mailto:kundeservice@adressa.no"',
      'href="tel:+4772000000"',
    ]) {
      expect(html).toContain(part);
    }
  });
});

describe('htmlProblems', () => {
  it('says each opening tag once, on its line, and passes a comment', () => {
    expect(
      htmlProblems('<!-- kommer -->\n<p>\n<a href="/x" onclick="y()">x</a>\n</p>').map(
        ({ lineOffset, message }) => `${lineOffset}: ${message}`,
      ),
    ).toEqual([
      '1: HTML is not allowed in a text, only markdown: <p> is left out of the page; leave a blank line between paragraphs',
      '2: HTML is not allowed in a text, only markdown: <a> carrying an event handler (on…=) is left out of the page; write a link as [tekst](https://…) or [tekst](/side)',
    ]);
    expect(htmlProblems('<!-- <script>alert(1)</script> -->')).toEqual([]);
  });
});
