// The title's brand settings, baked into every page as JSON by the layout and read once.
import { atom } from 'nanostores';

export interface Brand {
  titleCode: string;
  name: string;
  titleDomain: string;
  pageUrl: string;
  minsideUrl: string;
  clientId: string;
  sessionDomain: string;
  /** For the error panels that must say where to get help (login that fails or loops). */
  customerCentre: { phone: string; email: string };
  /** Oslo time (HH:MM) the day before a paper by which a delivery change for it must be registered. */
  deliveryCutOff: string;
  /** The title's maintenance switch at build time: signed-in pages show /maintenance. */
  maintenance: boolean;
}

/** The id of the JSON script element the layout writes. */
export const BRAND_ELEMENT_ID = 'minside-brand';

export const $brand = atom<Brand | undefined>(undefined);

/** Reads the baked-in brand settings from the page (nothing is fetched). */
export function loadBrand(doc: Document = document): Brand {
  const current = $brand.get();
  if (current) return current;
  const element = doc.getElementById(BRAND_ELEMENT_ID);
  if (!element?.textContent) throw new Error('Brand settings missing from the page');
  const brand = JSON.parse(element.textContent) as Brand;
  $brand.set(brand);
  return brand;
}
