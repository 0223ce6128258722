// Each special character of LaTeX's text mode and what stands for it. The three without a plain
// backslash escape get the text-mode commands (also right inside BibTeX fields, which are copied
// into the document).
const ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

/** Text with LaTeX's special characters (\ { } $ & # % _ ^ ~) escaped, for running text and BibTeX fields. */
export function escapeLatex(text: string): string {
  return text.replace(/[\\{}$&#%_^~]/g, (char) => ESCAPES[char] ?? `\\${char}`);
}
