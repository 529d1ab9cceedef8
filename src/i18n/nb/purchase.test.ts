import { expect, test } from 'vitest';
import { priceWording } from './purchase.ts';

// Intl writes a no-break space between amount and "kr"; readers see an ordinary space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

test.each([
  [
    '1 kr the first month',
    { price: 399, intro: { price: 1, months: 1 } },
    '1 kr første måned, deretter 399 kr per måned',
  ],
  [
    '3 months for 99 kr',
    { price: 399, intro: { price: 99, months: 3 } },
    '3 måneder for 99 kr, deretter 399 kr per måned',
  ],
  [
    'a discount of 3 months for 1 kr',
    { price: 599, intro: { price: 1, months: 3 } },
    '3 måneder for 1 kr, deretter 599 kr per måned',
  ],
  ['no intro', { price: 449, intro: null }, '449 kr per måned'],
  ['thousands', { price: 1299, intro: null }, '1 299 kr per måned'],
])('%s', (_, terms, wording) => {
  expect(plain(priceWording(terms))).toBe(wording);
});
