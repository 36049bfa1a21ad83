import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { IMAGE_FORMATS, IMAGE_SIZES } from "../../core/vocabulary/media.ts";

const KIND_DIR = /^[a-z-]{1,24}$/;
/** A drawn rendition: {content hash}-{size}.{format}, sizes and formats from the vocabulary. */
const FILE = new RegExp(`^[0-9a-f]{20}-(${Object.keys(IMAGE_SIZES).join("|")})\\.(${Object.keys(IMAGE_FORMATS).join("|")})$`);

/**
 * Drawn images on disk, at most `maxBytes` in all: writing a file past the cap removes the least
 * recently used ones first. Files already in the directory (an earlier run, another process sharing
 * it) count from the first write, oldest first. Each process keeps its own account, so processes
 * sharing a directory each keep it under the cap from their side; a file another process removed is
 * simply drawn again.
 */
export class DiskCache {
  /** Relative path to size in bytes, least recently used first. */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private scanned: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Bytes this process counts in the directory. */
  get size(): number {
    return this.total;
  }

  async get(rel: string): Promise<Buffer | null> {
    let body: Buffer;
    try {
      body = await readFile(join(this.dir, rel));
    } catch {
      this.forget(rel);
      return null;
    }
    this.touch(rel, body.length);
    await this.evict(rel);
    return body;
  }

  async put(rel: string, body: Buffer): Promise<void> {
    const file = join(this.dir, rel);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    this.touch(rel, body.length);
    await this.evict(rel);
  }

  private touch(rel: string, size: number): void {
    this.forget(rel);
    this.entries.set(rel, size);
    this.total += size;
  }

  private forget(rel: string): void {
    const size = this.entries.get(rel);
    if (size === undefined) return;
    this.entries.delete(rel);
    this.total -= size;
  }

  /** Removes least recently used files until the total fits, never `keep` (the file just served). */
  private async evict(keep: string): Promise<void> {
    this.scanned ??= this.scan();
    await this.scanned;
    const victims: string[] = [];
    for (const [rel, size] of this.entries) {
      if (this.total <= this.maxBytes) break;
      if (rel === keep) continue;
      this.entries.delete(rel);
      this.total -= size;
      victims.push(rel);
    }
    await Promise.all(victims.map((rel) => unlink(join(this.dir, rel)).catch(() => undefined)));
  }

  /** Counts the files already on disk, oldest first, behind those this process has used. */
  private async scan(): Promise<void> {
    const found: { rel: string; size: number; mtime: number }[] = [];
    const kinds = await readdir(this.dir, { withFileTypes: true }).catch(() => []);
    for (const kind of kinds) {
      if (!kind.isDirectory() || !KIND_DIR.test(kind.name)) continue;
      const files = await readdir(join(this.dir, kind.name)).catch(() => [] as string[]);
      for (const name of files) {
        if (!FILE.test(name)) continue;
        const rel = join(kind.name, name);
        const info = await stat(join(this.dir, rel)).catch(() => null);
        if (info?.isFile()) found.push({ rel, size: info.size, mtime: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    const used = [...this.entries];
    const seen = new Set(this.entries.keys());
    this.entries.clear();
    this.total = 0;
    for (const f of found) if (!seen.has(f.rel)) this.touch(f.rel, f.size);
    for (const [rel, size] of used) this.touch(rel, size);
  }
}
