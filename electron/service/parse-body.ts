import type { AnswerReader, ReadOutcome } from '../../shared/service/answer-reader';

// The client's parse step: a row's answer reader (shared/service/answer-reader.ts), or one
// that yields to the event loop as it goes (big pages read in bulk).

export type BodyParser<T> = AnswerReader<T>;
export type AsyncBodyParser<T> = (body: unknown) => Promise<ReadOutcome<T>>;
