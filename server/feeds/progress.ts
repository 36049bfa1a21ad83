/**
 * A one-line progress bar on stderr: redrawn in place on a terminal, a line per tenth otherwise.
 */
export class ProgressBar {
  private lastDraw = 0;
  private lastTenth = -1;
  private readonly started = performance.now();
  constructor(
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly width = 30,
  ) {}

  update(fraction: number, label: string): void {
    const f = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));
    const now = performance.now();
    if (this.stream.isTTY) {
      if (now - this.lastDraw < 100 && f < 1) return;
      this.lastDraw = now;
      const filled = Math.round(f * this.width);
      this.stream.write(`\r[${"#".repeat(filled)}${"-".repeat(this.width - filled)}] ${(f * 100).toFixed(0).padStart(3)}% ${label}\x1b[K`);
    } else {
      const tenth = Math.floor(f * 10);
      if (tenth === this.lastTenth) return;
      this.lastTenth = tenth;
      this.stream.write(`${(f * 100).toFixed(0).padStart(3)}% ${label}\n`);
    }
  }

  done(label: string): void {
    this.update(1, label);
    if (this.stream.isTTY) this.stream.write("\n");
  }

  get seconds(): number {
    return (performance.now() - this.started) / 1000;
  }
}
