interface SpinnerProps {
  size?: number;
  /** When given, the spinner announces itself; without it, it is decoration next to text that says what is happening. */
  label?: string;
}

export function Spinner({ size = 16, label }: SpinnerProps) {
  const box = { width: size, height: size };
  if (!label) return <span className="spinner" style={box} aria-hidden="true" />;
  return (
    <span role="status" className="row">
      <span className="spinner" style={box} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
