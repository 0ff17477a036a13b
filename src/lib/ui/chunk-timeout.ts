/**
 * Code loaded on demand (modal code, page sections) waits at most 120 s (spec 4 "Chunks load on demand with a 120 s
 * time-out"); past that, or when the file is missing, it fails as a ChunkLoadError (spec 8), which the page
 * answers with "The page took longer time to load, please check your network connectivity".
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(reason: 'timeout' | 'missing') {
    super(`chunk load failed: ${reason}`);
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(importer: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
      importer().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        () => {
          clearTimeout(timer);
          reject(new ChunkLoadError('missing'));
        },
      );
    });
}
