const PREVIEW_CHARS = 200;

/** The first characters of a task's result on one line, as task lists show it (`tasks.preview`). */
export function taskPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS)}…` : flat;
}
