import { useState } from 'react';
import type { DealTaxes } from '../../../shared/finance/deal-taxes';
import { paymentGrid } from '../../../shared/finance/payment-grid';
import {
  LOAN_TERMS,
  parseDollars,
  type LoanTermMonths,
  type QuoteForm,
  type QuoteValues,
} from '../../../shared/finance/quote-form';
import { Card } from '../../ui/card';
import { formatCents, formatDollars } from '../../ui/format-money';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TargetPayment } from './target-payment';

interface DeskGridCardProps {
  values: QuoteValues;
  aprByTerm: Readonly<Record<string, number | undefined>>;
  taxes: DealTaxes | null;
  onAdopt: (patch: Partial<QuoteForm>) => void;
}

const TERM_OPTIONS = LOAN_TERMS.map((term) => ({ value: String(term), label: `${term} months` }));

/** Starting downs: the deal's own, then $1,000 and $2,500 more, as a desk usually pencils them. */
function startingDowns(down: number): string[] {
  return [down, down + 1_000, down + 2_500].map((amount) => String(amount));
}

/**
 * The desk's grid (issue 36, item 4): the payment for three terms by three down payments the
 * person picks, each cell the whole deal from the one model; a click adopts that term and down.
 */
export function DeskGridCard({ values, aprByTerm, taxes, onAdopt }: DeskGridCardProps) {
  const [terms, setTerms] = useState<LoanTermMonths[]>([48, 60, 72]);
  const [downs, setDowns] = useState<string[]>(() => startingDowns(values.downPayment));
  const [onSheet, setOnSheet] = useState(false);
  const parsedDowns = downs.map((text) => parseDollars(text));
  const downErrors = parsedDowns.map((amount, index) =>
    amount === null ? `Enter down payment ${index + 1} in dollars, like 2000.` : undefined,
  );
  const usableDowns = parsedDowns.filter((amount): amount is number => amount !== null);
  const grid = paymentGrid(values, aprByTerm, taxes?.total ?? null, terms, usableDowns);
  const termLabel = (index: number) => ['First', 'Second', 'Third'][index] ?? '';

  return (
    <Card title="Payment grid" className={onSheet ? 'desk-grid-card' : 'desk-grid-card screen-only'}>
      <div className="stack">
        <div className="desk-grid-card__choices">
          {terms.map((term, index) => (
            <SelectField
              key={`term-${index}`}
              label={`${termLabel(index)} term`}
              value={String(term)}
              options={TERM_OPTIONS}
              onChange={(event) =>
                setTerms((current) =>
                  current.map((old, at) => (at === index ? (Number(event.target.value) as LoanTermMonths) : old)),
                )
              }
            />
          ))}
          {downs.map((text, index) => (
            <TextField
              key={`down-${index}`}
              label={`${termLabel(index)} down payment`}
              inputMode="decimal"
              value={text}
              error={downErrors[index]}
              onChange={(event) =>
                setDowns((current) => current.map((old, at) => (at === index ? event.target.value : old)))
              }
            />
          ))}
        </div>
        <table className="data-table data-table--numbers desk-grid">
          <caption className="sr-only">Monthly payment by down payment and term</caption>
          <thead>
            <tr>
              <th scope="col">Down payment</th>
              {terms.map((term, index) => (
                <th key={`${term}-${index}`} scope="col">
                  {term} months
                  <span className="desk-grid__apr">
                    {aprByTerm[String(term)] === undefined ? 'No rate' : `${aprByTerm[String(term)]!.toFixed(2)}% APR`}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((row, rowIndex) => (
              <tr key={`row-${rowIndex}`}>
                <th scope="row">{formatDollars(row[0]?.downPayment ?? 0)}</th>
                {row.map((cell, cellIndex) => {
                  const chosen = cell.term === values.term && cell.downPayment === values.downPayment;
                  return (
                    <td key={`cell-${cellIndex}`}>
                      {cell.monthly === null ? (
                        '—'
                      ) : (
                        <button
                          type="button"
                          className={chosen ? 'desk-grid__cell is-chosen' : 'desk-grid__cell'}
                          aria-pressed={chosen}
                          aria-label={`${formatCents(cell.monthly)} a month with ${formatDollars(cell.downPayment)} down over ${cell.term} months: use these terms`}
                          onClick={() => onAdopt({ term: cell.term, downPayment: String(cell.downPayment) })}
                        >
                          {formatCents(cell.monthly)}
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <TargetPayment values={values} apr={aprByTerm[String(values.term)] ?? null} taxes={taxes} onAdopt={onAdopt} />
        <label className="check screen-only">
          <input type="checkbox" checked={onSheet} onChange={(event) => setOnSheet(event.target.checked)} />
          Print the grid and target payment on the deal sheet
        </label>
      </div>
    </Card>
  );
}
