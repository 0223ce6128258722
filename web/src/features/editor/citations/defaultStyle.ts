/** The style a note cites in until one is chosen: GB/T 7714—2025 for Chinese, APA for English. */
export function defaultCitationStyle(language: string): string {
  return language.startsWith('zh') ? 'gb-t-7714-2025-numeric' : 'apa';
}

/** The note's chosen style (doc attribute `citationStyle`), else the account language's default. */
export function noteCitationStyle(chosen: unknown, language: string): string {
  return typeof chosen === 'string' && chosen ? chosen : defaultCitationStyle(language);
}
