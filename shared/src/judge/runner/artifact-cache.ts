import { randomBytes } from 'node:crypto';
import {
  chmod,
  copyFile,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** How many MiB of compiled programs a cache dir keeps unless configured (JUDGE_CACHE_MB). */
export const defaultArtifactCacheMb = 512;

/** Files of one compiled program; every run copies them into its own work dir. */
export interface CompiledArtifacts {
  dir: string;
  names: string[];
  /** Larger than the cache's cap, so kept by no cache: removed once a run has copied it. */
  once?: boolean;
  /**
   * Compiles the program again when `dir` is gone (evicted by this or another process between
   * the compile and a run's copy, or used once); set by compileProgram.
   */
  restore?: () => Promise<CompiledArtifacts>;
}

interface SavedResult {
  names: string[];
  warnings?: string;
  bytes: number;
}

interface Entry {
  name: string;
  bytes: number;
  usedMs: number;
}

const mebibyte = 1024 * 1024;
/** A kept entry is named by its sha256 key. */
const keyPattern = /^[0-9a-f]{64}$/;
/**
 * Entries in the making, being removed, or kept for one use carry their process's pid, so that a
 * crashed process's leftovers can be told from a live one's.
 */
export const transientArtifactPattern = /^\.(?:build|evict|once)-(\d+)-/;
/**
 * A scan reads every entry (about 2 s for 10,000 on a busy machine), so it happens when this
 * process's own count passes the cap, and otherwise in the background at most this often (to
 * count what other processes stored).
 */
const rescanMs = 5 * 60_000;
/** Trimming goes below the cap, so that one scan of the directory serves many insertions. */
const lowWater = 0.9;

async function readResult(dir: string): Promise<SavedResult | null> {
  try {
    return JSON.parse(await readFile(join(dir, 'result.json'), 'utf8')) as SavedResult;
  } catch {
    return null;
  }
}

/** The least-recently-used order is the entries' mtimes: set on every use, in every process. */
async function markUsed(dir: string): Promise<void> {
  const now = new Date();
  // Gone (evicted meanwhile): the run that copies it next compiles it again.
  await utimes(dir, now, now).catch(() => undefined);
}

async function bytesOf(dir: string, names: string[]): Promise<number> {
  let bytes = 0;
  for (const name of names) bytes += (await stat(join(dir, name))).size;
  return bytes;
}

function scratchName(kind: 'build' | 'evict' | 'once'): string {
  return `.${kind}-${process.pid}-${randomBytes(6).toString('hex')}`;
}

/**
 * The compiled programs of one cache dir (`<cacheDir>/artifacts/<key>`), capped in bytes and
 * evicted least recently used first. Several processes share the directory: entries appear by
 * rename (never half-written) and leave by rename then delete (never half-read by a lookup); a run
 * whose entry left before it copied it compiles again (`CompiledArtifacts.restore`).
 */
export class ArtifactCache {
  /** Bytes this process believes are kept: its last scan plus what it stored since. */
  private estimate = 0;
  private scannedAt = 0;
  private trimming: Promise<void> = Promise.resolve();

  constructor(
    readonly root: string,
    public maxBytes: number,
  ) {}

  /** A kept program, marked as used; null when it is not kept. */
  async lookup(key: string): Promise<(CompiledArtifacts & { warnings: string }) | null> {
    const dir = join(this.root, key);
    const saved = await readResult(dir);
    if (!saved) return null;
    await markUsed(dir);
    return { dir, names: saved.names, warnings: saved.warnings ?? '' };
  }

  /**
   * Keeps the named files of `sourceDir` under `key` and trims the cache to its cap. A program
   * larger than the whole cap is not kept: it gets a directory of its own, used once.
   */
  async store(
    key: string,
    sourceDir: string,
    names: string[],
    warnings: string,
  ): Promise<CompiledArtifacts> {
    const bytes = await bytesOf(sourceDir, names);
    const once = bytes > this.maxBytes;
    const scratch = join(this.root, scratchName(once ? 'once' : 'build'));
    await mkdir(scratch, { recursive: true });
    for (const name of names) {
      await mkdir(dirname(join(scratch, name)), { recursive: true });
      await copyFile(join(sourceDir, name), join(scratch, name));
    }
    await writeFile(join(scratch, 'result.json'), JSON.stringify({ names, warnings, bytes }));
    if (once) return { dir: scratch, names, once: true };
    const dir = join(this.root, key);
    // Fails when another process kept the same program first: theirs is as good.
    await rename(scratch, dir).catch(() => rm(scratch, { recursive: true, force: true }));
    this.estimate += bytes;
    if (this.estimate > this.maxBytes) {
      await this.trim(key);
    } else if (Date.now() - this.scannedAt > rescanMs) {
      // What other processes stored since: looked at aside, not on this compile's time.
      this.trim(key).catch(() => undefined);
    }
    return { dir, names };
  }

  /**
   * Evicts least recently used programs until the kept ones fit in 90% of the cap (`protect`,
   * the one just stored, stays). One trim at a time per process.
   */
  trim(protect?: string): Promise<void> {
    const run = this.trimming.then(() => this.trimNow(protect));
    this.trimming = run.catch(() => undefined);
    return run;
  }

  private async trimNow(protect: string | undefined): Promise<void> {
    const entries = await this.scan();
    let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    if (total > this.maxBytes) {
      entries.sort((a, b) => a.usedMs - b.usedMs);
      for (const entry of entries) {
        if (total <= this.maxBytes * lowWater) break;
        if (entry.name === protect) continue;
        await this.evict(entry.name);
        total -= entry.bytes;
      }
    }
    this.estimate = total;
    this.scannedAt = Date.now();
  }

  /** Every kept entry with its size and last use; a broken one (no result, no size) is evicted. */
  private async scan(): Promise<Entry[]> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    const entries = await Promise.all(
      names
        .filter((name) => keyPattern.test(name))
        .map(async (name): Promise<Entry | null> => {
          const dir = join(this.root, name);
          try {
            const [info, saved] = await Promise.all([stat(dir), readResult(dir)]);
            if (typeof saved?.bytes !== 'number') {
              await this.evict(name);
              return null;
            }
            return { name, bytes: saved.bytes, usedMs: info.mtimeMs };
          } catch {
            return null; // Evicted by another process meanwhile.
          }
        }),
    );
    return entries.filter((entry) => entry !== null);
  }

  /** Renamed away first, so that no lookup finds it half deleted. */
  private async evict(name: string): Promise<void> {
    const doomed = join(this.root, scratchName('evict'));
    try {
      await rename(join(this.root, name), doomed);
    } catch {
      return; // Already evicted by another process.
    }
    await rm(doomed, { recursive: true, force: true });
  }
}

