import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from '../../src/lib/ui/chunk-timeout.ts';

describe('withChunkTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands over a chunk that arrives in time', async () => {
    await expect(withChunkTimeout(async () => ({ default: 1 }))()).resolves.toEqual({ default: 1 });
  });

  it('fails as a ChunkLoadError after 120 s, not before', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => undefined))();
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain('timeout');
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('fails as a ChunkLoadError when the file is missing', async () => {
    const error = await withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain('missing');
  });
});
