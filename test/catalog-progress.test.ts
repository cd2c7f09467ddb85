import { describe, expect, it } from 'vitest';
import { progressBar } from '../prisma/import/progress.js';

function fakeStream(isTTY: boolean, columns = 60) {
  const out: string[] = [];
  return { out, stream: { isTTY, columns, write: (s: string) => out.push(s) } as unknown as NodeJS.WriteStream };
}

describe('import progress bar', () => {
  it('redraws one line in place on a terminal, clipped to its width', () => {
    const { out, stream } = fakeStream(true, 50);
    const bar = progressBar(stream, 10);
    bar.update(0.5, 'SWU-SOR.json: inserting printings and a very long label that will not fit');
    expect(out[0]!.startsWith('\r█████░░░░░  50% SWU-SOR.json')).toBe(true);
    expect(out[0]!.length).toBe(50); // "\r" + 49 columns
    expect(out[0]!.endsWith('…')).toBe(true);
    bar.update(1, 'done');
    expect(out[1]).toContain('██████████ 100% done');
    bar.done();
    expect(out[2]).toMatch(/^\r +\r$/);
  });

  it('prints a plain line per file when not on a terminal', () => {
    const { out, stream } = fakeStream(false);
    const bar = progressBar(stream);
    bar.update(0.1, 'SWU-SOR.json: merging');
    bar.update(0.2, 'SWU-SOR.json: inserting cards');
    bar.update(0.6, 'card-list.json: merging');
    bar.done();
    expect(out).toEqual([' 10% SWU-SOR.json\n', ' 60% card-list.json\n']);
  });
});
