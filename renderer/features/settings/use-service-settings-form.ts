import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Settings } from '../../../shared/settings/settings-schema';
import { appErrorOf } from '../../api/app-error-of';
import { appQueries } from '../../api/app-queries';
import { useNoticeStore } from '../../stores/notice-store';
import { fieldErrorsOf } from './field-errors';
import { pickServiceFields, SERVICE_FIELDS, type ServiceFields } from './service-fields';
import { useUpdateSettings } from './use-settings-mutations';

/** Main's answer when the person cancelled its question about sending the key to a new address. */
const ORIGIN_CHANGE_CANCELLED = 'ORIGIN_CHANGE_CANCELLED';

/** The service settings as edited, against the saved ones, and saving them through main. */
export function useServiceSettingsForm(settings: Settings) {
  const saved = pickServiceFields(settings);
  const pushNotice = useNoticeStore((state) => state.push);
  const update = useUpdateSettings();
  // Hosts in the saved addresses that the stored key is not confirmed for (main sends it nowhere else).
  const unconfirmedHosts = useQuery(appQueries.settings()).data?.unconfirmedHosts ?? [];
  const [draft, setDraft] = useState<ServiceFields>(saved);
  // Re-seed the form when saved settings change underneath it (another window, a reset file).
  const [seed, setSeed] = useState(saved);
  if (SERVICE_FIELDS.some((field) => seed[field] !== saved[field])) {
    setSeed(saved);
    setDraft(saved);
  }

  const error = update.error ? appErrorOf(update.error) : null;
  const dirty = SERVICE_FIELDS.some((field) => draft[field] !== saved[field]);

  function change<K extends keyof ServiceFields>(field: K, value: ServiceFields[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Only what changed: main asks about the key only when an address is part of the save.
    const patch = Object.fromEntries(
      SERVICE_FIELDS.filter((field) => draft[field] !== saved[field]).map((f) => [f, draft[f]]),
    );
    update.mutate(error && Object.keys(patch).length === 0 ? draft : patch, {
      onSuccess: () => pushNotice({ id: 'settings-saved', tone: 'success', title: 'Settings saved' }),
    });
  }

  function confirmAddress() {
    // Saving the address again makes main ask, in its own dialog, whether the key may go there.
    update.mutate({ baseUrl: saved.baseUrl, v1BaseUrl: saved.v1BaseUrl });
  }

  function discard() {
    setDraft(saved);
    update.reset();
  }

  return {
    draft,
    dirty,
    change,
    submit,
    confirmAddress,
    discard,
    saving: update.isPending,
    error,
    errors: fieldErrorsOf(error),
    originCancelled: error?.code === ORIGIN_CHANGE_CANCELLED ? error : null,
    confirmedHosts: update.data?.confirmedHosts ?? [],
    unconfirmedHosts,
  };
}
