import { memo } from 'react';
import { VinReport, type VinReportProps } from './vin-report';

/**
 * The printed report (hidden on screen) is built once the window is idle after the page
 * has painted and its photos decoded, so the panels a person looks at are never held back
 * by it; printing or saving before then builds it at once (use-report-when-idle.ts). Moving
 * to another VIN keeps the last VIN's report as it is (`stale`: not rendered again) until the
 * window is idle again, then updates it: neither removing it nor rebuilding it happens inside
 * the commit that draws the new VIN's panels (removing a whole report there took about 10 ms of it).
 */
export const IdleVinReport = memo(
  function IdleVinReport({ stale: _stale, ...props }: VinReportProps & { stale: boolean }) {
    return <VinReport {...props} />;
  },
  (_before, after) => after.stale,
);
