import type { z } from 'zod';

/**
 * One IPC channel: the zod schema main parses the input with, and the type of its
 * answer. The output type is carried as a phantom so the renderer gets it with no cast.
 */
export interface ChannelDefinition<Input extends z.ZodType, Output> {
  readonly input: Input;
  /** Phantom: never read at run time. */
  readonly output?: Output;
}

export function channel<Input extends z.ZodType>(input: Input) {
  return {
    returns<Output>(): ChannelDefinition<Input, Output> {
      return { input };
    },
  };
}
