import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The only algorithm API v3 uses for encrypted resources (notifications, certificates). */
export const AEAD_ALGORITHM = 'AEAD_AES_256_GCM';
const TAG_BYTES = 16;

/** An encrypted `resource` as WeChat Pay sends it; ciphertext is base64(ciphertext || 16-byte tag). */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

/** The resource could not be decrypted: wrong key, tampered ciphertext/nonce/associated data, bad shape. */
export class ResourceDecryptError extends Error {
  override name = 'ResourceDecryptError';
}

/**
 * The cipher for the key: production APIv3 keys are 32 bytes (AES-256-GCM), but the official Go
 * SDK picks AES by key length and one of its vectors uses a 16-byte key, so we do the same.
 */
function cipherFor(key: Buffer): 'aes-128-gcm' | 'aes-192-gcm' | 'aes-256-gcm' {
  if (key.length === 16) return 'aes-128-gcm';
  if (key.length === 24) return 'aes-192-gcm';
  if (key.length === 32) return 'aes-256-gcm';
  throw new ResourceDecryptError(`the APIv3 key must be 16, 24 or 32 bytes, not ${key.length}`);
}

/** The APIv3 key is configured as text and used as its UTF-8 bytes. */
function keyBytes(apiV3Key: string | Buffer): Buffer {
  return typeof apiV3Key === 'string' ? Buffer.from(apiV3Key, 'utf8') : apiV3Key;
}

/** Decrypts a resource to its UTF-8 plaintext; throws ResourceDecryptError when authentication fails. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string | Buffer): string {
  if (resource.algorithm !== AEAD_ALGORITHM) {
    throw new ResourceDecryptError(`unsupported algorithm ${resource.algorithm}`);
  }
  const key = keyBytes(apiV3Key);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length < TAG_BYTES) throw new ResourceDecryptError('ciphertext is shorter than the tag');
  try {
    const decipher = createDecipheriv(cipherFor(key), key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    return plain.toString('utf8');
  } catch (error) {
    if (error instanceof ResourceDecryptError) throw error;
    throw new ResourceDecryptError('the resource does not authenticate with this key', { cause: error });
  }
}

/** Encrypts plaintext as WeChat Pay does (used by the simulator); the nonce is 12 random characters. */
export function encryptResource(
  plaintext: string,
  apiV3Key: string | Buffer,
  options: { associatedData: string; originalType?: string; nonce?: string },
): EncryptedResource {
  const key = keyBytes(apiV3Key);
  const nonce = options.nonce ?? randomBytes(6).toString('hex');
  const cipher = createCipheriv(cipherFor(key), key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(options.associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    ...(options.originalType ? { original_type: options.originalType } : {}),
    algorithm: AEAD_ALGORITHM,
    ciphertext: sealed.toString('base64'),
    associated_data: options.associatedData,
    nonce,
  };
}
