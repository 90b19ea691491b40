// What the numbers were measured on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export function machineInfo({ postgres, chromiumPath }) {
  const cpus = os.cpus();
  let chromium = null;
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {}
  return {
    date: new Date().toISOString(),
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    postgres,
    chromium,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}
