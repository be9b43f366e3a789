/** A keyboard shortcut such as ["Ctrl", "K"], drawn as key caps. */
export function Kbd({ keys }: { keys: readonly string[] }) {
  return (
    <span className="kbd-combo">
      {keys.map((key, index) => (
        <kbd key={`${key}-${index}`}>{key}</kbd>
      ))}
    </span>
  );
}
