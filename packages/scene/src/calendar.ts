/** A calendar month as rows of weeks (null: a day of the neighbouring month), Monday or Sunday first. */
export function monthWeeks(year: number, month: number, weekStartsOn: 0 | 1): Array<Array<number | null>> {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first - weekStartsOn + 7) % 7;
  const cells: Array<number | null> = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<number | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Whether a day is a Sunday (drawn in the accent colour). */
export const isSunday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 0;

/** Weekday initials in the grid's order, in the given language (Intl; Node has full ICU). */
export function weekdayNames(locale: string, weekStartsOn: 0 | 1): string[] {
  const fmt = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday
  return Array.from({ length: 7 }, (_, i) =>
    fmt
      .format(new Date(Date.UTC(2023, 0, 1 + ((i + weekStartsOn) % 7))))
      .replace('.', '')
      .slice(0, 2),
  );
}

export function monthName(locale: string, month: number): string {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, month - 1, 1)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}
