import { hrefs } from '../stores/routes';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { CompassIcon } from '../ui/icons';
import { PageHeader } from '../ui/page-header';

export function NotFoundScreen({ path }: { path: string }) {
  return (
    <>
      <PageHeader title="Page not found" />
      <Card>
        <EmptyState
          icon={<CompassIcon size={26} />}
          title="VinDesk has no page at this address"
          actions={
            <a className="btn btn--primary" href={hrefs.search()}>
              Go to Search
            </a>
          }
        >
          <p>
            <code>{path || '/'}</code> is not a page, or holds a VIN that breaks the VIN rule.
          </p>
        </EmptyState>
      </Card>
    </>
  );
}
