// Card text as the sources give it has stray trailing spaces and non-breaking spaces; the catalog keeps one form.
export function cleanText(text: string | null): string | null {
  if (text === null) return null;
  const cleaned = text
    .replace(/\u00a0/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .join('\n')
    .trim();
  return cleaned === '' ? null : cleaned;
}
