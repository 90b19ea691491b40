import fs from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH); no test tool ever downloads a browser. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((file) => file && fs.existsSync(file)) ?? null;
}
