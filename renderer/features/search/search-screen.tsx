import { useQuery } from '@tanstack/react-query';
import { appQueries } from '../../api/app-queries';
import { hrefs } from '../../stores/routes';
import { useUiStore } from '../../stores/ui-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { FeaturePreview } from '../../ui/feature-preview';
import { CompassIcon, ListIcon, SearchIcon, TagIcon } from '../../ui/icons';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { modifierLabel } from '../../ui/shortcut';

export function SearchScreen() {
  const openCommandBar = useUiStore((state) => state.openCommandBar);
  const info = useQuery(appQueries.info());
  const settings = useQuery(appQueries.settings());
  const zip = settings.data?.settings.defaultZip;
  return (
    <>
      <PageHeader
        eyebrow="Inventory"
        title="Search listings"
        description="Find vehicles for sale at U.S. dealers by make, model, year, price, mileage and distance."
      />
      <div className="stack stack--lg">
        <Card>
          <EmptyState
            icon={<SearchIcon size={26} />}
            title="Listing search is not available in this build yet"
            actions={
              <>
                <Button variant="primary" onClick={openCommandBar}>
                  Look up a VIN
                </Button>
                {!zip && (
                  <a className="btn btn--secondary" href={hrefs.settings()}>
                    Set your dealership ZIP
                  </a>
                )}
              </>
            }
          >
            <p>
              Results will list here with price, mileage, photos and distance
              {zip ? ` from ${zip}` : ' from your dealership'}. Until then, open a vehicle directly: press{' '}
              <Kbd keys={[modifierLabel(), 'K']} /> and enter its VIN.
            </p>
          </EmptyState>
        </Card>
        <div className="grid-3">
          <FeaturePreview icon={<ListIcon />} title="Filter and sort" endpoint="listings" currentPlan={info.data?.plan}>
            Narrow by make, model, trim, year, price and mileage; sort by price, distance or newest listing.
          </FeaturePreview>
          <FeaturePreview icon={<CompassIcon />} title="Distance from your lot" endpoint="listings" currentPlan={info.data?.plan}>
            See how far each vehicle is from your dealership ZIP, to judge trades and competitor pricing.
          </FeaturePreview>
          <FeaturePreview icon={<TagIcon />} title="Listing details" endpoint="listing" currentPlan={info.data?.plan}>
            Open a listing for its dealer, price history and photos, then jump to the vehicle or finance view.
          </FeaturePreview>
        </div>
      </div>
    </>
  );
}
