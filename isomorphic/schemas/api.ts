import { z } from "zod";
import type { AgentContext } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { HISTORY_LIMIT, MESSAGE_MAX_CHARS } from "#isomorphic/protocols/chat-protocol.ts";
import { displayText } from "#isomorphic/schemas/validation.ts";

/**
 * The JSON bodies of the API's functions and document routes (docs/api.md lists each with its fields; npm test's
 * docs check compares the two). Pure zod, so the routes in workers/web/api and the docs check share them.
 */

/** POST /api/functions/chat-orchestrator. `userId` must be the caller's; `conversationHistory` is accepted and ignored. */
export const chatOrchestratorBody = z.object({
  message: z
    .string({ error: "Escreva uma mensagem." })
    .trim()
    .min(1, "Escreva uma mensagem.")
    .max(MESSAGE_MAX_CHARS, `A mensagem deve ter no máximo ${MESSAGE_MAX_CHARS} caracteres.`),
  projectId: z.string({ error: "Informe o projeto." }).uuid("Projeto inválido."),
  userId: z.string().max(64).optional(),
  sessionId: z.string().uuid("Conversa inválida.").nullable().optional(),
  clientMessageId: z.string().min(8).max(64).optional(),
  /** "team": written to the project's people; the agent does not answer it (an @mention of a member does the same). */
  audience: z.enum(["agent", "team"], { error: 'Destinatário inválido: use "agent" ou "team".' }).optional(),
  conversationHistory: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(MESSAGE_MAX_CHARS * 2) }))
    .max(HISTORY_LIMIT * 4)
    .optional(),
});

/** POST /api/functions/canvas-context. `userId` is the signed-in user's, whatever is sent. */
export const canvasContextBody = z.object({
  userId: z.string().max(64).optional(),
  projectId: z.string({ error: "Informe o projeto." }).uuid("Projeto inválido."),
  documentId: z.string().uuid("Documento inválido.").nullable().optional(),
  mode: z.enum(["view", "edit"]).default("view"),
});

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

/** The ouvidoria page's data, as the page posts it with each question. */
export const ouvidoriaContext = z.object({
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

/** POST /api/functions/ouvidoria-ai-agent. */
export const ouvidoriaAgentBody = z.object({
  messages: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().min(1).max(4000) }))
    .min(1, "Envie ao menos uma mensagem.")
    .max(40, "Conversa longa demais: comece uma nova.")
    .refine((messages) => messages.at(-1)?.role === "user", "A última mensagem deve ser do usuário."),
  context: ouvidoriaContext,
});

/** PUT /api/projects/:projectId/documents/:id/content. */
export const documentContentBody = z.object({
  content: z.string({ error: "Envie o conteúdo." }),
  baseVersion: z.number({ error: "Informe a versão editada." }).int().positive(),
});

/** POST /api/projects/:projectId/documents/:id/annotations. */
export const annotationBody = z.object({
  content: displayText({
    max: 2000,
    tooLong: "A anotação deve ter no máximo 2000 caracteres.",
    required: "Escreva a anotação.",
  }),
});

/** POST /api/projects/:projectId/documents/:id/relations. */
export const relationBody = z.object({
  targetDocumentId: z.string({ error: "Escolha o documento." }).uuid("Documento inválido."),
});

/** DELETE /api/projects/:projectId: the project's name typed again, against a slip. */
export const deleteProjectBody = z.object({
  confirmName: z.string({ error: "Digite o nome do projeto para confirmar a exclusão." }),
});
