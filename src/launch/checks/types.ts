import type { LaunchCheckIdValue, LaunchSurfaceValue } from '../../contracts/launch.js';
import type { SiteSnapshot } from '../snapshot.js';

export interface CheckOutcome {
  status: 'pass' | 'fail' | 'unreachable' | 'not_checked' | 'skipped' | 'info';
  url: string | null;
  evidence: string[];
  /** Why a failure cannot be confirmed from outside: it is scored and listed, but it does not block readiness. */
  unconfirmed?: string;
}

export interface CheckDefinition {
  id: LaunchCheckIdValue;
  surface: LaunchSurfaceValue;
  title: string;
  /** Base weight before the product-type adjustment. */
  weight: number;
  /** Core for every site: must pass before an external scan is worth spending (the checks of declared surfaces are added per site). */
  core: boolean;
  /** The standard or draft the check follows. */
  standard: string;
  /** Reported for the owner to judge and never scored (weight 0, status info). */
  informational?: boolean;
  /** What to do when the check does not pass. */
  fix: string;
  run: (site: SiteSnapshot) => CheckOutcome | Promise<CheckOutcome>;
}
