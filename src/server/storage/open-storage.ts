import type { StorageSettings } from './settings.ts';
import type { FileStorage } from './storage.ts';

/** Opens the configured storage. The S3 client loads only when a bucket is configured. */
export async function openStorage(settings: StorageSettings): Promise<FileStorage> {
  if (settings.kind === 'local') {
    const { createLocalStorage } = await import('./local.ts');
    return createLocalStorage(settings.dir);
  }
  const { createS3Storage } = await import('./s3.ts');
  return createS3Storage(settings);
}
