import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { stateOfZip } from '../../../shared/domain/zip-state';
import { buildDeal } from '../../../shared/finance/deal-model';
import { dealTaxes } from '../../../shared/finance/deal-taxes';
import { CREDIT_TIERS, validateQuote } from '../../../shared/finance/quote-form';
import { vehicleTaxRuleOf } from '../../../shared/finance/state-vehicle-tax';
import { appErrorOf } from '../../api/app-error-of';
import { appQueries } from '../../api/app-queries';
import { listingQueries } from '../../api/listing-queries';
import { vehicleQueries } from '../../api/vehicle-queries';
import { ErrorPanel } from '../../ui/error-panel';
import { AprCard } from './apr-card';
import { DealSheetTerms } from './deal-sheet-terms';
import { DealSummaryBar } from './deal-summary-bar';
import { DealTaxesCard } from './deal-taxes-card';
import { DeskGridCard } from './desk-grid-card';
import { docFeeHintOf } from './doc-fee-hint';
import { PaymentByTerm } from './payment-by-term';
import { PaymentSummary } from './payment-summary';
import { paymentWaitOf, WAIT_WORDS } from './payment-wait';
import { withoutPendingPrice } from './pending-price-errors';
import { QuoteFormCard } from './quote-form-card';
import { QuoteHeader } from './quote-header';
import { TcoPanel } from './tco-panel';
import { tradeInTaxWords } from './trade-in-tax-words';
import { useDealRates } from './use-deal-rates';
import { useDebouncedValue } from './use-debounced-value';
import { useDetailedTaxes } from './use-detailed-taxes';
import { useQuoteForm } from './use-quote-form';
import { useServicePayments } from './use-service-payments';

const DEBOUNCE_MS = 450;

/** The whole quote for one VIN: the deal's fields, its one set of figures kept in view, the desk's grid, rates, taxes and TCO. */
export function FinanceQuote({ vin }: { vin: string }) {
  const settings = useQuery(appQueries.settings());
  const info = useQuery(appQueries.info());
  const listing = useQuery({ ...listingQueries.byVin(vin), retry: false });
  const decode = useQuery(vehicleQueries.decode(vin));
  const { form, change } = useQuoteForm(listing.data?.data.retailListing.price, settings.data?.settings.defaultZip);
  const { values, errors: formErrors } = useMemo(() => validateQuote(form), [form]);
  const priceLoading = listing.isPending && form.price.trim() === '';
  const errors = useMemo(() => withoutPendingPrice(formErrors, priceLoading), [formErrors, priceLoading]);
  const settled = useDebouncedValue(values, DEBOUNCE_MS);
  const vehicle = listing.data?.data.vehicle;
  const year = vehicle?.year ?? decode.data?.data.vehicle?.year;
  const make = vehicle?.make ?? decode.data?.data.make;
  const model = vehicle?.model ?? decode.data?.data.model;

  const namePending = listing.isPending || decode.isPending;
  const rates = useDealRates({ vin, year, make, model, namePending }, settled);
  const payments = useServicePayments(vin, settled, values);
  const settledRate = settled ? (rates.byTerm[String(settled.term)] ?? null) : null;
  const detailed = useDetailedTaxes(vin, settled, settledRate, rates.rateSettled);
  // The detailed answer counts only once it is for the deal on screen, not one being typed over.
  const typing = JSON.stringify(values) !== JSON.stringify(settled);
  const buyerState = values ? stateOfZip(values.zip) : null;
  const stateTaxLabel = buyerState ? vehicleTaxRuleOf(buyerState).name : undefined;
  const taxes = values ? dealTaxes(values, payments.answer, typing ? null : detailed.answer, stateTaxLabel) : null;
  const apr = values ? (rates.byTerm[String(values.term)] ?? null) : null;
  const deal = values && apr !== null ? buildDeal(values, apr, taxes?.total ?? null) : null;
  const taxesUnavailable = payments.query.isError || payments.gate.state === 'locked';
  const wait = paymentWaitOf({
    priceLoading,
    valid: values !== null,
    hasRate: apr !== null,
    rateLocked: rates.gate.state === 'locked',
    rateFailed: rates.query.isError,
    rateLoading: rates.query.isPending && rates.input !== null,
    hasTaxes: !values?.financeTaxesAndFees || taxes !== null,
    taxesUnavailable,
  });
  const creditLabel = (CREDIT_TIERS.find((tier) => tier.value === form.credit) ?? CREDIT_TIERS[1]).label;
  const estimatedBy = info.data?.mode === 'demo' ? 'Demo data' : 'Estimated by auto.dev';

  const name = [year, make, model, vehicle?.trim].filter(Boolean).join(' ') || vin;
  return (
    <div className="finance-quote">
      <QuoteHeader vin={vin} name={name} canSave={values !== null} />
      <DealSheetTerms deal={deal} creditLabel={creditLabel} />
      <DealSummaryBar deal={deal} values={values} waiting={WAIT_WORDS[wait ?? 'fields']} />
      <div className="finance-grid">
        <div className="stack stack--lg finance-grid__inputs">
          <QuoteFormCard
            form={form}
            errors={errors}
            docFeeHint={docFeeHintOf(values?.zip ?? null, values?.docFee)}
            onChange={change}
          />
        </div>
        <div className="stack stack--lg">
          <PaymentSummary deal={deal} wait={wait} creditLabel={creditLabel} />
          {payments.query.isError && (
            <ErrorPanel
              error={appErrorOf(payments.query.error)}
              title="Taxes and fees could not be priced"
              feature="Payments"
              context="finance"
              onRetry={() => void payments.query.refetch()}
            />
          )}
          <DealTaxesCard
            taxes={taxes}
            estimatedBy={estimatedBy}
            zip={values?.zip ?? null}
            tradeInWords={values ? tradeInTaxWords(values.zip, values.tradeIn) : null}
            waiting={
              taxesUnavailable
                ? 'Taxes and fees could not be priced for this deal.'
                : values
                  ? `Pricing taxes and fees for ZIP ${values.zip}…`
                  : 'Taxes and fees appear once the deal’s fields are filled in.'
            }
          />
          {values && deal && <DeskGridCard values={values} aprByTerm={rates.byTerm} taxes={taxes} onAdopt={change} />}
          <AprCard
            gate={rates.gate}
            query={rates.query}
            asked={rates.input !== null}
            byTerm={rates.byTerm}
            term={form.term}
          />
          {values && rates.query.data && (
            <PaymentByTerm values={values} apr={rates.byTerm} taxesAndFees={taxes?.total ?? null} />
          )}
          <TcoPanel
            vin={vin}
            zip={settled?.zip ?? null}
            deal={
              values && deal
                ? {
                    price: values.price,
                    downPayment: values.downPayment,
                    tradeIn: values.tradeIn,
                    amountFinanced: deal.financed.total,
                    apr: deal.apr,
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
