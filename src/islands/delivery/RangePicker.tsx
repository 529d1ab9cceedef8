// "Vis kalender": a month under the typed dates to pick a period from, as the WAI-ARIA date grid: arrows by day and
// week, Page Up/Down by month (Shift: year), Home/End to the week's ends, days that cannot be picked passed over,
// Enter picks the first and then the last day, Esc closes and gives focus back to the button. Each day says its date,
// whether the paper comes and whether it can be picked. Our own grid rather than flatpickr's (docs/features/delivery.md).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { IsoDate } from '../../domain/time/oslo.ts';
import { formatCalendarDay, formatCalendarMonth, nbDelivery } from '../../i18n/nb/delivery.ts';
import {
  dayKind,
  firstOfMonth,
  isOpen,
  monthWeeks,
  moveFocus,
  moveOfKey,
  openingDay,
  pick,
  type CalendarRules,
  type Period,
} from './calendar.ts';

const text = nbDelivery.vacation;
const words = text.calendar;

interface Props {
  rules: CalendarRules;
  today: IsoDate;
  /** The period the form holds now (typed, from a preset or picked here). */
  period: Period;
  onPick: (period: Period) => void;
}

export function RangePicker({ rules, today, period, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className="range-picker">
      <button
        ref={toggle}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? text.hideCalendar : text.showCalendar}
      </button>
      <div id={id} hidden={!open}>
        {open && <Calendar rules={rules} today={today} period={period} onPick={onPick} onClose={close} />}
      </div>
    </div>
  );
}

function Calendar({ rules, today, period, onPick, onClose }: Props & { onClose: () => void }) {
  // The day that takes focus in the grid (one tab stop); its month is the one shown.
  const [active, setActive] = useState(() => openingDay(period, rules));
  const [said, setSaid] = useState('');
  // Focus follows `active` as the calendar opens and after a key moves it; a month button keeps its focus.
  const focusActive = useRef(true);
  const grid = useRef<HTMLTableElement>(null);
  const captionId = useId();
  const hintId = useId();
  const month = firstOfMonth(active);
  const pickable = (day: IsoDate) => isOpen(day, rules);

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    grid.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  }, [active]);

  function onGridKey(event: KeyboardEvent) {
    const move = moveOfKey(event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    const landed = moveFocus(active, move, pickable);
    if (landed === active) return;
    focusActive.current = true;
    setActive(landed);
  }

  function onCalendarKey(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  }

  function choose(day: IsoDate) {
    if (!pickable(day)) return;
    const picked = pick(period, day);
    setActive(day);
    onPick(picked);
    setSaid(
      picked.to
        ? words.pickedPeriod(formatCalendarDay(picked.from!), formatCalendarDay(picked.to))
        : words.pickedFrom(formatCalendarDay(picked.from!)),
    );
  }

  const earliestMonth = month <= firstOfMonth(rules.first);
  return (
    // The arrow keys of the day buttons inside (one of them focusable at a time), handled once for the grid.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div className="calendar" role="group" aria-labelledby={captionId} onKeyDown={onCalendarKey}>
      <p id={hintId} className="field__hint">
        {words.hint}
      </p>
      <div className="calendar__head">
        <button
          type="button"
          className="calendar__month calendar__month--previous"
          aria-label={words.previousMonth}
          aria-disabled={earliestMonth || undefined}
          onClick={() => {
            if (!earliestMonth) setActive(moveFocus(active, 'previousMonth', pickable));
          }}
        />
        <h3 id={captionId} className="calendar__caption" aria-live="polite">
          {formatCalendarMonth(month)}
        </h3>
        <button
          type="button"
          className="calendar__month calendar__month--next"
          aria-label={words.nextMonth}
          onClick={() => setActive(moveFocus(active, 'nextMonth', pickable))}
        />
      </div>
      <table
        ref={grid}
        role="grid"
        className="calendar__grid"
        aria-labelledby={captionId}
        aria-describedby={hintId}
        onKeyDown={onGridKey}
      >
        <thead>
          <tr>
            {words.weekdays.map(([short, long]) => (
              <th key={long} scope="col">
                <span aria-hidden="true">{short}</span>
                <span className="visually-hidden">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <Day
                    key={day}
                    day={day}
                    active={day === active}
                    today={day === today}
                    rules={rules}
                    period={period}
                    onChoose={choose}
                  />
                ) : (
                  <td key={index} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="calendar__status">
        {said}
      </p>
    </div>
  );
}

interface DayProps {
  day: IsoDate;
  active: boolean;
  today: boolean;
  rules: CalendarRules;
  period: Period;
  onChoose: (day: IsoDate) => void;
}

function Day({ day, active, today, rules, period, onChoose }: DayProps) {
  const kind = dayKind(day, rules);
  const place = placeIn(period, day);
  const label = words.day([
    formatCalendarDay(day),
    today && words.today,
    words.kinds[kind],
    kind !== 'open' && words.notPickable,
    place && words.places[place],
  ]);
  return (
    <td aria-selected={place !== undefined}>
      <button
        type="button"
        className={`calendar__day calendar__day--${kind}${place ? ` calendar__day--${place}` : ''}`}
        tabIndex={active ? 0 : -1}
        aria-label={label}
        aria-disabled={kind !== 'open' || undefined}
        aria-current={today ? 'date' : undefined}
        onClick={() => onChoose(day)}
      >
        {Number(day.slice(8))}
      </button>
    </td>
  );
}

/** Where a day sits in the period picked: its first day, its last, or between. */
function placeIn({ from, to }: Period, day: IsoDate): keyof typeof words.places | undefined {
  if (day === from) return 'from';
  if (day === to) return 'to';
  return from !== undefined && to !== undefined && from < day && day < to ? 'within' : undefined;
}
