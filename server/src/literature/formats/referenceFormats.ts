/** The reference file formats Inkstone imports and exports. */
export const REFERENCE_FORMATS = ['bibtex', 'ris', 'csljson'] as const;
export type ReferenceFormat = (typeof REFERENCE_FORMATS)[number];

/** Content type and file extension of each format's download. */
export const REFERENCE_FILE_TYPES: Record<ReferenceFormat, { contentType: string; extension: string }> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
  csljson: { contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8', extension: 'json' },
};
