import { randomBytes } from 'node:crypto';
import { V1 } from '@inkstone/shared/paths';
import { NotFoundError, ValidationError } from '../errors.js';
import type { FileStorage } from '../storage/fileStorage.js';
import { sniffImageType, type ImageType } from './imageType.js';

/** Largest accepted image. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const IMAGE_ID = /^[0-9a-f]{32}$/;

/**
 * Stores an editor image under a new id of 128 random bits, so its URL cannot be guessed, only
 * shared. Only PNG, JPEG, GIF and WebP, by their bytes (400 otherwise).
 */
export async function saveImage(files: FileStorage, bytes: Buffer): Promise<{ id: string; url: string }> {
  if (!sniffImageType(bytes)) throw ValidationError('file: only PNG, JPEG, GIF and WebP images are accepted');
  const id = randomBytes(16).toString('hex');
  await files.put(id, bytes);
  return { id, url: `${V1.textEditor.image}/${id}` };
}

/** An image by its id, with the type its bytes show; 404 for an unknown or malformed id. */
export async function loadImage(files: FileStorage, id: string): Promise<{ bytes: Buffer; type: ImageType }> {
  const bytes = IMAGE_ID.test(id) ? await files.get(id) : null;
  const type = bytes ? sniffImageType(bytes) : null;
  if (!bytes || !type) throw NotFoundError('Image');
  return { bytes, type };
}
