import type { AppError } from '../../../shared/ipc/app-error';

/** Main's validation issues keyed by field name (first message per field), for inline messages under each input. */
export function fieldErrorsOf(error: AppError | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!error || error.kind !== 'invalid-input' || !error.issues) return result;
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (!(field in result)) result[field] = issue.message;
  }
  return result;
}

/** True when every issue of the error belongs to one of the given fields, so nothing needs showing beyond the inline messages. */
export function issuesAllInline(error: AppError, fields: readonly string[]): boolean {
  return (
    error.kind === 'invalid-input' &&
    (error.issues ?? []).length > 0 &&
    (error.issues ?? []).every((issue) => fields.includes(issue.path.split('.')[0] ?? ''))
  );
}
