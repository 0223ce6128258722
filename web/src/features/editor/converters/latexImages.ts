import type { PmNode } from './pmJson';

/** The images a LaTeX project carries: their files, and where each `src` went. */
export interface LatexImages {
  /** Path inside the project → bytes. */
  files: Record<string, Uint8Array>;
  /** Image `src` → path inside the project, for the images that could be had. */
  paths: Map<string, string>;
}

/** Fetches an image the document links to (http(s) or relative); null when it cannot be had. */
export type FetchImage = (src: string) => Promise<Uint8Array | null>;

function imageSources(node: PmNode, found = new Set<string>()): Set<string> {
  const src = node.type === 'image' ? node.attrs?.src : undefined;
  if (typeof src === 'string' && src) found.add(src);
  for (const child of node.content ?? []) imageSources(child, found);
  return found;
}

/**
 * The bytes of a base64 data: URL; null for any other (a percent-encoded one holds SVG or text,
 * which LaTeX cannot include anyway).
 */
function dataUrlBytes(src: string): Uint8Array | null {
  const match = /^data:[^,]*;base64,(.*)$/is.exec(src);
  if (!match) return null;
  try {
    return Uint8Array.from(atob(match[1] ?? ''), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The file type XeLaTeX (xdvipdfmx) can include, read from the bytes since URLs and MIME types lie. */
function includableType(bytes: Uint8Array): 'png' | 'jpg' | 'pdf' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  return null;
}

async function imageBytes(src: string, fetchImage: FetchImage | undefined): Promise<Uint8Array | null> {
  if (src.startsWith('data:')) return dataUrlBytes(src);
  if (!fetchImage) return null;
  try {
    return await fetchImage(src);
  } catch {
    // A failed fetch costs the image, not the export.
    return null;
  }
}

/** Each distinct image of the document, fetched at once, as `images/image-N.<type>`. */
export async function collectImages(doc: PmNode, fetchImage?: FetchImage): Promise<LatexImages> {
  const sources = [...imageSources(doc)];
  const loaded = await Promise.all(sources.map((src) => imageBytes(src, fetchImage)));
  const images: LatexImages = { files: {}, paths: new Map() };
  sources.forEach((src, index) => {
    const bytes = loaded[index];
    const type = bytes ? includableType(bytes) : null;
    if (!bytes || !type) return;
    const path = `images/image-${images.paths.size + 1}.${type}`;
    images.files[path] = bytes;
    images.paths.set(src, path);
  });
  return images;
}
