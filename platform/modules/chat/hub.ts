/**
 * Live notices of the chat inside this process: "conversation N changed" (a message, or a side read it).
 * Listeners fetch what changed through the ordinary calls, so the event stream carries no message text and
 * the polling fallback reads the same answers. With several platform processes a notice reaches only the
 * listeners of the process that wrote it; the others catch up by polling (docs/decisions.md).
 */
import { EventEmitter } from 'node:events';
import type { ChatChannel } from '../../db/schema.ts';

export interface ChatNotice {
  conversationId: number;
  channel: ChatChannel;
  kind: 'message' | 'read';
}

export class ChatHub {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open page holds a listener; the default warning at 10 is about leaks, not this.
    this.emitter.setMaxListeners(0);
  }

  publish(notice: ChatNotice): void {
    this.emitter.emit('notice', notice);
  }

  /** `onClose` runs when the server shuts down, so open streams end and closing need not wait for browsers. */
  subscribe(listener: (notice: ChatNotice) => void, onClose: () => void): () => void {
    this.emitter.on('notice', listener);
    this.emitter.on('close', onClose);
    return () => {
      this.emitter.off('notice', listener);
      this.emitter.off('close', onClose);
    };
  }

  close(): void {
    this.emitter.emit('close');
  }
}
