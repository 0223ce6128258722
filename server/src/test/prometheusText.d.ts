// parse-prometheus-text-format ships no types; this is the shape its parser returns.
declare module 'parse-prometheus-text-format' {
  interface ParsedSample {
    labels?: Record<string, string>;
    value?: string;
    /** Histograms: cumulative counts by `le` (the package merges the label sets of one histogram). */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  }
  /** Parses the Prometheus text exposition format; throws on a line that is not valid. */
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
