// /maintenance: says when to come back if the backend said so, and "Prøv igjen" leads back to where the user was.
// Both come from the page's own address, checked like any return URL (domain/routing/maintenance.ts).
import { maintenanceNotice } from '../domain/routing/maintenance.ts';
import { formatBackAt, nbMaintenance } from '../i18n/nb/maintenance.ts';
import { pageAddress } from '../stores/kit/address.ts';

const now = new Date();
const { search, origin } = pageAddress();
const notice = maintenanceNotice(search, origin, now);
const when = document.querySelector<HTMLElement>('[data-maintenance-when]');
if (when && notice.back) when.textContent = nbMaintenance.back(formatBackAt(notice.back, now));
document.querySelector<HTMLAnchorElement>('[data-maintenance-retry]')?.setAttribute('href', notice.returnPath);
