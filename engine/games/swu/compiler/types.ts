// The compiler's contracts: what it reads from a card, what it returns, and the shape of a template module. Other
// areas of the language add templates by writing a module of this shape and registering it in templates/index.ts.
import type { Ability, Effect, TriggerSpec } from '../abilities/types.js';

/** When an ability's text matters (support.ts): the moments the engine checks before it relies on a card. */
export type Relevance = 'constant' | 'played' | 'attack' | 'defeated' | 'action' | 'opponentPlays';

/** The facts of a card the compiler reads: its printed texts and what the card data already lists. */
export interface CompileInput {
  id: string;
  name: string;
  subtitle?: string | null;
  /** Unit, Event, Upgrade, Leader, Base, Token Unit, Token Upgrade. */
  type: string;
  /** Keywords the card data lists (parsed from the printed text at import). */
  keywords: readonly { name: string; value?: number | null; text?: string | null }[];
  /** Front text; for a leader, its leader side. */
  text?: string | null;
  /** Back text; for a leader, its unit side. */
  backText?: string | null;
  /** A leader's (or base's) Epic Action line when the source prints it apart from the text. */
  epicAction?: string | null;
}

export interface UnsupportedSentence {
  /** The printed ability (one line of text) the engine can't run. */
  sentence: string;
  /** Why: which part no template matched, or which keyword the engine lacks. */
  reason: string;
}

export type SupportStatus = 'EXECUTABLE' | 'PARTIAL' | 'TEXT_ONLY';

export interface EngineSupport {
  status: SupportStatus;
  unsupported: UnsupportedSentence[];
}

export interface CompileResult {
  abilities: Ability[];
  engineSupport: EngineSupport;
  /** The smallest parts of the text no template matched (for coverage reports); not stored. */
  failedParts: string[];
}

export type Side = 'leader' | 'unit';

/** Where the text is printed: decides what "this unit" can mean and which moments make it matter. */
export type Host = 'unit' | 'leader' | 'leaderUnit' | 'event' | 'upgrade' | 'base';

/** What templates get: the card, where the text is printed, and the compiler itself for nested text. */
export interface CompileContext {
  readonly card: CompileInput;
  readonly host: Host;
  readonly side: Side | undefined;
  /** While a later part of a sequence compiles: the name "it" / "that unit" refers to (an earlier part's choice). */
  readonly pronoun: string | undefined;
  /**
   * While a later part of a sequence compiles: the names the part before already excluded from its one unit choice ("Give
   * another friendly unit ..." is other than the first choice), so "a third friendly unit" is other than all of them.
   */
  readonly excluded?: readonly string[];
  /**
   * Phrases the line's trigger binds, to the context name they read: "the defender" -> "defender" after "On Attack",
   * "attached unit" -> "attachedTo" in an upgrade's "When Played". Undefined when the head binds none.
   */
  readonly named?: Readonly<Record<string, string>>;
  /** Compiles an effect text (one or more sentences); undefined when any part fails (recorded as a failed part). */
  effect(text: string): Effect | undefined;
  /**
   * Compiles `text`, which comes after `first` and may name what `first` chose ("it", "that unit"): that choice is
   * then bound to a name in `first` (mutated). Undefined when the text does not compile or the choice is ambiguous.
   */
  linked(first: Effect, text: string): Effect | undefined;
  /** Compiles one ability line (a gained ability in quotes); undefined when it does not compile completely. */
  ability(line: string, host?: Host): Ability | undefined;
  /** Compiles one ability line that may hold several abilities ("gets +1/+1 and gains Overwhelm"); undefined unless all compile. */
  abilities(line: string, host?: Host): Ability[] | undefined;
}

/** An ability line ("Sentinel", "Attach to a Vehicle unit.", "Each other friendly unit gets +1/+1.") -> abilities. */
export type LineTemplate = (line: string, ctx: CompileContext) => Ability[] | undefined;

/** What a trigger head ("When Played", "Action [Exhaust]") makes of the text after its colon. */
export type HeadResult =
  | { kind: 'triggered'; when: TriggerSpec; relevant: Relevance }
  | { kind: 'action'; cost: Extract<Ability, { kind: 'action' }>['cost']; epic?: boolean; relevant: 'action' };

export type HeadTemplate = (head: string, ctx: CompileContext) => HeadResult | undefined;

/**
 * An effect text -> the effect, or undefined when the template does not match exactly. `prefix`: lower-case text every
 * sentence it matches starts with (sentence() finds it in its pattern), so the compiler need not try it on others.
 */
export type EffectTemplate = ((text: string, ctx: CompileContext) => Effect | undefined) & { readonly prefix?: string };

/** One area of templates (damage, tokens, constants...): a module under templates/, registered in templates/index.ts. */
export interface TemplateModule {
  area: string;
  lines?: readonly LineTemplate[];
  heads?: readonly HeadTemplate[];
  effects?: readonly EffectTemplate[];
}
