/**
 * Where uploaded images live: a folder of the platform's upload directory (outside the web root; nothing
 * serves it), each under a random name. The player's file name never reaches the disk. A file being received
 * is written under a temporary name and renamed once the whole request has passed.
 */
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { proofType, type ProofType } from '../../../contract/rules/proof-images.ts';

/** An image kept under its final name. */
export interface StoredImage {
  storedName: string;
  mediaType: string;
  sizeBytes: number;
}

/** A file received in full under a temporary name; its type is read from its first bytes (null: not an image we take). */
export interface ReceivedImage {
  tempName: string;
  type: ProofType | null;
  sizeBytes: number;
}

const MEDIA_TYPES: Record<ProofType, string> = { png: 'image/png', jpg: 'image/jpeg' };
/** Enough leading bytes for proofType() to recognise a PNG or JPEG. */
const HEAD_BYTES = 32;

/** One kind of upload's folder (withdrawal proofs, feedback images ...). */
export class ImageFolder {
  readonly dir: string;

  constructor(uploadDir: string, folder: string) {
    this.dir = path.join(uploadDir, folder);
  }

  /** Streams one file to disk, keeping only its first bytes in memory to tell its type. */
  async receive(stream: Readable): Promise<ReceivedImage> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const tempName = `${randomBytes(16).toString('hex')}.part`;
    let head = Buffer.alloc(0);
    let sizeBytes = 0;
    const watch = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        done(null, chunk);
      },
    });
    try {
      // 'wx': never overwrite; 0o600: readable by the platform's user only.
      await pipeline(stream, watch, createWriteStream(path.join(this.dir, tempName), { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await fs.rm(path.join(this.dir, tempName), { force: true });
      throw error;
    }
    return { tempName, type: proofType(head), sizeBytes };
  }

  /** Gives received files their final names; undone in full if any rename fails. */
  async keep(received: ReceivedImage[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const file of received) {
        const storedName = `${randomBytes(16).toString('hex')}.${file.type!}`;
        await fs.rename(path.join(this.dir, file.tempName), path.join(this.dir, storedName));
        stored.push({ storedName, mediaType: MEDIA_TYPES[file.type!], sizeBytes: file.sizeBytes });
      }
      return stored;
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
  }

  /** Removes files still under their temporary names. */
  async discardReceived(received: ReceivedImage[]): Promise<void> {
    await Promise.all(received.map((p) => fs.rm(path.join(this.dir, p.tempName), { force: true })));
  }

  /** Removes kept files whose database rows were not written (the request was refused after the upload). */
  async discard(images: StoredImage[]): Promise<void> {
    await Promise.all(images.map((p) => fs.rm(path.join(this.dir, p.storedName), { force: true })));
  }

  pathOf(storedName: string): string {
    return path.join(this.dir, storedName);
  }
}
