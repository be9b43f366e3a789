import { useState } from 'react';
import type { Theme } from '../../../shared/settings/settings-schema';
import { appErrorOf } from '../../api/app-error-of';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { SegmentedChoice, type Choice } from '../../ui/segmented-choice';
import { useUpdateSettings } from './use-settings-mutations';

const THEME_CHOICES: readonly Choice<Theme>[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The theme applies as soon as it is picked: no Save button for a choice the user sees at once. */
export function AppearanceCard({ theme }: { theme: Theme }) {
  const update = useUpdateSettings();
  // Held here until main confirms: a controlled radio must change in the same event, or
  // React puts the old choice back before the mutation's own state arrives.
  const [choice, setChoice] = useState<Theme | null>(null);
  const shown = choice ?? theme;
  return (
    <Card title="Appearance">
      <div className="stack">
        <SegmentedChoice
          legend="Theme"
          value={shown}
          choices={THEME_CHOICES}
          hint="System follows your operating system’s light or dark setting."
          onChange={(value) => {
            setChoice(value);
            update.mutate({ theme: value }, { onSettled: () => setChoice(null) });
          }}
        />
        {update.error && <ErrorPanel error={appErrorOf(update.error)} title="The theme was not saved" />}
      </div>
    </Card>
  );
}
