import { hrefs } from '../../stores/routes';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ChartIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

/** The compare screen before anything was added, with the way to find vehicles. */
export function CompareEmpty() {
  return (
    <>
      <PageHeader eyebrow="Finance" title="Compare" description="Put up to four vehicles side by side." />
      <Card>
        <EmptyState
          icon={<ChartIcon size={26} />}
          title="Nothing to compare yet"
          actions={
            <a className="btn btn--primary" href={hrefs.search()}>
              Find vehicles
            </a>
          }
        >
          <p>Open a vehicle and choose Add to compare. The list is kept between sessions.</p>
        </EmptyState>
      </Card>
    </>
  );
}
