import { TextField } from '../../ui/text-field';
import type { SpendDraft } from './spend-draft';
import type { SpendFieldErrors } from './spend-patch';

type LimitField = 'confirmAbove' | 'clickToLoadAbove' | 'dailyBudget' | 'monthlyBudget';

interface SpendLimitFieldsProps {
  draft: SpendDraft;
  errors: SpendFieldErrors;
  onChange: (field: LimitField, text: string) => void;
}

/** Where VinDesk asks before spending, and the budgets main refuses paid lookups beyond. */
export function SpendLimitFields({ draft, errors, onChange }: SpendLimitFieldsProps) {
  const money = (field: LimitField) => ({
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className="stack">
      <h3>Asking first and budgets</h3>
      <div className="form-grid">
        <TextField
          label="Ask before a batch costing more than ($)"
          hint="A batch, export or lot sweep estimated above this asks you before it runs. The service suggests $1."
          {...money('confirmAbove')}
        />
        <TextField
          label="Load on a click above ($ per lookup)"
          hint="A panel whose lookup costs more, such as the build sheet, waits for a click on a button that names the price."
          {...money('clickToLoadAbove')}
        />
        <TextField
          label="Daily budget ($)"
          optional
          placeholder="No daily budget"
          hint="Leave blank for none. VinDesk refuses paid lookups that would go past it until the next day."
          {...money('dailyBudget')}
        />
        <TextField
          label="Monthly budget ($)"
          optional
          placeholder="No monthly budget"
          hint="Leave blank for none. VinDesk refuses paid lookups that would go past it until the next month."
          {...money('monthlyBudget')}
        />
      </div>
    </div>
  );
}
