import { useState, type FormEvent } from 'react';
import type { Settings } from '../../../shared/settings/settings-schema';
import { appErrorOf } from '../../api/app-error-of';
import { useNoticeStore } from '../../stores/notice-store';
import { draftOf, sameDraft, type SpendDraft } from './spend-draft';
import { spendIssuesOf } from './spend-issues';
import { spendPatchOf, type SpendFieldErrors } from './spend-patch';
import { useUpdateSettings } from './use-settings-mutations';

/**
 * The Spending card's draft against the saved settings, saved whole through settings.update
 * (spend is replaced whole). Messages come from two places, shown alike by the field: text
 * that is no amount at all (caught here, nothing sent) and main's range checks.
 */
export function useSpendSettingsForm(settings: Settings) {
  const pushNotice = useNoticeStore((state) => state.push);
  const update = useUpdateSettings();
  const saved = draftOf(settings);
  const [draft, setDraft] = useState<SpendDraft>(saved);
  const [localErrors, setLocalErrors] = useState<SpendFieldErrors>({});
  // Re-seed the form when saved settings change underneath it (a save, another window, a reset file).
  const [seed, setSeed] = useState(saved);
  if (!sameDraft(seed, saved)) {
    setSeed(saved);
    setDraft(saved);
  }

  const error = update.error ? appErrorOf(update.error) : null;
  const issues = spendIssuesOf(error);

  function forget(key: string) {
    setLocalErrors(({ [key]: _dropped, ...rest }) => rest);
  }

  function change<K extends Exclude<keyof SpendDraft, 'prices' | 'alwaysLoad'>>(field: K, value: SpendDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    forget(field);
  }

  function changePrice(endpoint: keyof SpendDraft['prices'], text: string) {
    setDraft((current) => ({ ...current, prices: { ...current.prices, [endpoint]: text } }));
    forget(`prices.${endpoint}`);
  }

  function changeAlwaysLoad(endpoint: keyof SpendDraft['alwaysLoad'], on: boolean) {
    setDraft((current) => ({ ...current, alwaysLoad: { ...current.alwaysLoad, [endpoint]: on } }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = spendPatchOf(draft);
    if (!result.ok) {
      // Nothing is sent, so no earlier refusal from main is left standing beside these.
      update.reset();
      setLocalErrors(result.errors);
      return;
    }
    setLocalErrors({});
    update.mutate(result.patch, {
      onSuccess: () => pushNotice({ id: 'settings-saved', tone: 'success', title: 'Spending settings saved' }),
    });
  }

  function discard() {
    setDraft(saved);
    setLocalErrors({});
    update.reset();
  }

  return {
    draft,
    dirty: !sameDraft(draft, saved),
    change,
    changePrice,
    changeAlwaysLoad,
    submit,
    discard,
    saving: update.isPending,
    errors: { ...issues.fields, ...localErrors },
    /** A refusal that belongs to no field, shown as a panel. */
    otherError: issues.other ? error : null,
    hasErrors: error !== null || Object.keys(localErrors).length > 0,
  };
}
