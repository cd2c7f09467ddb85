import type { IsFlag, NumericField, TextField } from './ast.js';

/** Every key the syntax accepts, with its aliases. One table so that the parser, errors and docs agree. */
export const FIELD_KEYS: Readonly<Record<string, { kind: 'text'; field: TextField } | { kind: 'number'; field: NumericField } | { kind: 'is' }>> = {
  n: { kind: 'text', field: 'name' },
  name: { kind: 'text', field: 'name' },
  k: { kind: 'text', field: 'keyword' },
  kw: { kind: 'text', field: 'keyword' },
  keyword: { kind: 'text', field: 'keyword' },
  t: { kind: 'text', field: 'type' },
  type: { kind: 'text', field: 'type' },
  a: { kind: 'text', field: 'arena' },
  arena: { kind: 'text', field: 'arena' },
  asp: { kind: 'text', field: 'aspect' },
  aspect: { kind: 'text', field: 'aspect' },
  tr: { kind: 'text', field: 'trait' },
  trait: { kind: 'text', field: 'trait' },
  s: { kind: 'text', field: 'set' },
  set: { kind: 'text', field: 'set' },
  r: { kind: 'text', field: 'rarity' },
  rarity: { kind: 'text', field: 'rarity' },
  o: { kind: 'text', field: 'text' },
  text: { kind: 'text', field: 'text' },
  c: { kind: 'number', field: 'cost' },
  cost: { kind: 'number', field: 'cost' },
  p: { kind: 'number', field: 'power' },
  power: { kind: 'number', field: 'power' },
  h: { kind: 'number', field: 'hp' },
  hp: { kind: 'number', field: 'hp' },
  is: { kind: 'is' },
};

export const IS_FLAGS: readonly IsFlag[] = ['unique', 'leader', 'token', 'doublesided'];

/** Rarity letters as SWU-DB and the printed cards use them. */
export const RARITY_LETTERS: Readonly<Record<string, string>> = {
  c: 'Common',
  u: 'Uncommon',
  r: 'Rare',
  l: 'Legendary',
  s: 'Special',
};

/** Shown in the schema (GraphiQL's docs) on `cards(query:)`. */
export const SEARCH_SYNTAX_HELP = `Compact search, in the spirit of Scryfall and SWU-DB. Terms are ANDed; \`or\` (or \`OR\`) between terms, parentheses to group, \`-\` to negate. Matching ignores case.
- words and "quoted phrases": name or subtitle contains it (\`luke\`, \`"jedi knight"\`); \`n:\` / \`name:\` does the same
- \`k:\` keyword (\`k:sentinel\`, \`k:"raid 2"\` with its number), \`t:\` type contains (\`t:unit\` also finds Token Units; \`is:token\` for tokens), \`a:\` arena, \`asp:\` aspect, \`tr:\` trait (\`tr:"bounty hunter"\`), \`set:\` set code, \`r:\` rarity (\`r:legendary\` or \`r:l\`), \`o:\` text on either side, deploy box or epic action (\`o:"when defeated"\`)
- numbers: \`c\` cost, \`p\` power, \`hp\` HP with \`= != < <= > >=\` or \`:\` for = (\`c<=3\`, \`p>=4\`, \`hp=5\`); cards without the value never match, and \`-\` is the exact complement
- \`is:unique\`, \`is:leader\`, \`is:token\`, \`is:doublesided\`; \`field!=value\` is \`-field:value\`
A query that cannot be read fails with extensions.code BAD_QUERY_SYNTAX, the token at fault and its position (0-based).`;
