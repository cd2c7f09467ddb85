// Piloting [Y] (7.5.17): "You may play this unit as an upgrade on a friendly VEHICLE unit without a PILOT upgrade on
// it by paying cost Y instead of its printed cost" - aspect penalties apply to Y (A); each Piloting is its own
// ability (B). While attached, the card gives its printed upgrade modifiers and its "upgrade" abilities (attached
// unit gains ..., When played as an upgrade ...); its unit abilities and keywords stay off.
import type { CardDefinition } from '../../../api.js';
import { invalid } from '../../../core/interrupts.js';
import { displayName, type UnitView } from '../model.js';
import type { SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';

export interface PilotingCost {
  cost: number;
  aspects: string[];
  label: string;
}

const ASPECTS = /Vigilance|Command|Aggression|Cunning|Villainy|Heroism/gi;

/** Every Piloting [Y] of the card, from the keyword's value or bracket text ("C=2 Vigilance", "2 resources, Command"). */
export function pilotingCosts(run: SwuRun, def: CardDefinition): PilotingCost[] {
  const printed = [...(def.text ?? '').matchAll(/piloting\s*\[([^\]]*)\]/gi)].map((m) => m[1]!);
  const out: PilotingCost[] = [];
  let n = 0;
  for (const k of def.keywords) {
    if (k.name.toLowerCase() !== 'piloting') continue;
    const source = k.text ?? printed[n];
    n += 1;
    const cost = k.value ?? Number(/(\d+)/.exec(source ?? '')?.[1] ?? NaN);
    if (source === undefined || !Number.isFinite(cost)) run.unsupported('CARD', def.id, `${displayName(def)}: its Piloting cost is not in the card data (rule 7.5.17)`);
    const aspects = (source.match(ASPECTS) ?? []).map((a) => a[0]!.toUpperCase() + a.slice(1).toLowerCase());
    out.push({ cost, aspects, label: `Piloting [${cost}${aspects.length ? ` ${aspects.join(' ')}` : ''}]` });
  }
  return out;
}

function hasTrait(def: CardDefinition, trait: string): boolean {
  return def.traits.some((t) => t.toLowerCase() === trait);
}

/** A friendly Vehicle unit without a Pilot upgrade on it (7.5.17A). */
export function isPilotHost(run: SwuRun, unit: UnitView, player: PlayerId): boolean {
  return unit.controller === player && hasTrait(run.def(unit.card), 'vehicle') && !unit.inst.upgrades.some((u) => hasTrait(run.def(u.card), 'pilot'));
}

export function pilotHosts(run: SwuRun, player: PlayerId): UnitView[] {
  return run.units().filter((u) => isPilotHost(run, u, player));
}

/**
 * 6.2.1A: how the card is played. `asked` is what the action said (true: as an upgrade, false: as a unit); unsaid,
 * a target means an upgrade, and with a Vehicle to pilot the player is asked.
 */
export function playsAsPilot(run: SwuRun, player: PlayerId, def: CardDefinition, asked: boolean | undefined, target: string | undefined): boolean {
  const costs = /unit/i.test(def.type) ? pilotingCosts(run, def) : [];
  if (asked === true && costs.length === 0) invalid('ILLEGAL_ACTION', '$.action.as', `${displayName(def)} has no Piloting: it can't be played as an upgrade`);
  if (asked !== undefined || costs.length === 0) return asked === true;
  if (target !== undefined) return true;
  if (pilotHosts(run, player).length === 0) return false;
  const [picked] = run.ask({
    player, kind: 'OPTION', text: `Play ${displayName(def)} as a unit, or as an upgrade on a friendly Vehicle (Piloting)?`,
    options: [{ id: 'unit', label: 'As a unit', ref: null }, { id: 'upgrade', label: `As an upgrade (${costs.map((c) => c.label).join(' / ')})`, ref: null }], min: 1, max: 1,
  });
  return picked === 'upgrade';
}

/** The Piloting cost used (7.5.17B: with several, the player picks one). */
export function choosePiloting(run: SwuRun, player: PlayerId, def: CardDefinition): PilotingCost {
  const all = pilotingCosts(run, def);
  if (all.length === 1) return all[0]!;
  const [picked] = run.ask({
    player, kind: 'OPTION', text: `${displayName(def)} has ${all.length} Piloting abilities: choose which one to use (7.5.17B)`,
    options: all.map((c, i) => ({ id: `piloting-${i}`, label: c.label, ref: null })), min: 1, max: 1,
  });
  return all[Number(picked!.slice('piloting-'.length))]!;
}

/** Attached, the Pilot gives its printed upgrade modifiers: without them the card data can't say what it gives. */
export function requirePilotModifiers(run: SwuRun, def: CardDefinition): void {
  if (def.upgradePower === undefined || def.upgradePower === null || def.upgradeHp === undefined || def.upgradeHp === null) {
    run.unsupported('CARD', def.id, `${displayName(def)}: its upgrade modifiers (power/HP as a Pilot upgrade) are not in the card data (rule 7.5.17)`);
  }
}
