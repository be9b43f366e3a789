import { hrefs } from '../../stores/routes';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ReceiptIcon } from '../../ui/icons';

/** The demo sandbox bills nothing and main records nothing there, so there is no spend to show. */
export function DemoUsage() {
  return (
    <Card>
      <EmptyState
        icon={<ReceiptIcon size={26} />}
        title="Demo data costs nothing"
        actions={
          <a className="btn btn--primary" href={hrefs.settings()}>
            Add an API key
          </a>
        }
      >
        <p>
          VinDesk is showing generated demo data, so no lookup is charged. With your own API key, this page shows what
          each lookup costs today and this month.
        </p>
      </EmptyState>
    </Card>
  );
}
