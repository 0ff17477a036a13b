/**
 * Live notices of the chat: "conversation N changed" (a message, or a side read it). Listeners fetch what
 * changed through the ordinary calls, so the sockets and the event stream carry no message text and the
 * polling fallback reads the same answers. A notice goes out through the bus (notice-bus.ts) and comes back
 * to every process's hub, this one included, which hands it to the pages open on that process.
 */
import { EventEmitter } from 'node:events';
import type { ChatNotice, NoticeBus } from './notice-bus.ts';

export type { ChatNotice } from './notice-bus.ts';

export class ChatHub {
  private readonly emitter = new EventEmitter();
  private readonly bus: NoticeBus;

  constructor(bus: NoticeBus) {
    this.bus = bus;
    // Every open page holds a listener; the default warning at 10 is about leaks, not this.
    this.emitter.setMaxListeners(0);
  }

  /** Starts hearing the other processes (before the server takes requests). */
  async start(): Promise<void> {
    await this.bus.listen((notice) => this.emitter.emit('notice', notice));
  }

  get busKind(): NoticeBus['kind'] {
    return this.bus.kind;
  }

  /** Never fails the call that stored the message: a notice that cannot go out is only a late refresh. */
  publish(notice: ChatNotice): void {
    this.bus.send(notice).catch((error: unknown) => console.error('chat notice not sent', error));
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

  /** Ends the open pages' channels; `stop()` then lets go of the bus. */
  close(): void {
    this.emitter.emit('close');
  }

  async stop(): Promise<void> {
    this.close();
    await this.bus.close();
  }
}
