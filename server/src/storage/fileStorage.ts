/** Stored bytes, addressed by an opaque key the caller chooses. */
export interface FileStorage {
  /** Writes the bytes under the key, replacing nothing: keys are random and used once. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
}
