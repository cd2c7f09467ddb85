// When does a card's printed text matter? The classification behind UNSUPPORTED for cards without abilities.
import { describe, expect, it } from 'vitest';
import { textRelevance } from '../../engine/games/swu/support.js';

describe('text relevance (UNSUPPORTED only when the text matters)', () => {
  it('keyword lines and reminder text need nothing', () => {
    expect([...textRelevance('Overwhelm (When attacking an enemy unit, deal excess damage to the opponent\'s base.)')]).toEqual([]);
    expect([...textRelevance('SENTINEL (Units in this arena can\'t attack your non-Sentinel units or your base.)')]).toEqual([]);
    expect([...textRelevance('Raid 2 (This unit gets +2/+0 while attacking.) \nRestore 1')]).toEqual([]);
    expect([...textRelevance('Smuggle [C=3 Command] (If this card is a resource, you may play it for its smuggle cost.)')]).toEqual([]);
    expect([...textRelevance(null)]).toEqual([]);
  });

  it('triggered, action and constant texts matter at their moment', () => {
    expect([...textRelevance('When Played: Draw a card.')]).toEqual(['played']);
    expect([...textRelevance('When Defeated: Draw a card.')]).toEqual(['defeated']);
    expect([...textRelevance('Bounty - Draw a card. (When this unit is defeated or captured, your opponent collects its bounty.)')]).toEqual(['defeated']);
    expect([...textRelevance('On Attack: Exhaust an enemy unit.')]).toEqual(['attack']);
    expect([...textRelevance('Action [Exhaust]: Deal 1 damage to a unit.')]).toEqual(['action']);
    expect([...textRelevance('Each other friendly unit gets +1/+0.')]).toEqual(['constant']);
    expect([...textRelevance('Grit\nWhen Played: You may defeat a unit with 5 or less remaining HP.')]).toEqual(['played']);
  });
});
