import type { TravelWarning } from '../../../contracts/travel-understanding.js';
import { grouped } from '../../../text/grouped.js';
import { readTravelJson } from '../data-files.js';

/**
 * What a stated health condition asks of a place (health_needs_model_v1), from the data svc has:
 *   altitude: the place's height against the CDC's altitude bands (altitude.json): at or above the
 *             height where altitude illness is common, a serious health_altitude warning;
 *   terrain:  a hiking-led place (hiking theme >= terrain_theme) for reduced mobility, a caution; a place whose
 *             themes nobody curated cannot be judged, and says so;
 *   mosquito, care: svc holds no Zika, dengue or clinic data (yellow fever and malaria aside), so each place says plainly that it
 *             cannot judge (health_not_judged, info) and what to check.
 */
export const HEALTH_NEEDS_MODEL = { name: 'health_needs_model_v1', terrain_theme: 0.7 } as const;

interface AltitudeFile {
  source: string;
  as_of: string;
  illness_common_from_m: number;
}
interface ConditionFile {
  source: string;
  as_of: string;
}

let altitude: AltitudeFile | undefined;
let conditions: ConditionFile | undefined;

export interface PlaceForHealth {
  name: string;
  /** Height in metres and where it was read, when known. */
  height: { metres: number; source: string } | null;
  /** Strength of the hiking theme, 0-1, when curated. */
  hiking: number | null;
}

export interface StatedCondition {
  label: string;
  sensitive_to: readonly string[];
}

const NOT_JUDGED: Record<'mosquito' | 'care', (place: string, label: string) => string> = {
  mosquito: (place, label) =>
    `svc holds no data on Zika, dengue or other mosquito-borne disease at ${place} (yellow fever and malaria aside, which the warnings give where they occur): with ${label}, check the CDC's current Zika and travel-health notices for it before booking.`,
  care: (place, label) =>
    `svc holds no data on clinics or treatment at ${place}: with ${label}, arrange the care (sessions, supplies, prescriptions) with a provider there before booking.`,
};

/** The warnings one place owes a traveller with these conditions. */
export function healthWarnings(place: PlaceForHealth, stated: readonly StatedCondition[]): TravelWarning[] {
  altitude ??= readTravelJson<AltitudeFile>('altitude.json');
  conditions ??= readTravelJson<ConditionFile>('health-conditions.json');
  const out: TravelWarning[] = [];
  const by = (need: string) => stated.filter((c) => c.sensitive_to.includes(need)).map((c) => c.label);
  const high = place.height && place.height.metres >= altitude.illness_common_from_m ? place.height : null;
  if (high && by('altitude').length) {
    out.push({
      code: 'health_altitude',
      severity: 'serious',
      message: `${place.name} lies at about ${grouped(Math.round(high.metres))} m (${high.source}): with ${by('altitude').join(' and ')}, see a doctor before going this high; altitude illness is common from ${grouped(altitude.illness_common_from_m)} m.`,
      source: altitude.source,
      as_of: altitude.as_of,
    });
  }
  const terrainUnknown = by('terrain').length > 0 && place.hiking === null;
  if (by('terrain').length && (place.hiking ?? 0) >= HEALTH_NEEDS_MODEL.terrain_theme) {
    out.push({
      code: 'health_terrain',
      severity: 'caution',
      message: `${place.name} is chosen mostly for hiking on steep ground: with ${by('terrain').join(' and ')}, check step-free viewpoints, lifts and transport before choosing it.`,
      source: `${HEALTH_NEEDS_MODEL.name}; ${conditions.source}`,
      as_of: conditions.as_of,
    });
  }
  if (terrainUnknown)
    out.push({
      code: 'health_not_judged',
      severity: 'info',
      message: `Nobody curated ${place.name}'s terrain: with ${by('terrain').join(' and ')}, svc cannot tell how steep it is; check step-free access and transport before choosing it.`,
      source: conditions.source,
      as_of: conditions.as_of,
    });
  for (const need of ['mosquito', 'care'] as const) {
    const labels = by(need);
    if (labels.length)
      out.push({
        code: 'health_not_judged',
        severity: 'info',
        message: NOT_JUDGED[need](place.name, labels.join(' and ')),
        source: conditions.source,
        as_of: conditions.as_of,
      });
  }
  return out;
}
