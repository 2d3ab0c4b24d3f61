/** File helpers for backup and restore. */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Files and bytes under `dir` (0 and 0 when it does not exist). */
export async function treeSize(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  let files = 0;
  let bytes = 0;
  for (const e of entries) {
    if (!e.isFile()) continue;
    files += 1;
    bytes += (await fs.stat(path.join(e.parentPath, e.name))).size;
  }
  return { files, bytes };
}

/** Whether `dir` holds no file at any depth (empty folders count as empty; a missing folder is empty). */
export async function hasNoFiles(dir: string): Promise<boolean> {
  return (await treeSize(dir)).files === 0;
}

/** Gives `dir` and everything below it to uid:gid (the embedded cluster's files, when run as root). */
export async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await fs.chown(dir, uid, gid);
  for (const e of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    await fs.lchown(path.join(e.parentPath, e.name), uid, gid);
  }
}

/** Empties `dir`, keeping the folder itself (its owner and mode). */
export async function emptyDir(dir: string): Promise<void> {
  for (const name of await fs.readdir(dir)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
}
