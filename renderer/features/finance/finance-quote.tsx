import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { financeZipOf } from '../../../shared/finance/finance-zip';
import { LOAN_TERMS, localQuote, validateQuote, type QuoteForm } from '../../../shared/finance/quote-form';
import { allTaxesAndFees, taxFeeBreakdown } from '../../../shared/finance/tax-fee-lines';
import { appErrorOf } from '../../api/app-error-of';
import { appQueries } from '../../api/app-queries';
import { financeQueries } from '../../api/finance-queries';
import { listingQueries } from '../../api/listing-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { invoke } from '../../api/vds';
import { vehicleQueries } from '../../api/vehicle-queries';
import { useNoticeStore } from '../../stores/notice-store';
import { hrefs } from '../../stores/routes';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { formatCents, formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';
import { AprChart, type AprByTerm } from './apr-chart';
import { FeesTable } from './fees-table';
import { PaymentByTerm } from './payment-by-term';
import { PaymentSummary, type PaymentWait } from './payment-summary';
import { QuoteFormCard } from './quote-form-card';
import { TaxesPanel } from './taxes-panel';
import { TcoPanel } from './tco-panel';
import { useDebouncedValue } from './use-debounced-value';

const DEBOUNCE_MS = 450;

/** The whole quote for one VIN: inputs, the instant payment, the service's figures, rates, taxes and TCO. */
export function FinanceQuote({ vin }: { vin: string }) {
  const settings = useQuery(appQueries.settings());
  const listing = useQuery({ ...listingQueries.byVin(vin), retry: false });
  const decode = useQuery(vehicleQueries.decode(vin));
  const [form, setForm] = useState<QuoteForm>({
    price: '',
    zip: '',
    downPayment: '',
    tradeIn: '',
    docFee: '',
    term: 60,
    credit: 'good',
    financeTaxesAndFees: false,
  });
  const [zipEdited, setZipEdited] = useState(false);

  // Prefill the price from the listing; never overwrite what was typed.
  const listedPrice = listing.data?.data.retailListing.price;
  useEffect(() => {
    setForm((current) => ({ ...current, price: current.price || (listedPrice ? String(listedPrice) : '') }));
  }, [listedPrice]);
  // The ZIP rule (finance-zip.ts): the deal's ZIP once one is entered, else the dealership
  // ZIP from Settings. The listing's ZIP is never used, so no answer can race another.
  const defaultZip = settings.data?.settings.defaultZip;
  useEffect(() => {
    if (!zipEdited) setForm((current) => ({ ...current, zip: financeZipOf(current.zip, defaultZip) }));
  }, [defaultZip, zipEdited]);

  const { values, errors } = useMemo(() => validateQuote(form), [form]);
  const settled = useDebouncedValue(values, DEBOUNCE_MS);
  const vehicle = listing.data?.data.vehicle;
  const year = vehicle?.year ?? decode.data?.data.vehicle?.year;
  const make = vehicle?.make ?? decode.data?.data.make;
  const model = vehicle?.model ?? decode.data?.data.model;

  const aprGate = useEndpointAccess('apr');
  const paymentsGate = useEndpointAccess('payments');
  const aprInput =
    settled && year && make && model
      ? { vin, year, make, model, zip: settled.zip, creditScore: settled.creditScore }
      : null;
  const apr = useQuery({
    ...financeQueries.apr(aprInput),
    enabled: aprGate.state === 'open',
  });
  const paymentsInput = settled
    ? {
        vin,
        price: String(settled.price),
        zip: settled.zip,
        downPayment: settled.downPayment,
        tradeIn: String(settled.tradeIn),
        loanTerm: settled.term,
        ...(settled.docFee !== undefined ? { docFee: settled.docFee } : {}),
      }
    : null;
  const payments = useQuery({
    ...financeQueries.payments(paymentsInput),
    enabled: paymentsGate.state === 'open',
    placeholderData: (previous) => previous,
  });

  const aprByTerm: AprByTerm = Object.fromEntries(LOAN_TERMS.map((term) => [String(term), apr.data?.data.apr[term]]));
  const localApr = aprByTerm[String(form.term)] ?? null;
  // The rate of the settled deal, for taxes; "settled" once the APR answered, failed or cannot be asked.
  const dealRate = settled ? (aprByTerm[String(settled.term)] ?? null) : null;
  const rateSettled =
    aprGate.state === 'locked' ||
    apr.isSuccess ||
    apr.isError ||
    (aprInput === null && !listing.isPending && !decode.isPending);
  // The service's taxes and fees of the settled deal, as lines that add up to its total.
  const serviceData = payments.isPlaceholderData ? undefined : payments.data?.data;
  const taxesBlock = serviceData?.paymentsData.taxes ?? serviceData?.taxes;
  const feesBlock = serviceData?.paymentsData.fees ?? serviceData?.fees;
  const breakdown =
    serviceData && taxesBlock && feesBlock
      ? taxFeeBreakdown(taxesBlock, feesBlock, serviceData.paymentsData.totalTaxesAndFees)
      : null;
  const taxesAndFeesTotal = breakdown ? allTaxesAndFees(breakdown) : null;
  // Added to the loan only when the form says so, and then exactly the total shown.
  const taxesAndFeesAdded = values?.financeTaxesAndFees ? taxesAndFeesTotal : 0;
  const local =
    values && localApr !== null && taxesAndFeesAdded !== null ? localQuote(values, localApr, taxesAndFeesAdded) : null;
  const wait: PaymentWait | null = !values
    ? 'fields'
    : localApr === null
      ? aprGate.state === 'locked'
        ? 'rate-locked'
        : apr.isError
          ? 'rate-failed'
          : apr.isPending && aprInput !== null
            ? 'rate-loading'
            : 'no-rate'
      : taxesAndFeesAdded === null
        ? payments.isError || paymentsGate.state === 'locked'
          ? 'taxes-unavailable'
          : 'taxes-loading'
        : null;

  const push = useNoticeStore((state) => state.push);
  const dealSheet = useMutation({
    mutationFn: () => invoke('document.savePdf', { suggestedName: `Deal sheet ${vin}.pdf` }),
    onSuccess: (saved) =>
      saved.saved && push({ id: `deal-${vin}`, tone: 'success', title: 'Deal sheet saved', message: saved.path }),
    // A refusal is the app-wide notice (query-client.ts), under the success notice's id.
    meta: { errorTitle: 'The deal sheet was not saved', noticeId: `deal-${vin}` },
  });

  const name = [year, make, model, vehicle?.trim].filter(Boolean).join(' ') || vin;
  return (
    <div className="finance-quote">
      <header className="page-header">
        <div>
          <p className="page-header__eyebrow">Finance</p>
          <h1>{name}</h1>
          <p className="page-header__description mono">{vin}</p>
        </div>
        <div className="page-header__actions">
          <a className="btn btn--secondary" href={hrefs.vehicle(vin)}>
            Back to vehicle
          </a>
          <Button variant="primary" busy={dealSheet.isPending} disabled={!values} onClick={() => dealSheet.mutate()}>
            Save deal sheet (PDF)
          </Button>
        </div>
      </header>
      <div className="print-only deal-sheet-terms">
        <p>
          Prepared {new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}. Price{' '}
          {values ? formatDollars(values.price) : '—'}, down {values ? formatDollars(values.downPayment) : '—'},
          trade-in {values ? formatDollars(values.tradeIn) : '—'}, ZIP {values?.zip ?? '—'}.
          {local && localApr !== null && values
            ? ` Amount financed ${formatCents(local.loanAmount)} at ${localApr.toFixed(2)}% APR for ${values.term} months; taxes and fees ${values.financeTaxesAndFees ? 'added to the loan' : 'paid at signing'}.`
            : ''}
        </p>
        <p>Estimates only: rates, taxes and fees are confirmed at signing.</p>
      </div>
      <div className="finance-grid">
        <div className="stack stack--lg finance-grid__inputs">
          <QuoteFormCard
            form={form}
            errors={errors}
            onChange={(patch) => {
              if (patch.zip !== undefined) setZipEdited(true);
              setForm((current) => ({ ...current, ...patch }));
            }}
          />
        </div>
        <div className="stack stack--lg">
          <PaymentSummary
            values={values}
            quote={local}
            wait={wait}
            apr={localApr}
            taxesAndFeesAdded={taxesAndFeesAdded}
            taxesAndFeesTotal={taxesAndFeesTotal}
            service={serviceData}
            serviceLoading={payments.isFetching}
          />
          {payments.isError && (
            <ErrorPanel
              error={appErrorOf(payments.error)}
              title="The service could not price this deal"
              feature="Payments"
              context="finance"
              onRetry={() => void payments.refetch()}
            />
          )}
          <Card title="APR by term" className="apr-card">
            {aprInput === null && aprGate.state === 'open' && !apr.data ? (
              // Nothing is asked until the deal is complete: say so rather than load forever.
              <p className="muted">Rates appear once the deal’s fields are filled in.</p>
            ) : (
              <PanelBody feature="Rates by term" gate={aprGate} query={apr} lines={3} context="finance">
                {() => <AprChart apr={aprByTerm} term={form.term} />}
              </PanelBody>
            )}
          </Card>
          {values && apr.data && taxesAndFeesAdded !== null && (
            <PaymentByTerm values={values} apr={aprByTerm} taxesAndFeesAdded={taxesAndFeesAdded} />
          )}
          <FeesTable breakdown={breakdown} />
          <TaxesPanel vin={vin} values={settled} rate={dealRate} rateSettled={rateSettled} />
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
