// The words of /maintenance (a static page): apart from nb.ts, so the page loads only these few (and not the Oslo
// calendar of src/domain/time/, which sits with the islands' rules: two dates compared is all this needs).

const CLOCK = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });
const DAY = new Intl.DateTimeFormat('nb-NO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Oslo',
});
/** YYYY-MM-DD on the wall in Oslo. */
const OSLO_DATE = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Oslo',
});

/** The calendar day after an Oslo date, as YYYY-MM-DD (counted on the calendar, so summer time does not matter). */
function dayAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
}

/** When the backend expects to be back, as Norwegians say it: "i dag kl. 14.30", "i morgen kl. 06.00", "mandag 30. november kl. 08.00". */
export function formatBackAt(at: Date, now: Date): string {
  // A no-break space: "kl." and its time stay on one line.
  const time = `kl.\u00a0${CLOCK.format(at).replace(':', '.')}`;
  const day = OSLO_DATE.format(at);
  const today = OSLO_DATE.format(now);
  if (day === today) return `i dag ${time}`;
  if (day === dayAfter(today)) return `i morgen ${time}`;
  return `${DAY.format(at)} ${time}`;
}

export const nbMaintenance = {
  unknown: 'Vi vet ikke nøyaktig når vi er tilbake, men det tar vanligvis ikke lang tid.',
  back: (when: string) => `Vi regner med å være tilbake ${when}.`,
  publicPages: 'Sider du ikke trenger å logge inn for, virker som vanlig:',
  retry: 'Prøv igjen',
};
