import { AppError } from "#isomorphic/app-error.ts";

/**
 * Why a document could not be ingested, as the one error model says it: the
 * message is what the user reads next to the document. A failure that will
 * not change on a retry (a corrupt PDF, no text, bad encoding, a project
 * limit) is `unprocessable`; one that may (the vectors not yet visible) is
 * `unavailable`, and the queue retries it.
 */
export function ingestFailure(message: string, { permanent }: { permanent: boolean }): AppError {
  return new AppError(permanent ? "unprocessable" : "unavailable", message);
}

/** A failure a retry cannot mend: any AppError of the 4xx family, its message the document's reason. */
export function isPermanentFailure(error: unknown): error is AppError {
  return error instanceof AppError && error.status < 500;
}
