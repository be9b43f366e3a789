/** A results row's photo box in CSS pixels: the widest search.css's .result__photo draws it; main resizes to that. */
export const ROW_THUMBNAIL = { width: 84, height: 60 } as const;
