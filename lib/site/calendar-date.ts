const calendarDateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An ISO calendar date (2026-11-23) as the site writes dates (November 23, 2026), the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  return calendarDateFormat.format(new Date(isoDate));
}
