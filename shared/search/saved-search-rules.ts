// Kept apart from the IPC schema that enforces it, so the save form can show the
// limit without loading zod into the window.

/** The longest saved-search name; the list shows a long one cut with an ellipsis and whole in its tooltip. */
export const SAVED_SEARCH_NAME_MAX = 120;
