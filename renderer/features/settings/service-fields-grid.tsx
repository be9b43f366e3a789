import { DIALECT_LABELS, type DialectSetting } from '../../../shared/service/dialect';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { ServiceFields } from './service-fields';

const PLAN_OPTIONS = [
  { value: 'unknown', label: 'I don’t know' },
  { value: 'free', label: 'Free' },
  { value: 'starter', label: 'Starter' },
  { value: 'growth', label: 'Growth' },
  { value: 'scale', label: 'Scale' },
];

const DIALECT_OPTIONS: { value: DialectSetting; label: string }[] = [
  { value: 'auto', label: 'Automatic (from the address)' },
  { value: 'spec', label: DIALECT_LABELS.spec },
  { value: 'autodev', label: DIALECT_LABELS.autodev },
];

interface ServiceFieldsGridProps {
  draft: ServiceFields;
  /** Main's message for each field it refused. */
  errors: Record<string, string>;
  onChange: <K extends keyof ServiceFields>(field: K, value: ServiceFields[K]) => void;
}

/** The service's addresses, dialect, plan and the dealership ZIP. */
export function ServiceFieldsGrid({ draft, errors, onChange }: ServiceFieldsGridProps) {
  return (
    <div className="form-grid">
      <div className="form-grid__full">
        <TextField
          label="Service address"
          type="url"
          inputMode="url"
          spellCheck={false}
          value={draft.baseUrl}
          hint="Leave as it is unless your account manager gave you another address."
          error={errors.baseUrl}
          onChange={(event) => onChange('baseUrl', event.target.value)}
        />
      </div>
      <div className="form-grid__full">
        <TextField
          label="v1 service address"
          optional
          type="url"
          inputMode="url"
          spellCheck={false}
          value={draft.v1BaseUrl}
          placeholder="Same as the service address"
          hint="Only if your account uses a separate address for the v1 VIN decoder."
          error={errors.v1BaseUrl}
          onChange={(event) => onChange('v1BaseUrl', event.target.value)}
        />
      </div>
      <div className="form-grid__full">
        <SelectField
          label="Service dialect"
          options={DIALECT_OPTIONS}
          value={draft.dialect}
          hint="How VinDesk talks to the service. Automatic uses auto.dev’s for its addresses and the spec’s for any other."
          error={errors.dialect}
          onChange={(event) => onChange('dialect', event.target.value as DialectSetting)}
        />
      </div>
      <SelectField
        label="Your plan"
        options={PLAN_OPTIONS}
        value={draft.plan}
        hint="VinDesk explains features your plan does not include instead of failing."
        error={errors.plan}
        onChange={(event) => onChange('plan', event.target.value as ServiceFields['plan'])}
      />
      <TextField
        label="Dealership ZIP"
        optional
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        value={draft.defaultZip}
        placeholder="e.g. 90210"
        hint="Default ZIP for Search, Finance and the lot sweep"
        error={errors.defaultZip}
        onChange={(event) => onChange('defaultZip', event.target.value)}
      />
    </div>
  );
}
