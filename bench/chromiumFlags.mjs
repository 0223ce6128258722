/** Debian's Chromium, which the benches drive (never a downloaded browser). */
export const CHROMIUM = '/usr/bin/chromium';

/** The flags every bench starts Chromium with: no sandbox or GPU in a VM, and no background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
