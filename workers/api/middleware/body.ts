import { zValidator } from "@hono/zod-validator";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { firstIssue } from "../../../app/lib/validation";
import type { WorkerEnv } from "../../http/types";
import { ApiError } from "../errors";

/** The request's media type must be one of `types` (415 otherwise). */
export function requireContentType(...types: string[]) {
  return createMiddleware<WorkerEnv>(async (c, next) => {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!types.includes(mediaType)) {
      throw new ApiError("unsupported_media_type", `Envie o corpo como ${types.join(" ou ")}.`);
    }
    await next();
  });
}

/** Bodies larger than `maxBytes` get 413, whether or not they declare a length. */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError("payload_too_large");
    },
  });
}

/** Validates the JSON body with zod; the first issue becomes the Portuguese message. */
export function validJson<S extends z.ZodType>(schema: S) {
  return zValidator("json", schema, (result) => {
    if (!result.success) throw new ApiError("validation", `Dados inválidos: ${firstIssue(result.error)}`);
  });
}

/** application/json, at most `maxBytes`, valid by `schema`: the usual front of a JSON function. */
export function jsonBody<S extends z.ZodType>(schema: S, maxBytes: number) {
  return [requireContentType("application/json"), limitBody(maxBytes), validJson(schema)] as const;
}
