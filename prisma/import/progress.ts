// A one-line progress bar on stderr. Redraws in place on a terminal; elsewhere (CI logs, pipes) it prints a plain
// line whenever the label's file changes, so logs stay readable.
export interface ProgressBar {
  /** fraction: overall progress 0..1; label: what is happening now. */
  update(fraction: number, label: string): void;
  done(): void;
}

export function progressBar(stream: NodeJS.WriteStream = process.stderr, width = 28): ProgressBar {
  const tty = stream.isTTY === true;
  const columns = () => Math.max(40, stream.columns || 100);
  let lastLine = '';
  let lastDraw = 0;
  return {
    update(fraction, label) {
      const overall = Math.max(0, Math.min(1, fraction));
      if (!tty) {
        const head = label.split(':')[0]!;
        if (head !== lastLine) {
          lastLine = head;
          stream.write(`${`${Math.round(overall * 100)}`.padStart(3)}% ${head}\n`);
        }
        return;
      }
      const now = Date.now();
      if (now - lastDraw < 50 && overall < 1) return; // at most 20 redraws a second
      lastDraw = now;
      const filled = Math.round(overall * width);
      const text = `${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${`${Math.round(overall * 100)}`.padStart(3)}% ${label}`;
      const max = columns() - 1;
      stream.write(`\r${text.length > max ? `${text.slice(0, max - 1)}…` : text.padEnd(max)}`);
    },
    done() {
      if (tty) stream.write(`\r${' '.repeat(columns() - 1)}\r`);
    },
  };
}
