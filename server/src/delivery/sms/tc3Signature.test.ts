import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tc3Authorization, tc3CanonicalRequest } from './tc3Signature.js';

// The worked example of Tencent Cloud's "Signature v3" documentation (CVM DescribeInstances).
const DOC_EXAMPLE = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  service: 'cvm',
  host: 'cvm.tencentcloudapi.com',
  contentType: 'application/json; charset=utf-8',
  payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  timestamp: 1551113065,
};

describe('TC3-HMAC-SHA256 signing', () => {
  it('builds the documented canonical request', () => {
    const canonical = tc3CanonicalRequest(DOC_EXAMPLE);
    expect(canonical).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\n' +
        'content-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(crypto.createHash('sha256').update(canonical).digest('hex')).toBe(
      '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
  });

  it('produces the documented Authorization header', () => {
    expect(tc3Authorization(DOC_EXAMPLE)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, ' +
        'Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('uses the UTC date in the scope, not the local one', () => {
    // 2019-02-25T23:30:00Z is already 2019-02-26 in Beijing.
    const auth = tc3Authorization({ ...DOC_EXAMPLE, timestamp: Date.UTC(2019, 1, 25, 23, 30) / 1000 });
    expect(auth).toContain('/2019-02-25/cvm/tc3_request');
  });

  it('changes when the body changes', () => {
    expect(tc3Authorization({ ...DOC_EXAMPLE, payload: '{}' })).not.toBe(tc3Authorization(DOC_EXAMPLE));
  });
});
