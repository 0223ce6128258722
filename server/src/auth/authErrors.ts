import { ErrorCode } from '@inkstone/shared/errorCodes';
import { AuthenticationError, BadRequestError, TooManyAttemptsError } from '../errors.js';

/** Wrong, already used, or replaced by a newer code. One message for all: nothing to tell apart. */
export const InvalidCodeError = () =>
  BadRequestError(ErrorCode.invalidCode, 'The verification code is not correct. Check it or request a new one.');

export const CodeExpiredError = () =>
  BadRequestError(ErrorCode.codeExpired, 'The verification code has expired. Please request a new one.');

/** The code took its last wrong try and is dead; only a new code helps. */
export const CodeUsedUpError = () => TooManyAttemptsError('Too many wrong codes. Please request a new code.');

/** Unknown email and wrong password get this same answer, so it never tells an account exists. */
export const InvalidCredentialsError = () =>
  AuthenticationError('The email address or password is not correct.', ErrorCode.invalidCredentials);
