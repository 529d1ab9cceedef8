// "Vis kalender": flatpickr's range calendar under the typed dates, loaded when asked for. Focus goes to the first
// day that can be picked, so a keyboard user goes on with the arrow keys and Enter (start, then end).
import { useEffect, useRef, useState } from 'react';
import type { DeliveryPattern } from '../../domain/delivery/delivery-days.ts';
import type { IsoDate } from '../../domain/time/oslo.ts';
import { nb } from '../../i18n/nb.ts';
import { openRangeCalendar, type RangeCalendar } from './calendar.ts';

const text = nb.delivery.vacation;

interface Props {
  first: IsoDate;
  pattern: DeliveryPattern;
  /** The dates typed so far, shown as picked when the calendar opens. */
  selected: () => IsoDate[];
  onPick: (dates: IsoDate[]) => void;
}

export function RangePicker({ first, pattern, selected, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ selected, onPick });
  latest.current = { selected, onPick };

  useEffect(() => {
    if (!open || !container.current) return;
    let calendar: RangeCalendar | undefined;
    let gone = false;
    openRangeCalendar({ container: container.current, first, pattern, selected: latest.current.selected(), onPick: (dates) => latest.current.onPick(dates) })
      .then((opened) => {
        calendar = opened;
        if (gone) return opened.destroy();
        const day = opened.daysContainer?.querySelector<HTMLElement>('.flatpickr-day.selected, .flatpickr-day:not(.flatpickr-disabled):not(.prevMonthDay)');
        day?.focus();
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      calendar?.destroy();
      container.current?.replaceChildren();
    };
  }, [open, first, pattern]);

  return (
    <div className="range-picker">
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls="kalender" onClick={() => setOpen(!open)}>
        {open ? text.hideCalendar : text.showCalendar}
      </button>
      {open && <p className="field__hint">{text.calendarHint}</p>}
      {failed && <p className="field__error">{text.calendarFailed}</p>}
      <div id="kalender" className="range-picker__calendar" ref={container} hidden={!open} />
    </div>
  );
}
