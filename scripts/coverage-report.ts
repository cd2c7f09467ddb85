// The coverage report's arithmetic and layout (scripts/coverage-cards.ts): pure, so it is tested on its own.

export interface CardCoverage {
  id: string;
  set: string;
  name: string;
  status: 'EXECUTABLE' | 'PARTIAL' | 'TEXT_ONLY';
  unsupported: { sentence: string; reason: string }[];
  failedParts: string[];
}

export interface SetCoverage {
  set: string;
  cards: number;
  executable: number;
  partial: number;
  textOnly: number;
  /** EXECUTABLE share, in percent, one decimal. */
  share: number;
}

export interface Shape {
  shape: string;
  /** Cards it appears on (once per card). */
  cards: number;
  example: { id: string; text: string };
}

export interface CoverageReport {
  sets: SetCoverage[];
  overall: SetCoverage;
  shapes: Shape[];
  /** Keywords the engine lacks, with the cards they block. */
  keywords: { keyword: string; cards: number }[];
}

const percent = (n: number, of: number) => (of === 0 ? 0 : Math.round((1000 * n) / of) / 10);

function tally(set: string, cards: readonly CardCoverage[]): SetCoverage {
  const count = (s: CardCoverage['status']) => cards.filter((c) => c.status === s).length;
  const executable = count('EXECUTABLE');
  return { set, cards: cards.length, executable, partial: count('PARTIAL'), textOnly: count('TEXT_ONLY'), share: percent(executable, cards.length) };
}

const KEEP = new Set(['When', 'On', 'Action', 'Epic', 'If', 'You', 'Deal', 'Give', 'This', 'Each', 'Attack', 'Play', 'Draw', 'Heal', 'Defeat', 'Exhaust', 'Ready', 'Create', 'Attach', 'Attached', 'Choose', 'Search', 'Look', 'Discard', 'Return', 'For', 'While', 'Then', 'It', 'A', 'An', 'The', 'Use', 'Put', 'Take', 'Shield', 'Experience', 'Force', 'Deploy', 'Played', 'Defeated']);
const KEYWORDS = /^(Ambush|Bounty|Coordinate|Exploit|Grit|Hidden|Overwhelm|Piloting|Plot|Raid|Restore|Saboteur|Sentinel|Shielded|Smuggle)$/i;
const ASPECTS = /^(Vigilance|Command|Aggression|Cunning|Villainy|Heroism)$/i;

/**
 * A failing part as a shape: numbers -> N, the card's own name -> NAME, quoted abilities -> "...", traits and other
 * proper names -> X, aspects -> ASPECT; keywords and the words sentences start with stay, so shapes group.
 */
export function shapeOf(part: string, cardName: string): string {
  let s = part.replace(/"[^"]*"/g, '"..."');
  if (cardName) s = s.split(cardName).join('NAME');
  s = s.replace(/\b\d+\b/g, 'N');
  s = s.replace(/\b[A-Z][A-Za-z'-]*\b/g, (word, offset: number) => {
    if (offset === 0 || KEEP.has(word) || KEYWORDS.test(word) || word === 'NAME' || word === 'N') return word;
    if (ASPECTS.test(word)) return 'ASPECT';
    return 'X';
  });
  return s.replace(/\bX(?: X)+\b/g, 'X');
}

export function coverageReport(cards: readonly CardCoverage[], setOrder: readonly string[], top = 40): CoverageReport {
  const sets = [...new Set([...setOrder.filter((s) => cards.some((c) => c.set === s)), ...cards.map((c) => c.set)])];
  const shapes = new Map<string, Shape>();
  const keywords = new Map<string, number>();
  for (const card of cards) {
    const seen = new Set<string>();
    for (const part of card.failedParts) {
      const shape = shapeOf(part, card.name);
      if (seen.has(shape)) continue;
      seen.add(shape);
      const entry = shapes.get(shape) ?? { shape, cards: 0, example: { id: card.id, text: part } };
      entry.cards++;
      shapes.set(shape, entry);
    }
    for (const u of card.unsupported) {
      const m = /the engine does not implement the keyword (\S+)/.exec(u.reason);
      if (m) keywords.set(m[1]!, (keywords.get(m[1]!) ?? 0) + 1);
    }
  }
  return {
    sets: sets.map((s) => tally(s, cards.filter((c) => c.set === s))),
    overall: tally('all', cards),
    shapes: [...shapes.values()].sort((a, b) => b.cards - a.cards || a.shape.localeCompare(b.shape)).slice(0, top),
    keywords: [...keywords.entries()].map(([keyword, n]) => ({ keyword, cards: n })).sort((a, b) => b.cards - a.cards || a.keyword.localeCompare(b.keyword)),
  };
}

export function formatCoverage(report: CoverageReport): string {
  const row = (s: SetCoverage) => `${s.set.padEnd(5)} ${String(s.cards).padStart(5)} ${String(s.executable).padStart(10)} ${`${s.share.toFixed(1)}%`.padStart(7)} ${String(s.partial).padStart(8)} ${String(s.textOnly).padStart(9)}`;
  const lines = [
    'SWU cards the engine runs completely (EXECUTABLE), per set',
    `${'set'.padEnd(5)} ${'cards'.padStart(5)} ${'executable'.padStart(10)} ${'share'.padStart(7)} ${'partial'.padStart(8)} ${'text-only'.padStart(9)}`,
    ...report.sets.map(row),
    row(report.overall),
    '',
    `Most common sentence shapes that do not compile yet (cards each blocks; example):`,
    ...report.shapes.map((s) => `${String(s.cards).padStart(4)}  ${s.shape}    [${s.example.id}: ${s.example.text}]`),
  ];
  if (report.keywords.length) lines.push('', 'Keywords the engine does not implement yet (cards):', ...report.keywords.map((k) => `${String(k.cards).padStart(4)}  ${k.keyword}`));
  return lines.join('\n');
}
