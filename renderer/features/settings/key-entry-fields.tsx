import type { RefObject } from 'react';
import { Button } from '../../ui/button';
import { EyeIcon, EyeOffIcon } from '../../ui/icons';
import { TextField } from '../../ui/text-field';

interface KeyEntryFieldsProps {
  inputRef: RefObject<HTMLInputElement | null>;
  hasKey: boolean;
  keychainAvailable: boolean;
  value: string;
  onType: (value: string) => void;
  error: string | undefined;
  visible: boolean;
  onToggleVisible: () => void;
  sessionOnly: boolean;
  onSessionOnlyChange: (sessionOnly: boolean) => void;
}

/** The key's input, with show and hide, and whether to keep it for this session only. */
export function KeyEntryFields(props: KeyEntryFieldsProps) {
  const { hasKey, visible } = props;
  return (
    <div className="stack">
      <TextField
        ref={props.inputRef}
        label={hasKey ? 'Replace the key' : 'API key'}
        type={visible ? 'text' : 'password'}
        mono
        value={props.value}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        placeholder={hasKey ? 'Paste a new key' : 'Paste your key'}
        hint="Find it in your Vehicle Data Service account under API keys."
        error={props.error}
        onChange={(event) => props.onType(event.target.value)}
        trailing={
          <Button
            variant="ghost"
            size="sm"
            icon={visible ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
            aria-pressed={visible}
            aria-label={visible ? 'Hide key' : 'Show key'}
            onClick={props.onToggleVisible}
          >
            {visible ? 'Hide' : 'Show'}
          </Button>
        }
      />
      <label className="check">
        <input
          type="checkbox"
          checked={props.sessionOnly}
          onChange={(event) => props.onSessionOnlyChange(event.target.checked)}
        />
        <span>
          Keep the key for this session only
          <span className="field__hint" style={{ display: 'block' }}>
            {props.keychainAvailable
              ? 'Useful on a shared computer: the key is forgotten when VinDesk quits.'
              : 'Recommended while the keychain is unavailable.'}
          </span>
        </span>
      </label>
    </div>
  );
}
