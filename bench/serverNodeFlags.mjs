/**
 * The node flags `npm start` runs the server with (docs/decisions/004 and 007), read from
 * package.json so that every bench measures the server as it is deployed.
 */
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const flags = /\bnode((?: --\S+)*) server\/dist\/main\.js/.exec(pkg.scripts.start)?.[1];
if (flags === undefined) throw new Error(`no "node … server/dist/main.js" in npm start: ${pkg.scripts.start}`);

export const SERVER_NODE_FLAGS = flags.trim().split(' ').filter(Boolean);
