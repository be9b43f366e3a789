import { useQuery } from '@tanstack/react-query';
import './finance.css';
import { FinanceQuote } from './finance-quote';
import { appQueries } from '../../api/app-queries';
import { planQueries } from '../../api/plan-queries';
import { hrefs } from '../../stores/routes';
import { useUiStore } from '../../stores/ui-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { FeaturePreview } from '../../ui/feature-preview';
import { CalculatorIcon, ChartIcon, DollarIcon, ReceiptIcon } from '../../ui/icons';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { modifierLabel } from '../../ui/shortcut';

export function FinanceScreen({ vin }: { vin?: string | undefined }) {
  return vin ? <FinanceQuote vin={vin} /> : <NoVehicleToPrice />;
}

function NoVehicleToPrice() {
  const vin: string | undefined = undefined;
  const openCommandBar = useUiStore((state) => state.openCommandBar);
  const info = useQuery(appQueries.info());
  const settings = useQuery(appQueries.settings());
  const plan = info.data?.plan;
  const access = useQuery(planQueries.access());
  const zip = settings.data?.settings.defaultZip;
  return (
    <>
      <PageHeader
        eyebrow="Finance"
        title={vin ? <span className="vin-heading__vin">{vin}</span> : 'Price a vehicle'}
        description="Monthly payments, interest rates by term, taxes and fees, and five-year cost of ownership."
        actions={
          vin ? (
            <a className="btn btn--secondary" href={hrefs.vehicle(vin)}>
              Back to vehicle
            </a>
          ) : undefined
        }
      />
      <div className="stack stack--lg">
        <Card>
          {vin ? (
            <EmptyState icon={<CalculatorIcon size={26} />} title="Pricing is not loaded in this build yet">
              <p>
                The payment calculator for this VIN will appear here, with taxes and fees for
                {zip ? ` ZIP ${zip}` : ' your dealership’s ZIP code'}.
              </p>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<CalculatorIcon size={26} />}
              title="Choose a vehicle to price"
              actions={
                <Button variant="primary" onClick={openCommandBar}>
                  Look up a VIN
                </Button>
              }
            >
              <p>
                Press <Kbd keys={[modifierLabel(), 'K']} />, enter the VIN, then choose{' '}
                <strong>Price this vehicle</strong> on its page. Payments use the sale price, down payment, trade-in and
                term you enter.
              </p>
            </EmptyState>
          )}
        </Card>
        {!zip && (
          <p className="muted">
            Taxes and fees depend on where the buyer registers the vehicle.{' '}
            <a href={hrefs.settings()}>Set your dealership ZIP code</a> to use it by default.
          </p>
        )}
        <div className="grid-2">
          <FeaturePreview
            icon={<DollarIcon />}
            title="Monthly payment"
            currentPlan={plan}
            needed={access.data?.endpoints.payments.planRequired}
          >
            Payment for a price, down payment, trade-in and term, with taxes and fees included.
          </FeaturePreview>
          <FeaturePreview
            icon={<ChartIcon />}
            title="Rates by term"
            currentPlan={plan}
            needed={access.data?.endpoints.apr.planRequired}
          >
            Typical APR for 36 to 84 months, to compare terms side by side.
          </FeaturePreview>
          <FeaturePreview
            icon={<ReceiptIcon />}
            title="Taxes and fees"
            currentPlan={plan}
            needed={access.data?.endpoints.taxes.planRequired}
          >
            Sales tax and government fees for the buyer’s ZIP code, line by line.
          </FeaturePreview>
          <FeaturePreview
            icon={<CalculatorIcon />}
            title="Cost of ownership"
            currentPlan={plan}
            needed={access.data?.endpoints.tco.planRequired}
          >
            Five years of depreciation, fuel, insurance, maintenance and repairs.
          </FeaturePreview>
        </div>
      </div>
    </>
  );
}
