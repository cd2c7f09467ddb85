import { Field, registerEnumType } from 'type-graphql';
import { ObjectType } from '../object-type.js';

/** Values equal the stored Card.engineStatus (the compiler's SupportStatus). */
export enum EngineSupportStatus {
  EXECUTABLE = 'EXECUTABLE',
  PARTIAL = 'PARTIAL',
  TEXT_ONLY = 'TEXT_ONLY',
}
registerEnumType(EngineSupportStatus, {
  name: 'EngineSupportStatus',
  description: "How much of a card's printed text the rules engine runs",
  valuesConfig: {
    EXECUTABLE: { description: 'All of its text compiled, and every keyword is implemented' },
    PARTIAL: { description: 'Some of it did not (listed in `unsupported`): the engine answers UNSUPPORTED, naming the sentence, when a state needs that part' },
    TEXT_ONLY: { description: 'None of its text compiled: the engine answers UNSUPPORTED whenever the text matters' },
  },
});

@ObjectType('UnsupportedSentence', { description: 'A printed ability (or keyword) the engine does not run yet' })
export class UnsupportedSentence {
  @Field(() => String, { description: 'The printed line (reminder text left out), or the keyword' })
  sentence!: string;

  @Field(() => String, { description: 'Why: the part no template read, or the keyword the engine lacks' })
  reason!: string;
}

@ObjectType('EngineSupport', { description: "What the rules engine can run of a card, stored with its compiled abilities at import" })
export class EngineSupport {
  @Field(() => EngineSupportStatus)
  status!: EngineSupportStatus;

  @Field(() => [UnsupportedSentence], { description: 'Empty when EXECUTABLE' })
  unsupported!: UnsupportedSentence[];

  @Field(() => String, { description: '"compiled" (from the printed text) or "hand-written" (our own definition overrides the compiler)' })
  source!: string;
}
