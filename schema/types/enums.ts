import { registerEnumType } from 'type-graphql';

/** Values equal the Game row ids, so a Prisma gameId can be returned as the enum without mapping. */
export enum Game {
  SWU = 'SWU',
  XWING = 'XWING',
  TI4 = 'TI4',
}
registerEnumType(Game, { name: 'Game', description: 'A game whose rules this API serves' });

export enum KeywordStacking {
  NONE = 'NONE',
  SUM = 'SUM',
  INDEPENDENT = 'INDEPENDENT',
}
registerEnumType(KeywordStacking, {
  name: 'KeywordStacking',
  description: 'What having a keyword more than once does',
  valuesConfig: {
    NONE: { description: 'Having it twice is the same as having it once' },
    SUM: { description: 'The numbers add up (Raid 1 and Raid 2 make Raid 3)' },
    INDEPENDENT: { description: 'Each instance is a separate ability (two Bounties both resolve)' },
  },
});

export enum KeywordParameter {
  NONE = 'NONE',
  NUMBER = 'NUMBER',
  COST = 'COST',
  ABILITY_TEXT = 'ABILITY_TEXT',
  ROLL = 'ROLL',
}
registerEnumType(KeywordParameter, {
  name: 'KeywordParameter',
  description: 'What follows the keyword on a card',
  valuesConfig: {
    NONE: { description: 'Nothing (Sentinel)' },
    NUMBER: { description: 'A number (Raid 2)' },
    COST: { description: 'A cost (Smuggle [5 resources])' },
    ABILITY_TEXT: { description: 'Ability text (Bounty — Draw a card)' },
    ROLL: { description: 'A hit value and a dice count (TI4: Space Cannon 6 (x2))' },
  },
});

export enum CardOrderField {
  SET_NUMBER = 'SET_NUMBER',
  NAME = 'NAME',
  COST = 'COST',
  POWER = 'POWER',
  HP = 'HP',
}
registerEnumType(CardOrderField, { name: 'CardOrderField', description: 'Sort key for card lists; ties break on set and number' });

export enum OrderDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(OrderDirection, { name: 'OrderDirection' });
