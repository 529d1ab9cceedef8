// The words of /maintenance (a static page): apart from nb.ts, so the page loads only these few.
import { addDays, osloDate } from '../domain/time/oslo.ts';

const CLOCK = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });
const DAY = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Oslo' });

/** When the backend expects to be back, as Norwegians say it: "i dag kl. 14.30", "i morgen kl. 06.00", "mandag 30. november kl. 08.00". */
export function formatBackAt(at: Date, now: Date): string {
  // A no-break space: "kl." and its time stay on one line.
  const time = `kl.\u00a0${CLOCK.format(at).replace(':', '.')}`;
  const day = osloDate(at);
  if (day === osloDate(now)) return `i dag ${time}`;
  if (day === addDays(osloDate(now), 1)) return `i morgen ${time}`;
  return `${DAY.format(at)} ${time}`;
}

export const nbMaintenance = {
  unknown: 'Vi vet ikke nøyaktig når vi er tilbake, men det tar vanligvis ikke lang tid.',
  back: (when: string) => `Vi regner med å være tilbake ${when}.`,
  publicPages: 'Sider du ikke trenger å logge inn for, virker som vanlig:',
  retry: 'Prøv igjen',
};
