import { Transform, type TransformCallback } from "node:stream";

/**
 * The stream a document is rendered into. React writes its output in pieces of at most 4 KB and calls
 * `flush()` after each batch it has completed (the shell, then each boundary that resolves later):
 * this stream holds the pieces and passes each batch on as one buffer. What follows (the web stream
 * of the response, compression, which flushes its encoder after every piece it is handed, and the
 * socket) then works once per batch instead of once per 4 KB; the document is as streamed as before.
 */
export class BatchedStream extends Transform {
  private pieces: Buffer[] = [];
  private bytes = 0;

  constructor(private readonly onFinal?: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pieces.push(chunk);
    this.bytes += chunk.length;
    callback();
  }

  /** Passes on what was written since the last batch, as one buffer. */
  flush(): void {
    if (!this.pieces.length) return;
    const batch = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces, this.bytes);
    this.pieces = [];
    this.bytes = 0;
    this.push(batch);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.onFinal?.();
    callback();
  }
}
