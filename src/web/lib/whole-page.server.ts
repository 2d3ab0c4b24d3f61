/** The rendered page collected whole from React's `pipe` (entry.server.tsx). */

/** What React's `pipe` writes to and calls: its writes, its end, and its teardown on a fatal error. */
export type Destination = {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  destroy(error?: Error): void;
  on(event: string, listener: () => void): Destination;
};

/**
 * The page answers as one piece once React has written all of it (no page waits on data after its loaders, so
 * nothing is gained by streaming). React writes 4 KB pieces: sent one by one, each went through the gzip stream and
 * the socket on its own, which cost a quarter of a product page's render. The pieces are collected by a bare
 * destination, not a Writable: a stream's machinery per piece cost about 2 % of a render, and React never reuses a
 * piece it wrote (each is a fresh view, or a string), so they are kept without copying.
 */
export function wholePage(on: { done: (html: Buffer) => void; failed: (error?: Error) => void }): Destination {
  const chunks: Buffer[] = [];
  let over = false;
  const destination: Destination = {
    write(chunk) {
      if (!over)
        chunks.push(
          typeof chunk === 'string'
            ? Buffer.from(chunk)
            : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
        );
      return true;
    },
    end() {
      if (over) return;
      over = true;
      try {
        on.done(Buffer.concat(chunks));
      } catch (error) {
        on.failed(error as Error);
      }
    },
    destroy(error) {
      if (over) return;
      over = true;
      on.failed(error);
    },
    // Never full, never closed from outside: React's drain and close listeners are not needed.
    on: () => destination,
  };
  return destination;
}
