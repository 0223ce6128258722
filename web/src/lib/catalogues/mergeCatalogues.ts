/** One locale's strings: English sentence → translation. */
export type Catalogue = Record<string, string>;

/**
 * Each locale is split into one JSON file per feature (translation.json, papers.json, …) so that
 * features own their strings; they are merged into the single `translation` namespace here.
 */
export function mergeCatalogues(files: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(files)) as Catalogue;
}
