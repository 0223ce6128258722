/** spec §5: an account name is an email when it matches text@text.text; otherwise a phone. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AccountType = 'email' | 'phone';

export function accountTypeOf(accountName: string): AccountType {
  return SIMPLE_EMAIL.test(accountName.trim()) ? 'email' : 'phone';
}
