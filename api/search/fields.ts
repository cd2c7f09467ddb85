import type { IsFlag, NumericField, TextField } from './ast.js';

type FieldSpec = { kind: 'text'; field: TextField } | { kind: 'number'; field: NumericField } | { kind: 'is' };

const text = (field: TextField): FieldSpec => ({ kind: 'text', field });
const number = (field: NumericField): FieldSpec => ({ kind: 'number', field });

/**
 * Every key the syntax accepts, with its aliases, for every game. One table so that the parser, errors and docs
 * agree; which game has which field is api/search/games.ts.
 */
export const FIELD_KEYS: Readonly<Record<string, FieldSpec>> = {
  n: text('name'),
  name: text('name'),
  k: text('keyword'),
  kw: text('keyword'),
  keyword: text('keyword'),
  t: text('type'),
  type: text('type'),
  s: text('set'),
  set: text('set'),
  o: text('text'),
  text: text('text'),
  c: number('cost'),
  cost: number('cost'),
  is: { kind: 'is' },
  // SWU
  a: text('arena'),
  arena: text('arena'),
  asp: text('aspect'),
  aspect: text('aspect'),
  tr: text('trait'),
  trait: text('trait'),
  r: text('rarity'),
  rarity: text('rarity'),
  p: number('power'),
  power: number('power'),
  h: number('hp'),
  hp: number('hp'),
  support: text('support'),
  // X-Wing and TI4
  f: text('faction'),
  faction: text('faction'),
  ship: text('ship'),
  slot: text('slot'),
  size: text('size'),
  phase: text('phase'),
  i: number('initiative'),
  init: number('initiative'),
  initiative: number('initiative'),
  atk: number('attack'),
  attack: number('attack'),
  agi: number('agility'),
  agility: number('agility'),
  hull: number('hull'),
  sh: number('shields'),
  shields: number('shields'),
  chg: number('charges'),
  charges: number('charges'),
  force: number('force'),
  ld: number('loadout'),
  loadout: number('loadout'),
  combat: number('combat'),
  move: number('move'),
  cap: number('capacity'),
  capacity: number('capacity'),
  vp: number('points'),
  points: number('points'),
  res: number('resources'),
  resources: number('resources'),
  inf: number('influence'),
  influence: number('influence'),
};

export const IS_FLAGS: readonly IsFlag[] = ['unique', 'leader', 'token', 'doublesided', 'executable'];

/** Shown in the schema (GraphiQL's docs) on `cards(query:)`. */
export const SEARCH_SYNTAX_HELP = `Compact search, in the spirit of Scryfall and SWU-DB. Terms are ANDed; \`or\` (or \`OR\`) between terms, parentheses to group, \`-\` to negate. Matching ignores case.
Every game:
- words and "quoted phrases": name or subtitle contains it (\`luke\`, \`"jedi knight"\`); \`n:\` / \`name:\` does the same
- \`k:\` printed keyword (\`k:sentinel\`, \`k:"raid 2"\` with its number, \`k:"sustain damage"\`, \`k:droid\`), \`t:\` type contains, \`set:\` set (SWU set code, TI4 expansion: base, pok, codex1, thunders_edge), \`o:\` any of the card's text (\`o:"when defeated"\`)
- numbers with \`= != < <= > >=\` or \`:\` for = (\`c<=3\`); cards without the value never match, and \`-\` is the exact complement: \`c\` cost; \`is:unique\`
SWU: \`a:\` arena, \`asp:\` aspect, \`tr:\` trait (\`tr:"bounty hunter"\`), \`r:\` rarity (\`r:legendary\` or \`r:l\`), \`p\` power, \`hp\` HP, \`is:leader\`, \`is:token\`, \`is:doublesided\`, \`is:executable\` (the engine runs all of its text), \`support:\` engine support (\`support:partial\`, \`support:text_only\`, \`support:executable\`); \`t:unit\` also finds Token Units
XWING (\`t:pilot\`, \`t:crew\`, \`t:condition\`, \`t:ship\`, \`t:damage\`): \`f:\` faction (\`f:rebelalliance\`), \`ship:\` ship (XWS id or full name), \`slot:\` upgrade slot, \`size:\`, \`i\` initiative, \`atk\` best attack, \`agi\` agility, \`hull\`, \`sh\` shields, \`chg\` charges, \`force\`, \`ld\` loadout, \`c\` points
TI4 (\`t:technology\`, \`t:"action card"\`, \`t:unit\`, \`t:agenda\`...): \`f:\` faction (\`f:arborec\`), \`phase:\`, \`combat\` hits on, \`move\`, \`cap\` capacity, \`vp\` victory points, \`i\` initiative, \`res\` resources, \`inf\` influence
\`field!=value\` is \`-field:value\`. A query that cannot be read, or uses a field the game does not have, fails with extensions.code BAD_QUERY_SYNTAX, the token at fault and its position (0-based).`;
