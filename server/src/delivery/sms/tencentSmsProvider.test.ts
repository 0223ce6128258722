import { describe, expect, it } from 'vitest';
import { TENCENT_SMS_FIXTURES } from '../../test/fakes/tencentSmsServer.js';
import { DeliveryFailedError } from '../deliveryFailedError.js';
import { checkSendSmsResponse, toE164, type SendSmsResponse } from './tencentSmsProvider.js';

const parse = (text: string) => JSON.parse(text) as SendSmsResponse;

function failureOf(body: SendSmsResponse): DeliveryFailedError {
  try {
    checkSendSmsResponse(body);
  } catch (err) {
    if (err instanceof DeliveryFailedError) return err;
    throw err;
  }
  throw new Error('expected a DeliveryFailedError');
}

describe('Tencent SendSms response handling', () => {
  it('accepts the recorded success', () => {
    expect(() => checkSendSmsResponse(parse(TENCENT_SMS_FIXTURES.success))).not.toThrow();
  });

  it('turns the recorded AuthFailure.SignatureFailure into delivery_failed (502) with the code logged', () => {
    const err = failureOf(parse(TENCENT_SMS_FIXTURES.signatureFailure));
    expect(err.statusCode).toBe(502);
    expect(err.errorCode).toBe('delivery_failed');
    expect(err.detail).toContain('AuthFailure.SignatureFailure');
    expect(err.detail).toContain('ed93f3cb-f35e-473f-b9f3-0d451b8b79c6');
  });

  it('fails when any number was refused, or nothing was reported', () => {
    const body = parse(TENCENT_SMS_FIXTURES.success);
    const refused = body.Response?.SendStatusSet?.[1];
    if (refused) Object.assign(refused, { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit' });
    expect(failureOf(body).detail).toContain('LimitExceeded.PhoneNumberDailyLimit');
    expect(failureOf({ Response: { SendStatusSet: [], RequestId: 'r' } }).detail).toContain('empty SendStatusSet');
    expect(failureOf({}).detail).toContain('without Response');
  });
});

describe('toE164', () => {
  it('prefixes mainland numbers with +86 and keeps international ones', () => {
    expect(toE164('13800138000')).toBe('+8613800138000');
    expect(toE164('+447700900123')).toBe('+447700900123');
  });
});
