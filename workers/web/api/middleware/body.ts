import { zValidator } from "@hono/zod-validator";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError, invalidInput } from "#workers/web/api/errors.ts";
import { jsonTextProblem } from "./json-text.ts";

/** The request's media type must be one of `types` (415 otherwise). */
export function requireContentType(...types: string[]) {
  return createMiddleware<WorkerEnv>(async (c, next) => {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!types.includes(mediaType)) {
      throw new AppError("unsupported_media_type", `Envie o corpo como ${types.join(" ou ")}.`);
    }
    await next();
  });
}

/** Bodies larger than `maxBytes` get 413, whether or not they declare a length. */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("payload_too_large");
    },
  });
}

export const NOT_UTF8 = "O corpo da requisição não é texto UTF-8 válido.";
export const NOT_UNICODE = "O texto enviado contém caracteres Unicode inválidos.";

/**
 * The body must be UTF-8 and JSON without repeated keys or lone surrogates
 * (./json-text.ts). request.json() would quietly turn invalid bytes into
 * U+FFFD and keep the last of two keys; what is stored must be what was sent.
 * Runs after the size limit; the bytes read here are cached for the validator.
 */
export const strictJson = createMiddleware<WorkerEnv>(async (c, next) => {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
  } catch {
    throw new AppError("bad_request", NOT_UTF8);
  }
  try {
    JSON.parse(text);
  } catch {
    throw new AppError("invalid_json");
  }
  const problem = jsonTextProblem(text);
  if (problem?.kind === "duplicate-key") throw new AppError("bad_request", `Campo repetido no JSON: ${problem.key}.`);
  if (problem) throw new AppError("validation", NOT_UNICODE);
  await next();
});

/** Validates the JSON body with zod; the first issue becomes the Portuguese message. */
export function validJson<S extends z.ZodType>(schema: S) {
  return zValidator("json", schema, (result) => {
    if (!result.success) throw invalidInput(result.error, "Dados inválidos: ");
  });
}

/** application/json, at most `maxBytes`, strict, valid by `schema`: the usual front of a JSON function. */
export function jsonBody<S extends z.ZodType>(schema: S, maxBytes: number) {
  return [requireContentType("application/json"), limitBody(maxBytes), strictJson, validJson(schema)] as const;
}
