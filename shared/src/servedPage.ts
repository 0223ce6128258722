/**
 * The `<meta name>` under which a prerendered page lists the app's chunks, space-separated: its app
 * starts at the first interaction (decision 021), and the page fetches them once it has loaded.
 */
export const APP_CHUNKS_META = 'inkstone-app-chunks';
