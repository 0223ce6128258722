import type { DocumentLanguage } from './types.js';

/**
 * The main language of a text by its script: Chinese when Han characters make up a fair share
 * of the letters (a Chinese thesis still carries an English abstract and English references),
 * English when Latin letters dominate, otherwise 'other'.
 */
export function detectLanguage(text: string): DocumentLanguage {
  const sample = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const han = sample.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 'other';
  // One Han character carries about as much as a short English word, hence the low share.
  if (han / letters >= 0.2) return 'zh';
  return latin / letters >= 0.6 ? 'en' : 'other';
}
