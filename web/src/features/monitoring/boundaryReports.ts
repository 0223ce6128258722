let sink: ((error: unknown) => void) | undefined;

/** Where errors caught by the app's error page go (set by startMonitoring). */
export function setBoundaryErrorSink(report: (error: unknown) => void): void {
  sink = report;
}

/** Reports an error an error boundary caught: React does not pass those to window `error`. */
export function reportBoundaryError(error: unknown): void {
  sink?.(error);
}
