/** An ISO instant as a date and time in the page language; a dash when absent. */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
