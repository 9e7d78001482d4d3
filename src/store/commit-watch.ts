import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';

/** The wal-index format version SQLite has written since 3.7.0 (sqlite.org/walformat.html). */
const WAL_INDEX_VERSION = 3007000;
/** One copy of the wal-index header. */
const HEADER_BYTES = 48;

export interface CommitWatch {
  /**
   * False only when no connection can have committed since the last call that answered; true
   * (maybe) the first time, after any commit, and whenever the header cannot be read.
   */
  mayHaveCommitted(): boolean;
  close(): void;
}

/**
 * Watches a WAL-mode SQLite database for commits by any connection, through the first copy of
 * the wal-index header at the start of its -shm file. Every commit rewrites that copy last, with
 * a transaction counter and checksum in it (sqlite.org/walformat.html, "The WAL-Index Header"),
 * so an unchanged copy means no commit has completed in between. Reading it is one pread, where
 * PRAGMA data_version takes a lock, a stat and an unlock. The watch never answers "no" on
 * anything but a header of the documented format that it read whole.
 */
export function watchCommits(databasePath: string): CommitWatch {
  const seen = Buffer.alloc(HEADER_BYTES);
  const current = Buffer.alloc(HEADER_BYTES);
  let fd: number | null = null;
  let seenValid = false;
  const readVersion = endianness() === 'LE' ? () => current.readUInt32LE(0) : () => current.readUInt32BE(0);
  return {
    mayHaveCommitted() {
      try {
        fd ??= openSync(`${databasePath}-shm`, 'r');
        const whole = readSync(fd, current, 0, HEADER_BYTES, 0) === HEADER_BYTES && readVersion() === WAL_INDEX_VERSION;
        if (whole && seenValid && current.equals(seen)) return false;
        current.copy(seen);
        seenValid = whole;
      } catch {
        seenValid = false;
      }
      return true;
    },
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}
