import type { TFunction } from 'i18next';

/** A greeting that suits the hour of the day (0–23). */
export function greetingFor(hour: number, name: string, t: TFunction): string {
  if (hour >= 5 && hour < 12) return t('Good morning, {{name}}', { name });
  if (hour >= 12 && hour < 18) return t('Good afternoon, {{name}}', { name });
  return t('Good evening, {{name}}', { name });
}

/**
 * The name to greet: the nickname, but an email address (the default nickname is the account)
 * only up to its @, so that a phone's heading is not a broken-up address.
 */
export function greetingName(nickname: string, email: string): string {
  const name = nickname || email;
  const at = name.indexOf('@');
  return at > 0 ? name.slice(0, at) : name;
}
