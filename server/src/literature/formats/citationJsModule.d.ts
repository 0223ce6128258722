// citation-js ships no type declarations; these cover the parts Inkstone uses.
declare module '@citation-js/core' {
  /** A CSL-JSON item as citation-js reads and writes it. */
  export type CiteItem = Record<string, unknown> & { id?: string | number; type?: string };

  export interface BibliographyOptions {
    template?: string;
    lang?: string;
    format?: 'text' | 'html';
    asEntryArray?: boolean;
    nosort?: boolean;
  }

  export class Cite {
    constructor(data?: unknown, options?: { forceType?: string });
    data: CiteItem[];
    format(type: 'bibliography', options: BibliographyOptions & { asEntryArray: true }): Array<[string, string]>;
    format(type: string, options?: Record<string, unknown>): string;
  }

  interface Registry<T> {
    add(name: string, value: T): void;
    has(name: string): boolean;
  }

  export const plugins: {
    config: {
      get(name: '@csl'): { styles: Registry<string>; locales: Registry<string> };
      get(name: '@bibtex'): { format: { useIdAsLabel: boolean; asciiOnly: boolean; checkLabel: boolean } };
      get(name: string): unknown;
    };
    input: { chain(data: unknown, options?: { forceType?: string }): CiteItem[] };
  };

  export const logger: { setLogLevel?(level: string): void };
}

declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
