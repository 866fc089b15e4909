import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export const messages = {
  inUse: (folder: string, pid: number, lockFile: string) =>
    `The embedded database in ${folder} is open in another process (pid ${pid}), most likely ` +
    `the running server. The embedded database (PGlite) allows one process at a time: stop the ` +
    `server first, or use PostgreSQL (DATABASE_URL). If no such process is running, delete ${lockFile}.`,
} as const;

export class DatabaseInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it: the
 * server, the knex CLI and the scripts take this lock (a file beside the folder holding the
 * owner's pid) before opening it. A lock left by a process that no longer runs is taken over.
 * Returns the release function; the lock is also released when the process exits.
 */
export function lockPgliteFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockFile);
      // The same pid is this process, or a restarted container's (pids repeat there).
      if (holder !== null && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseInUseError(messages.inUse(folder, holder, lockFile));
      }
      rmSync(lockFile, { force: true });
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}
