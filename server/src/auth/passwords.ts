import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '../lib/tokens.js';

// argon2id (the library default) at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane.
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The PHC string of an argon2id hash of `password`, with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against `storedHash`. Without a stored hash (unknown account, SMS-only account)
 * it verifies against a throwaway hash anyway and answers false, so both cases take as long as a
 * wrong password and timing does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
