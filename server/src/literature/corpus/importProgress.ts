/** What the progress line shows. */
export interface ImportProgressState {
  records: number;
  bytesRead: number;
  totalBytes: number;
}

const BAR_WIDTH = 30;

/** One progress line: bar and percentage of the file read, records, records per second. */
export function formatProgress(state: ImportProgressState, elapsedMs: number): string {
  const share = state.totalBytes > 0 ? Math.min(1, state.bytesRead / state.totalBytes) : 0;
  const filled = Math.round(share * BAR_WIDTH);
  const rate = elapsedMs > 0 ? (state.records * 1000) / elapsedMs : 0;
  const bar = `${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}`;
  return `[${bar}] ${(share * 100).toFixed(1).padStart(5)}%  ${state.records.toLocaleString('en')} records  ${Math.round(rate).toLocaleString('en')} records/s`;
}

/**
 * Redraws the progress line on stderr every `intervalMs`: in place on a terminal, as separate
 * lines (every 10 × interval) when stderr is a file or pipe.
 */
export function startProgressLine(
  state: ImportProgressState,
  stream: NodeJS.WriteStream,
  intervalMs = 250,
): () => void {
  const started = Date.now();
  const interval = stream.isTTY ? intervalMs : intervalMs * 10;
  const draw = (end: string): void =>
    void stream.write(`${stream.isTTY ? '\r' : ''}${formatProgress(state, Date.now() - started)}${end}`);
  const timer = setInterval(() => draw(stream.isTTY ? '' : '\n'), interval);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    draw('\n');
  };
}
