import { streamText } from "ai";
import type { Context } from "hono";
import { z } from "zod";
import { encodeTextStreamAsSse } from "../../app/lib/sse";
import { hitRateLimit } from "../../app/server/auth/rate-limit.server";
import { getSessionUser } from "../../app/server/auth/session.server";
import { ouvidoriaModel } from "../../app/server/ai/model.server";
import { buildOuvidoriaSystemPrompt } from "../../app/server/ai/ouvidoria-prompt";
import type { AppEnv } from "../../app/server/context";
import type { AgentContext } from "../../app/initiatives/ouvidoria/types";
import { apiError } from "./errors";

/**
 * POST /api/functions/ouvidoria-ai-agent — the spec's contract: messages plus
 * the dashboard context in, an SSE stream of `choices[0].delta.content` out,
 * ended by `data: [DONE]`.
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

const contextSchema = z.object({
  regionData: z.array(region).max(50),
  exploratoryData: z.object({
    peakHours: z.array(z.object({ range: z.string().max(40), calls: number })).max(24),
    topIssues: z.array(z.object({ issue: z.string().max(120), count: number, percentage: number })).max(20),
    channelDistribution: z.array(z.object({ channel: z.string().max(40), percentage: number, count: number })).max(10),
    weeklyTrend: z.array(z.object({ day: z.string().max(20), current: number, previous: number, change: number })).max(7),
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
  timestamp: z.string().max(40),
}) satisfies z.ZodType<AgentContext>;

const bodySchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().min(1).max(4000) }))
    .min(1, "Envie ao menos uma mensagem.")
    .max(40, "Conversa longa demais: comece uma nova."),
  context: contextSchema,
});

export async function ouvidoriaAgent(c: Context<{ Bindings: AppEnv }>) {
  const env = c.env;
  const user = await getSessionUser(c.req.raw, env);
  if (!user) return apiError(c, 401, "Sessão expirada. Faça login novamente.");

  const limit = await hitRateLimit(env.DB, `ouvidoria-agent:user:${user.id}`, AGENT_RATE_LIMIT);
  if (!limit.allowed) {
    return apiError(c, 429, `Muitas perguntas seguidas. Aguarde ${limit.retryAfter} segundos.`, {
      "Retry-After": String(limit.retryAfter),
    });
  }

  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > MAX_BODY_BYTES) return apiError(c, 413, "Requisição grande demais.");
  const raw = await c.req.text();
  if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) return apiError(c, 413, "Requisição grande demais.");

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return apiError(c, 400, "JSON inválido.");
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    return apiError(c, 400, `Dados inválidos: ${parsed.error.issues[0]?.message ?? "formato inesperado"}.`);
  }
  if (parsed.data.messages.at(-1)?.role !== "user") return apiError(c, 400, "A última mensagem deve ser do usuário.");

  const result = streamText({
    model: ouvidoriaModel(env),
    system: buildOuvidoriaSystemPrompt(parsed.data.context),
    messages: parsed.data.messages,
    abortSignal: c.req.raw.signal,
  });

  const body = encodeTextStreamAsSse(result.textStream, (error) => {
    console.error("ouvidoria agent stream failed", error);
    return "Falha ao gerar a resposta.";
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
