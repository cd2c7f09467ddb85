// A one-line progress bar on stderr. Redraws in place on a terminal; elsewhere (CI logs) prints a line per file.
export interface ProgressBar {
  update(file: number, total: number, fraction: number, label: string): void;
  done(): void;
}

export function progressBar(stream: NodeJS.WriteStream = process.stderr, width = 28): ProgressBar {
  const tty = stream.isTTY === true;
  let lastFile = -1;
  let lastDraw = 0;
  return {
    update(file, total, fraction, label) {
      const overall = total === 0 ? 1 : Math.min(1, (file + Math.max(0, Math.min(1, fraction))) / total);
      if (!tty) {
        if (file !== lastFile && file < total) {
          lastFile = file;
          stream.write(`[${file + 1}/${total}] ${label}\n`);
        }
        return;
      }
      const now = Date.now();
      if (now - lastDraw < 50 && fraction < 1) return; // at most 20 redraws a second
      lastDraw = now;
      const filled = Math.round(overall * width);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
      const pct = `${Math.round(overall * 100)}`.padStart(3);
      const text = `${bar} ${pct}% [${Math.min(file + 1, total)}/${total}] ${label}`;
      const columns = stream.columns ?? 100;
      stream.write(`\r${text.length > columns - 1 ? text.slice(0, columns - 2) + '…' : text.padEnd(columns - 1)}`);
    },
    done() {
      if (tty) stream.write(`\r${' '.repeat((stream.columns ?? 100) - 1)}\r`);
    },
  };
}
