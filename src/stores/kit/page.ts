// Whether the page may show itself: at once on public pages, after the route guard's decision on signed-in
// ones. Islands render nothing before, so no guarded content ever flashes.
import { atom } from 'nanostores';
import { loadBrand } from './brand.ts';

export const $pageReady = atom(false);

export function markPageReady(): void {
  loadBrand();
  $pageReady.set(true);
}
