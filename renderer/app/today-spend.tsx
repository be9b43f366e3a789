import type { AppInfo } from '../../shared/ipc/app-channels';
import { useSpendSummary } from '../api/spend-queries';
import { hrefs } from '../stores/routes';
import { Badge } from '../ui/badge';
import { formatMicros } from '../../shared/spend/format-micros';

/**
 * Today's spend on a live key, linking to Usage ("Today $1.24"). Every call is billed
 * (docs/real-service.md row 26), so it stays in view; demo data costs nothing and shows none.
 */
export function TodaySpend({ info }: { info: Pick<AppInfo, 'mode'> }) {
  const live = info.mode === 'live';
  const spend = useSpendSummary({ enabled: live });
  const report = spend.data;
  if (!live || !report?.live) return null;
  return (
    <Badge href={hrefs.usage()} description="Spent on the vehicle data service today. Open Usage for the details.">
      Today {formatMicros(report.today.micros)}
    </Badge>
  );
}
