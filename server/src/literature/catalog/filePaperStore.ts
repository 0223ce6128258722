import { closeSync, openSync, readFileSync, readSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import type { Paper } from '../paper.js';
import type { PaperStore } from './paperStore.js';
import { SlotTable } from './slotTable.js';

/**
 * Papers kept on disk as UTF-8 JSON records appended to one file, with only their byte ranges in
 * memory: a hit costs one small positioned read (served from the page cache), and the
 * catalogue's text never sits in the server's heap. The ranges are saved beside the file
 * (`<file>.idx`) so a later start reopens both instead of rebuilding.
 */
export class FilePaperStore implements PaperStore {
  private end = 0;

  private constructor(
    readonly path: string,
    private readonly fd: number,
    private readonly table: SlotTable,
  ) {}

  /** A new, empty store writing to `path` (replaced if it exists). */
  static create(path: string): FilePaperStore {
    return new FilePaperStore(path, openSync(path, 'w+'), new SlotTable());
  }

  /** Reopens a store saved by persist(). */
  static open(path: string): FilePaperStore {
    const table = SlotTable.fromJson(readFileSync(`${path}.idx`, 'utf8'));
    return new FilePaperStore(path, openSync(path, 'r'), table);
  }

  get size(): number {
    return this.table.size;
  }

  put(id: string, paper: Paper): void {
    const bytes = Buffer.from(JSON.stringify(paper));
    writeSync(this.fd, bytes, 0, bytes.length, this.end);
    this.table.set(id, this.end, (this.end += bytes.length));
  }

  get(id: string): Paper | undefined {
    const range = this.table.range(id);
    if (!range) return undefined;
    const bytes = Buffer.allocUnsafe(range[1] - range[0]);
    readSync(this.fd, bytes, 0, bytes.length, range[0]);
    return JSON.parse(bytes.toString('utf8')) as Paper;
  }

  /** Every stored paper with its id, in the order first stored. */
  *entries(): Generator<[string, Paper]> {
    for (const id of this.table.ids()) yield [id, this.get(id)!];
  }

  /** Writes the byte ranges beside the file (atomically), so open() can restore the store. */
  persist(): void {
    const temporary = `${this.path}.idx.${process.pid}.tmp`;
    writeFileSync(temporary, this.table.toJson());
    renameSync(temporary, `${this.path}.idx`);
  }

  close(): void {
    closeSync(this.fd);
  }
}
