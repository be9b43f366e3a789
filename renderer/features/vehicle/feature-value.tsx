import { CheckIcon, CloseIcon } from '../../ui/icons';

/** Booleans as a check or a cross (with words for screen readers); strings and numbers as sent, units kept. */
export function FeatureValue({ value }: { value: string | number | boolean }) {
  if (value === true) {
    return (
      <span className="feature-yes">
        <CheckIcon size={14} aria-hidden="true" />
        <span className="sr-only">Yes</span>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="feature-no">
        <CloseIcon size={14} aria-hidden="true" />
        <span className="sr-only">No</span>
      </span>
    );
  }
  return <>{typeof value === 'number' ? value.toLocaleString('en-US') : value}</>;
}
