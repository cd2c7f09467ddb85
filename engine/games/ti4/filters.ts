// Unit and system filters of the ability language, read relative to the ability's controller.
import type { Owner, SystemFilter, UnitFilter } from './abilities/types.js';
import { SHIPS, type Ti4Run } from './run.js';
import type { System, Unit, WindowContext } from './state/types.js';

export function ownerMatches(run: Ti4Run, owner: Owner | undefined, unitOwner: string, controller: string, context: WindowContext): boolean {
  switch (owner ?? 'any') {
    case 'you': return unitOwner === controller;
    case 'opponent': return unitOwner === run.opponentOf(controller);
    case 'another': return unitOwner !== controller;
    case 'eventPlayer': return unitOwner === context.player;
    case 'any': return true;
  }
}

export function unitMatches(run: Ti4Run, unit: Unit, f: UnitFilter, controller: string, context: WindowContext): boolean {
  if (!ownerMatches(run, f.owner, unit.owner, controller, context)) return false;
  if (f.types && !f.types.includes(unit.type)) return false;
  if (f.ships && !SHIPS.includes(unit.type)) return false;
  if (f.nonFighter && unit.type === 'fighter') return false;
  if (f.structures && unit.type !== 'pds' && unit.type !== 'spacedock') return false;
  if (f.damaged !== undefined && (unit.damaged === true) !== f.damaged) return false;
  if (f.sustainDamage !== undefined) {
    const has = unit.card ? run.cards.get(unit.card).sustainDamage : ['dreadnought', 'flagship', 'warsun', 'mech'].includes(unit.type);
    if (has !== f.sustainDamage) return false;
  }
  return true;
}

export function systemMatches(run: Ti4Run, system: System, f: SystemFilter, controller: string): boolean {
  if (f.any && !f.any.some((g) => systemMatches(run, system, g, controller))) return false;
  if (f.containsPlanetYouControl && !system.planets.some((p) => p.controller === controller)) return false;
  if (f.nonHome && system.home !== undefined) return false;
  const ships = system.units.filter((u) => SHIPS.includes(u.type));
  if (f.noOtherPlayersShips && ships.some((u) => u.owner !== controller)) return false;
  if (f.containsYourShips && !ships.some((u) => u.owner === controller)) return false;
  if (f.containsYourSpaceDock && !run.unitsIn(system).some((u) => u.unit.owner === controller && u.unit.type === 'spacedock')) return false;
  return true;
}
