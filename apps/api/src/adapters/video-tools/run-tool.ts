import { spawn } from 'node:child_process';

export interface ToolLimits {
  /** The process is killed (SIGKILL) after this long. */
  timeoutMs: number;
  /** The process is killed once it has written more than this to stdout. */
  maxStdoutBytes: number;
}

export interface ToolRun {
  /** Exit code; null when killed (timeout, output limit). */
  code: number | null;
  stdout: Buffer;
  /** The first 16 KB of what the tool reported; never logged, it may quote the file. */
  stderr: string;
}

const MAX_STDERR_BYTES = 16 * 1024;

/**
 * Runs a binary with an argument array (no shell, so nothing in an argument is interpreted),
 * without stdin, within a time and an output limit. A tool that times out or writes too much
 * answers `code: null`; one that cannot be started at all (a server fault) rejects.
 */
export function runTool(binary: string, args: readonly string[], limits: ToolLimits): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, windowsHide: true });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let killed = false;
    const kill = () => {
      killed = true;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(kill, limits.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > limits.maxStdoutBytes) return kill();
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_STDERR_BYTES) stderr += chunk.toString('utf8');
    });
    const finish = (code: number | null) => {
      clearTimeout(timer);
      resolve({
        code: killed ? null : code,
        stdout: Buffer.concat(stdout),
        stderr: stderr.slice(0, MAX_STDERR_BYTES),
      });
    };
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('close', (code) => finish(code));
  });
}