const caches = new Map<string, ArtifactCache>();

/** The one ArtifactCache of a cache dir in this process, with the given cap. */
export function artifactCacheFor(
  cacheDir: string,
  maxBytes = defaultArtifactCacheMb * mebibyte,
): ArtifactCache {
  let cache = caches.get(cacheDir);
  if (!cache) {
    cache = new ArtifactCache(join(cacheDir, 'artifacts'), maxBytes);
    caches.set(cacheDir, cache);
  }
  cache.maxBytes = maxBytes;
  return cache;
}

/**
 * Copies a compiled program into a run's work dir, and marks it used. When the cache let go of it
 * since the compile, it is compiled again: an eviction never breaks a run.
 */
export async function copyArtifacts(artifacts: CompiledArtifacts, workDir: string): Promise<void> {
  let source = artifacts;
  for (let attempt = 1; ; attempt++) {
    try {
      for (const name of source.names) {
        await mkdir(dirname(join(workDir, name)), { recursive: true });
        await copyFile(join(source.dir, name), join(workDir, name));
        await chmod(join(workDir, name), 0o755);
      }
      break;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing || !source.restore || attempt === 3) throw error;
      source = await source.restore();
    }
  }
  if (source.once) await rm(source.dir, { recursive: true, force: true });
  else await markUsed(source.dir);
}
