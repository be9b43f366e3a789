// Kept apart from the IPC schema that also uses it, so the VIN page can test a
// campaign number without loading zod into the window.

/** NHTSA's campaign number: two-digit year, a letter (V vehicle, E equipment, T tires, C child seat), six digits. */
export const NHTSA_CAMPAIGN_PATTERN = /^\d{2}[A-Z]\d{6}$/;
