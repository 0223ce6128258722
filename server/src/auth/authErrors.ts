import { ErrorCode } from '@inkstone/shared/errorCodes';
import { AppError } from '../errors.js';

/** Wrong, already used, or replaced by a newer code. One message for all: nothing to tell apart. */
export const InvalidCodeError = () =>
  new AppError(400, ErrorCode.invalidCode, 'The verification code is not correct. Check it or request a new one.');

export const CodeExpiredError = () =>
  new AppError(400, ErrorCode.codeExpired, 'The verification code has expired. Please request a new one.');

/** The code took its last wrong try and is dead; only a new code helps. */
export const TooManyAttemptsError = () =>
  new AppError(429, ErrorCode.tooManyAttempts, 'Too many wrong codes. Please request a new code.');

/** Unknown email and wrong password get this same answer, so it never tells an account exists. */
export const InvalidCredentialsError = () =>
  new AppError(401, ErrorCode.invalidCredentials, 'The email address or password is not correct.');
