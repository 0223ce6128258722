/**
 * The ISO instants of a day range picked as `YYYY-MM-DD` in the user's time zone: `from` at the start
 * of its day, `to` at the start of the day after (the list's `to` is exclusive), so both days count.
 */
export function dateRangeOf(fromDay: string, toDay: string): { from?: string; to?: string } {
  const startOf = (day: string) => {
    const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
    return new Date(year, month - 1, date);
  };
  const range: { from?: string; to?: string } = {};
  if (fromDay) range.from = startOf(fromDay).toISOString();
  if (toDay) {
    const end = startOf(toDay);
    end.setDate(end.getDate() + 1);
    range.to = end.toISOString();
  }
  return range;
}
