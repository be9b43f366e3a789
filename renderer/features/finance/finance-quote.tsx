import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localQuote, validateQuote } from '../../../shared/finance/quote-form';
import { appErrorOf } from '../../api/app-error-of';
import { appQueries } from '../../api/app-queries';
import { listingQueries } from '../../api/listing-queries';
import { vehicleQueries } from '../../api/vehicle-queries';
import { ErrorPanel } from '../../ui/error-panel';
import { AprCard } from './apr-card';
import { DealSheetTerms } from './deal-sheet-terms';
import { FeesTable } from './fees-table';
import { PaymentByTerm } from './payment-by-term';
import { PaymentSummary } from './payment-summary';
import { paymentWaitOf } from './payment-wait';
import { QuoteFormCard } from './quote-form-card';
import { QuoteHeader } from './quote-header';
import { TaxesPanel } from './taxes-panel';
import { TcoPanel } from './tco-panel';
import { useDealRates } from './use-deal-rates';
import { useDebouncedValue } from './use-debounced-value';
import { useQuoteForm } from './use-quote-form';
import { useServicePayments } from './use-service-payments';

const DEBOUNCE_MS = 450;

/** The whole quote for one VIN: inputs, the instant payment, the service's figures, rates, taxes and TCO. */
export function FinanceQuote({ vin }: { vin: string }) {
  const settings = useQuery(appQueries.settings());
  const listing = useQuery({ ...listingQueries.byVin(vin), retry: false });
  const decode = useQuery(vehicleQueries.decode(vin));
  const { form, change } = useQuoteForm(listing.data?.data.retailListing.price, settings.data?.settings.defaultZip);
  const { values, errors } = useMemo(() => validateQuote(form), [form]);
  const settled = useDebouncedValue(values, DEBOUNCE_MS);
  const vehicle = listing.data?.data.vehicle;
  const year = vehicle?.year ?? decode.data?.data.vehicle?.year;
  const make = vehicle?.make ?? decode.data?.data.make;
  const model = vehicle?.model ?? decode.data?.data.model;

  const namePending = listing.isPending || decode.isPending;
  const rates = useDealRates({ vin, year, make, model, namePending }, settled);
  const payments = useServicePayments(vin, settled);
  const localApr = rates.byTerm[String(form.term)] ?? null;
  // The rate of the settled deal, for taxes.
  const dealRate = settled ? (rates.byTerm[String(settled.term)] ?? null) : null;
  // Added to the loan only when the form says so, and then exactly the total shown.
  const taxesAndFeesAdded = values?.financeTaxesAndFees ? payments.taxesAndFeesTotal : 0;
  const local =
    values && localApr !== null && taxesAndFeesAdded !== null ? localQuote(values, localApr, taxesAndFeesAdded) : null;
  const wait = paymentWaitOf({
    valid: values !== null,
    hasRate: localApr !== null,
    rateLocked: rates.gate.state === 'locked',
    rateFailed: rates.query.isError,
    rateLoading: rates.query.isPending && rates.input !== null,
    hasTaxes: taxesAndFeesAdded !== null,
    taxesUnavailable: payments.query.isError || payments.gate.state === 'locked',
  });

  const name = [year, make, model, vehicle?.trim].filter(Boolean).join(' ') || vin;
  return (
    <div className="finance-quote">
      <QuoteHeader vin={vin} name={name} canSave={values !== null} />
      <DealSheetTerms values={values} quote={local} apr={localApr} />
      <div className="finance-grid">
        <div className="stack stack--lg finance-grid__inputs">
          <QuoteFormCard form={form} errors={errors} onChange={change} />
        </div>
        <div className="stack stack--lg">
          <PaymentSummary
            values={values}
            quote={local}
            wait={wait}
            apr={localApr}
            taxesAndFeesAdded={taxesAndFeesAdded}
            taxesAndFeesTotal={payments.taxesAndFeesTotal}
            service={payments.service}
            serviceLoading={payments.query.isFetching}
          />
          {payments.query.isError && (
            <ErrorPanel
              error={appErrorOf(payments.query.error)}
              title="The service could not price this deal"
              feature="Payments"
              context="finance"
              onRetry={() => void payments.query.refetch()}
            />
          )}
          <AprCard
            gate={rates.gate}
            query={rates.query}
            asked={rates.input !== null}
            byTerm={rates.byTerm}
            term={form.term}
          />
          {values && rates.query.data && taxesAndFeesAdded !== null && (
            <PaymentByTerm values={values} apr={rates.byTerm} taxesAndFeesAdded={taxesAndFeesAdded} />
          )}
          <FeesTable breakdown={payments.breakdown} />
          <TaxesPanel vin={vin} values={settled} rate={dealRate} rateSettled={rates.rateSettled} />
          <TcoPanel
            vin={vin}
            zip={settled?.zip ?? null}
            deal={
              values && local && localApr !== null
                ? {
                    price: values.price,
                    downPayment: values.downPayment,
                    tradeIn: values.tradeIn,
                    amountFinanced: local.loanAmount,
                    apr: localApr,
                    term: values.term,
                  }
                : null
            }
          />
        </div>
      </div>
    </div>
  );
}
