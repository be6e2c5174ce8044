import { streamText, type TextStreamPart, type ToolSet } from "ai";
import { Hono } from "hono";
import { z } from "zod";
import type { AgentContext } from "#app/initiatives/ouvidoria/types.ts";
import { encodeTextStreamAsSse } from "#app/lib/sse.ts";
import { modelFor } from "#core/ai/models.ts";
import { buildOuvidoriaSystemPrompt } from "#core/ai/ouvidoria-prompt.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { jsonBody } from "./middleware/body.ts";
import { perUserRateLimit } from "./middleware/rate-limit.ts";
import { requireUser } from "./middleware/require-user.ts";
import { logger } from "#core/log.ts";

/**
 * POST /api/functions/ouvidoria-ai-agent — the spec's contract: messages plus
 * the dashboard context in (application/json), an SSE stream of
 * `choices[0].delta.content` out, ended by `data: [DONE]`.
 */
export const MAX_BODY_BYTES = 64 * 1024;
export const AGENT_RATE_LIMIT = { limit: 20, windowMs: 60_000 };

const number = z.number().finite();
const region = z.object({
  name: z.string().max(120),
  totalComplaints: number.nonnegative(),
  criticalLevel: z.enum(["high", "medium", "low"]),
  mainIssues: z.array(z.object({ type: z.string().max(120), count: number, percentage: number })).max(20),
  avgResolutionTime: number,
  trend: z.enum(["up", "down", "stable"]),
  population: number.nonnegative(),
});

const text = (max: number) => z.string().max(max);
const caseSummary = z.object({
  protocol: text(40),
  customerName: text(120),
  region: text(120),
  channel: text(40),
  urgency: z.enum(["alta", "média"]),
  sentiment: text(40),
  category: text(120),
  subcategory: text(160),
  message: text(1000),
  openedAt: text(60),
  deadline: text(60),
  evidences: z.array(text(300)).max(10),
  nextStep: text(300),
});

const contextSchema = z.object({
  regionData: z.array(region).max(50),
  exploratoryData: z.object({
    peakHours: z.array(z.object({ range: z.string().max(40), calls: number })).max(24),
    topIssues: z.array(z.object({ issue: z.string().max(120), count: number, percentage: number })).max(20),
    channelDistribution: z.array(z.object({ channel: z.string().max(40), percentage: number, count: number })).max(10),
    weeklyTrend: z
      .array(z.object({ day: z.string().max(20), current: number, previous: number, change: number }))
      .max(7),
  }),
  callCenterMetrics: z.object({
    totalCalls: number,
    avgSentiment: number,
    criticalAlerts: number,
    autoResolved: number,
    avgWaitTime: z.string().max(20),
    satisfactionScore: number,
  }),
  criticalCasesCount: number.int().nonnegative(),
  // Not in the spec's contract: a client that sends only the count still gets answers, without named cases.
  criticalCases: z.array(caseSummary).max(20).default([]),
  timestamp: z.string().max(40),
}) satisfies z.ZodType<AgentContext>;

const bodySchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().min(1).max(4000) }))
    .min(1, "Envie ao menos uma mensagem.")
    .max(40, "Conversa longa demais: comece uma nova.")
    .refine((messages) => messages.at(-1)?.role === "user", "A última mensagem deve ser do usuário."),
  context: contextSchema,
});

/**
 * The text of the model's stream. textStream ends quietly when the provider
 * fails (the SDK reports errors as stream parts), so the reader would get an
 * empty answer; failing here lets the error event reach it.
 */
async function* textOf(parts: AsyncIterable<TextStreamPart<ToolSet>>): AsyncGenerator<string> {
  for await (const part of parts) {
    if (part.type === "text-delta") yield part.text;
    else if (part.type === "error") throw part.error;
  }
}

export const ouvidoriaAgent = new Hono<WorkerEnv>().post(
  "/",
  requireUser,
  perUserRateLimit("ouvidoria-agent", AGENT_RATE_LIMIT, "Muitas perguntas seguidas."),
  ...jsonBody(bodySchema, MAX_BODY_BYTES),
  (c) => {
    const { messages, context } = c.req.valid("json");
    const result = streamText({
      model: modelFor("ouvidoria-analyst", c.env),
      system: buildOuvidoriaSystemPrompt(context),
      messages,
      abortSignal: c.req.raw.signal,
    });
    const body = encodeTextStreamAsSse(textOf(result.fullStream), (error) => {
      logger.error("ai_stream_failed", { agent: "ouvidoria-analyst", error });
      return "Falha ao gerar a resposta.";
    });
    return new Response(body, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  },
);
