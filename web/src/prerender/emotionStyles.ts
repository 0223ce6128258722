import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An Emotion cache for rendering outside the browser that keeps each style it is asked for in
 * `inserted` (compat mode) instead of writing `<style>` tags beside the elements, so the styles can
 * go into the head, where the browser's cache finds them.
 */
export function collectingEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

function styleTag(dataEmotion: string, css: string): string {
  // CSS text from MUI's style objects; `</` could only end the tag early, so it is escaped.
  return `<style data-emotion="${dataEmotion}">${css.replaceAll('</', '<\\/')}</style>`;
}

/**
 * The `<style>` tags for what a render put into `cache`, in the form Emotion's browser side adopts
 * instead of inserting the rules again: `data-emotion="css id1 id2 …"` for class styles (read when
 * the cache is created) and `data-emotion="css-global id"` per global style (read by `<Global>`
 * when it mounts). The same split as @emotion/server's extractCriticalToChunks.
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const tags: string[] = [];
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) tags.push(styleTag(`${cache.key}-global ${id}`, css));
    else {
      classIds.push(id);
      classCss += css;
    }
  }
  tags.push(styleTag(`${cache.key} ${classIds.join(' ')}`, classCss));
  return tags.join('');
}
