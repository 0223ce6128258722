import type { OutgoingMessage } from '../delivery/delivery.js';

const TTL_TEXT = '10 minutes';

/** The registration code email. */
export function registerCodeEmail(email: string, code: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: email,
    subject: 'Your Inkstone verification code',
    body: `Your Inkstone verification code is ${code}. It expires in ${TTL_TEXT}.\n\nIf you did not try to create an Inkstone account, you can ignore this email.`,
    code,
  };
}

/** Sent instead of a code when someone tries to register an address that already has an account. */
export function accountExistsEmail(email: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: email,
    subject: 'You already have an Inkstone account',
    body: 'Someone, hopefully you, tried to create an Inkstone account with this email address, but it already has one.\n\nSign in with your password, or use "Forgot password" to set a new one. If this was not you, you can ignore this email.',
  };
}

/** The password reset code email. */
export function resetCodeEmail(email: string, code: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: email,
    subject: 'Reset your Inkstone password',
    body: `Your code to reset your Inkstone password is ${code}. It expires in ${TTL_TEXT}.\n\nIf you did not ask to reset your password, you can ignore this email; your password stays as it is.`,
    code,
  };
}

/** The SMS sign-in code. */
export function loginCodeSms(phone: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: phone,
    subject: 'Inkstone sign-in code',
    body: `Your Inkstone sign-in code is ${code}. It expires in ${TTL_TEXT}.`,
    code,
  };
}
