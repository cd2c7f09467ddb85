// The keywords of the later sets (Comprehensive Rules 7.5.15-7.5.19: Coordinate, Exploit, Piloting, Hidden, Plot)
// and deploying any leader from its printed Epic Action (3.4.4). Expected outcomes are worked out by hand from the
// rules text quoted in each test.
import { describe, expect, it } from 'vitest';
import { custom, drive, karabast, resolved } from './builders.js';

const deploy = { type: 'deployLeader', player: 'player1' };

/** A leader with no abilities defined: only its printed text and Epic Action. */
function leader(id: string, epicAction: string, extra: Record<string, unknown> = {}) {
  return custom({
    id, internalName: `${id}#test`, name: id, subtitle: 'Test', type: 'Leader', cost: 6, power: 4, hp: 6, aspects: ['Command', 'Villainy'],
    text: 'Action [Exhaust]: Draw a card.', backText: 'Sentinel', keywords: ['Sentinel'], epicAction, abilities: undefined, ...extra,
  });
}

describe('3.4.4: deploying a leader from its printed Epic Action', () => {
  it('"If you control N or more resources, deploy this leader" reads N from the text, not the cost', () => {
    // Grand Admiral Thrawn's wording: he costs 6 but deploys with 7 or more resources.
    const thrawn = leader('thrawnlike', 'Epic Action: If you control 7 or more resources, deploy this leader. (Flip him, ready him, and move him to the ground arena.)');
    const six = drive(karabast({ leader: 'thrawnlike#test', resources: 6 }, {}, { customCards: [thrawn] }), deploy);
    expect(six.result.status).toBe('INVALID');
    expect(six.result.errors[0]!.message).toMatch(/7 or more resources/);
    const s = resolved(drive(karabast({ leader: 'thrawnlike#test', resources: 7 }, {}, { customCards: [thrawn] }), deploy));
    // 3.4.4: ready, in the ground arena; its Epic Action is used.
    expect(s.player1.leader).toMatchObject({ deployed: true, exhausted: false, epicActionUsed: true });
  });

  it('the "choose one" Epic Action of a Pilot leader deploys it as a unit', () => {
    const pilot = leader('pilotlead', 'Epic Action: If you control 6 or more resources, choose one:\nDeploy this leader.\nDeploy this leader as an upgrade on a friendly Vehicle unit without a Pilot on it.');
    const s = resolved(drive(karabast({ leader: 'pilotlead#test', resources: 6 }, {}, { customCards: [pilot] }), deploy));
    expect(s.player1.leader.deployed).toBe(true);
  });

  it('any other Epic Action (Chewbacca, Hero of Kessel: "Epic Action [C=4]: Deploy this leader.") is UNSUPPORTED, naming it', () => {
    const chewie = leader('paying', 'Epic Action [C=4]: Deploy this leader.');
    const d = drive(karabast({ leader: 'paying#test', resources: 8 }, {}, { customCards: [chewie] }), deploy);
    expect(d.result.status).toBe('UNSUPPORTED');
    expect(d.result.unsupported).toMatchObject({ kind: 'CARD', ref: 'paying' });
    expect(d.result.unsupported!.reason).toContain('Epic Action [C=4]');
  });
});
