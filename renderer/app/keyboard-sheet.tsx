import { SHORTCUT_GROUPS, SHORTCUTS, chordsOf, keyCapsOf, type Shortcut } from '../../shared/keyboard/shortcuts';
import { useUiStore } from '../stores/ui-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Kbd } from '../ui/kbd';
import { isApplePlatform } from '../ui/shortcut';

const ALL: readonly Shortcut[] = Object.values(SHORTCUTS);

/** Every keyboard shortcut, grouped by where it works: opened with ? or Help → Keyboard Shortcuts. */
export function KeyboardSheet() {
  const open = useUiStore((state) => state.keyboardSheetOpen);
  const close = useUiStore((state) => state.closeKeyboardSheet);
  const apple = isApplePlatform();
  return (
    <Dialog open={open} onClose={close} label="Keyboard shortcuts" className="keyboard-sheet">
      {/* One scrolling box holding Close, so the keys scroll it on a short window (Close has focus). */}
      <div className="keyboard-sheet__body">
        <div className="keyboard-sheet__head">
          <h2>Keyboard shortcuts</h2>
          <Button size="sm" onClick={close}>
            Close
          </Button>
        </div>
        {SHORTCUT_GROUPS.map((group) => (
          <table key={group} className="keyboard-sheet__table">
            <caption>{group}</caption>
            <tbody>
              {ALL.filter((shortcut) => shortcut.group === group).map((shortcut) => (
                <tr key={shortcut.id}>
                  <th scope="row">{shortcut.does}</th>
                  <td>
                    {chordsOf(shortcut, apple).map((chord, index) => (
                      <span key={index} className="keyboard-sheet__chord">
                        {index > 0 && <span className="keyboard-sheet__or"> or </span>}
                        <Kbd keys={keyCapsOf(chord, apple)} />
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </Dialog>
  );
}
