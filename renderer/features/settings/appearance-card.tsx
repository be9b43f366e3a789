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
  const shown = update.isPending && update.variables?.theme ? update.variables.theme : theme;
  return (
    <Card title="Appearance">
      <div className="stack">
        <SegmentedChoice
          legend="Theme"
          value={shown}
          choices={THEME_CHOICES}
          hint="System follows your operating system’s light or dark setting."
          onChange={(value) => update.mutate({ theme: value })}
        />
        {update.error && <ErrorPanel error={appErrorOf(update.error)} title="The theme was not saved" />}
      </div>
    </Card>
  );
}
