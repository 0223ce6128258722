/**
 * The Content-Disposition of a download. The name comes from a bibkey or an uploaded file, which a client may send as any
 * text, and a header allows Latin-1 without quotes or line breaks only (anything else threw, a 500
 * found by the schema fuzz): such a name travels as RFC 5987 `filename*`, with an ASCII `filename`
 * beside it for clients that do not read that.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName.toWellFormed()).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
