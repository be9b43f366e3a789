import type { AppError } from '../../shared/ipc/app-error';
import { isVdsError } from './vds';

/**
 * The AppError inside whatever a query or mutation threw. Anything that is not a
 * VdsError is a bug in the renderer, reported as an internal error rather than
 * shown raw. (Built as a literal: app-error.ts's value exports pull zod into the bundle.)
 */
export function appErrorOf(error: unknown): AppError {
  if (isVdsError(error)) return error.appError;
  return {
    kind: 'internal',
    code: 'RENDERER_ERROR',
    message: 'Something went wrong in this window. Try again; if it keeps happening, restart VinDesk.',
    service: { message: error instanceof Error ? error.message : String(error) },
  };
}
