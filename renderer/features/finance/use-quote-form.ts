import { useEffect, useState } from 'react';
import { financeZipOf } from '../../../shared/finance/finance-zip';
import type { QuoteForm } from '../../../shared/finance/quote-form';

/**
 * The deal's fields as typed, prefilled from the listing's price and the dealership ZIP;
 * `change` applies what one field edit changed.
 */
export function useQuoteForm(listedPrice: number | null | undefined, defaultZip: string | undefined) {
  const [form, setForm] = useState<QuoteForm>({
    price: '',
    rebates: '',
    zip: '',
    downPayment: '',
    tradeIn: '',
    tradeInPayoff: '',
    docFee: '',
    term: 60,
    credit: 'good',
    financeTaxesAndFees: false,
  });
  const [zipEdited, setZipEdited] = useState(false);

  // Prefill the price from the listing; never overwrite what was typed.
  useEffect(() => {
    setForm((current) => ({ ...current, price: current.price || (listedPrice ? String(listedPrice) : '') }));
  }, [listedPrice]);
  // The ZIP rule (finance-zip.ts): the deal's ZIP once one is entered, else the dealership
  // ZIP from Settings. The listing's ZIP is never used, so no answer can race another.
  useEffect(() => {
    if (!zipEdited) setForm((current) => ({ ...current, zip: financeZipOf(current.zip, defaultZip) }));
  }, [defaultZip, zipEdited]);

  function change(patch: Partial<QuoteForm>) {
    if (patch.zip !== undefined) setZipEdited(true);
    setForm((current) => ({ ...current, ...patch }));
  }

  return { form, change };
}
