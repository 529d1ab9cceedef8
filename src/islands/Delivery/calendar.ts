// flatpickr with its Norwegian words and styles, loaded only when a user opens the calendar: typed dates work
// without it, so the vacation page's first load does not pay for a date picker most phones never open.
import type { Instance } from 'flatpickr/dist/types/instance';
import { isDeliveryDay, type DeliveryPattern } from '../../domain/delivery/delivery-days.ts';
import type { IsoDate } from '../../domain/time/oslo.ts';

export type RangeCalendar = Instance;

/** A calendar date (the picker's local midnight) as an ISO date, and back. */
export const isoOf = (date: Date): IsoDate => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dateOf = (iso: IsoDate): Date => new Date(`${iso}T00:00:00`);

const STYLE_ID = 'flatpickr-styles';

export interface RangeOptions {
  container: HTMLElement;
  first: IsoDate;
  pattern: DeliveryPattern;
  selected: IsoDate[];
  onPick: (dates: IsoDate[]) => void;
}

/** Draws a range calendar in `container`: days before `first` and days without paper cannot be picked. */
export async function openRangeCalendar({ container, first, pattern, selected, onPick }: RangeOptions): Promise<RangeCalendar> {
  const [{ default: flatpickr }, { Norwegian }, styles] = await Promise.all([
    import('flatpickr'),
    import('flatpickr/dist/l10n/no.js'),
    import('flatpickr/dist/flatpickr.min.css?url'),
  ]);
  if (!document.getElementById(STYLE_ID)) {
    const link = Object.assign(document.createElement('link'), { id: STYLE_ID, rel: 'stylesheet', href: styles.default });
    await new Promise((resolve) => {
      link.addEventListener('load', resolve);
      link.addEventListener('error', resolve);
      document.head.append(link);
    });
  }
  const input = container.appendChild(Object.assign(document.createElement('input'), { type: 'hidden' }));
  return flatpickr(input, {
    mode: 'range',
    inline: true,
    appendTo: container,
    locale: { ...Norwegian, firstDayOfWeek: 1 },
    monthSelectorType: 'static',
    minDate: dateOf(first),
    defaultDate: selected.map(dateOf),
    // Marked, not `disable`d: flatpickr refuses a range across disabled days, and every stop spans a Sunday.
    onDayCreate: (_dates, _text, _instance, day: HTMLElement & { dateObj: Date }) => {
      if (!isDeliveryDay(isoOf(day.dateObj), pattern)) {
        day.classList.add('flatpickr-disabled');
        day.setAttribute('aria-disabled', 'true');
      }
    },
    onChange: (dates) => onPick(dates.map(isoOf)),
  });
}
