import { Email, Password, Phone, VerificationCode } from '@inkstone/shared/api/common';

/** The same email rule the server applies. */
export function isValidEmail(value: string): boolean {
  return Email.safeParse(value).success;
}

/** The same mobile-number rule the server applies (mainland 11 digits or E.164). */
export function isValidPhone(value: string): boolean {
  return Phone.safeParse(value).success;
}

/** A 6-digit verification code. */
export function isValidCode(value: string): boolean {
  return VerificationCode.safeParse(value).success;
}

/** The password rule for new passwords (length, a letter and a digit). */
export function isValidNewPassword(value: string): boolean {
  return Password.safeParse(value).success;
}

/** Keeps only digits, up to `max` of them, for code inputs. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
