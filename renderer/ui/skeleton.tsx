interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
}

/** A loading placeholder shaped like the content that will replace it. Hidden from screen readers, which get the busy region instead. */
export function Skeleton({ width = '100%', height = 12, radius }: SkeletonProps) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}
