import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/**
 * Reads a running process's resident memory in KiB, the way its operating system offers it:
 * Linux its peak (VmHWM in /proc), macOS and the BSDs the current size (ps), elsewhere nothing.
 * Null when the process is gone or the system has no such reading.
 */
export type ResidentMemoryReader = (pid: number) => Promise<number | null>;

async function linuxPeak(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const peak = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return peak ? Number(peak[1]) : null;
  } catch {
    return null;
  }
}

function psResident(pid: number): Promise<number | null> {
  return new Promise((resolve) => {
    execFile('ps', ['-o', 'rss=', '-p', String(pid)], (error, stdout) => {
      const kb = Number(stdout.trim());
      resolve(error || !Number.isFinite(kb) || kb <= 0 ? null : kb);
    });
  });
}

/** The reader for `platform` (process.platform), or null where memory cannot be read. */
export function residentMemoryReader(platform: NodeJS.Platform): ResidentMemoryReader | null {
  if (platform === 'linux') return linuxPeak;
  if (platform === 'darwin' || platform === 'freebsd' || platform === 'openbsd') return psResident;
  return null;
}
