import { Writable } from "node:stream";

/**
 * The stream a document is rendered into, and the body of its response. React writes its output in
 * pieces of at most 4 KB and calls `flush()` after each batch it has completed (the shell, then each
 * boundary that resolves later): this stream holds the pieces and hands each batch to `body` as one
 * buffer. What follows (compression, which flushes its encoder after every piece it is handed, and the
 * socket) then works once per batch instead of once per 4 KB; the document is as streamed as before.
 * The batches are Buffers, so nothing on the way copies them again.
 */
export class BatchedStream extends Writable {
  /** The response body: one chunk per batch. Cancelling it (the visitor left) destroys this stream, which stops the render. */
  readonly body: ReadableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private pieces: Buffer[] = [];
  private bytes = 0;

  constructor(private readonly onFinal?: () => void) {
    super();
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
      cancel: (reason) => {
        this.destroy(reason instanceof Error ? reason : undefined);
      },
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pieces.push(chunk);
    this.bytes += chunk.length;
    callback();
  }

  /** Hands on what was written since the last batch, as one buffer. */
  flush(): void {
    if (!this.pieces.length || this.destroyed) return;
    const batch = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces, this.bytes);
    this.pieces = [];
    this.bytes = 0;
    this.controller.enqueue(batch);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.controller.close();
    this.onFinal?.();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.pieces = [];
    if (error) {
      try {
        this.controller.error(error);
      } catch {
        // The body was already closed or cancelled.
      }
    }
    callback(error);
  }
}
