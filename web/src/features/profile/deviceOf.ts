/** A browser and system as read from a User-Agent header; null when not recognised. */
export interface Device {
  browser: string | null;
  os: string | null;
  isMobile: boolean;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", WeChat says all of them.
const BROWSERS: Array<[RegExp, string]> = [
  [/MicroMessenger\//, 'WeChat'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows NT/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/HarmonyOS/, 'HarmonyOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (ua: string, table: Array<[RegExp, string]>) => table.find(([re]) => re.test(ua))?.[1] ?? null;

/**
 * The browser and system of a User-Agent, enough to tell one's devices apart on the profile. A few
 * patterns rather than a parsing library: versions and device models are not shown.
 */
export function deviceOf(userAgent: string | null): Device {
  const ua = userAgent ?? '';
  return {
    browser: firstMatch(ua, BROWSERS),
    os: firstMatch(ua, SYSTEMS),
    isMobile: /Mobile|iPhone|iPad|Android/.test(ua),
  };
}
