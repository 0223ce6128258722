/** "5 Nov" in `language`, from a `YYYY-MM-DD` UTC day as the usage series carry them. */
export function dayFormatter(language: string): (date: string) => string {
  const format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}
