import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// Durable writes on the embedded database. PGlite starts PostgreSQL with `-F` (fsync off), and its Node file
// system has no fsync at all: a committed transaction sat in the OS page cache, so a power cut or an OS crash could
// lose an order the API had already confirmed, or leave the folder corrupt. Here PostgreSQL runs with fsync on and
// the file system's fsync reaches the disk (fs.fsyncSync), so COMMIT returns only after its WAL is on disk, as on
// a PostgreSQL server. What it costs order creation is measured in docs/PERFORMANCE.md.

type Init = NodeFS['init'];
/** The Emscripten module PGlite runs in (what a preRun hook receives). */
type PgliteModule = Parameters<NonNullable<Parameters<Init>[1]['preRun']>[number]>[0];

interface Stream {
  nfd?: number;
}

/** Node file system whose fsync flushes to disk. */
export class NodeFSDuravel extends NodeFS {
  override async init(pg: Parameters<Init>[0], opts: Parameters<Init>[1]): ReturnType<Init> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const sincronizar = (mod: PgliteModule) => {
      const ops = (mod.NODEFS as unknown as { stream_ops: Record<string, unknown> }).stream_ops;
      ops.fsync = (stream: Stream) => {
        if (stream.nfd === undefined) return 0;
        try {
          fs.fsyncSync(stream.nfd);
          return 0;
        } catch {
          // PostgreSQL treats a failed fsync as fatal (it cannot know what reached the disk): report EIO
          throw new mod.FS.ErrnoError(29);
        }
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), sincronizar] } };
  }
}

/**
 * PGlite's start parameters without `-F` (fsync on), and the WAL flushed with fsync: Emscripten's fdatasync, the
 * Linux default method, is a stub that flushes nothing.
 */
export function parametrosDuraveis(): string[] {
  return [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];
}
