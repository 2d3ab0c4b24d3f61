/** The local folder backend (the default): `DATA_DIR/uploads/<key>`, served directly by @fastify/static. */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, contentTypeOf, type FileStorage } from './storage.ts';

export async function createLocalStorage(dir: string): Promise<FileStorage> {
  await fs.mkdir(dir, { recursive: true });
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(dir, key);
  };
  const statOf = async (file: string) => {
    try {
      const s = await fs.stat(file);
      return s.isFile() && s.size > 0 ? s : null;
    } catch {
      return null;
    }
  };
  return {
    localDir: dir,
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside, renamed last: a half-written file is never served or mistaken for a finished one.
      const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async exists(key) {
      return (await statOf(fileOf(key))) !== null;
    },
    async get(key, opts = {}) {
      const file = fileOf(key);
      const s = await statOf(file);
      if (!s) return null;
      // A strong tag from size and modification time (the file never changes once renamed into place).
      const etag = `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
      if (opts.ifNoneMatch === etag) return 'not-modified';
      return { body: createReadStream(file), size: s.size, etag, contentType: contentTypeOf(key) };
    },
    async close() {},
  };
}
