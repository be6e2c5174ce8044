import {
  BrainCircuit,
  CheckCircle2,
  Circle,
  FileText,
  Loader2,
  MessageSquare,
  Paperclip,
  type LucideIcon,
  User,
  Zap,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from "#app/components/ui/dialog.tsx";
import { Badge } from "#app/initiatives/shared/badge.tsx";
import { ProgressBar } from "#app/initiatives/shared/stat-card.tsx";
import { formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import { useInterval } from "#app/lib/use-interval.ts";
import { cn } from "#app/lib/utils.ts";
import {
  caseProgress,
  channelLabels,
  confidenceFromSteps,
  finalClassification,
  splitCaseSteps,
  stepDisplayStatus,
  type StepDisplayStatus,
} from "#isomorphic/initiatives/ouvidoria/data.ts";
import type { CriticalCase } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { BulletList } from "#app/initiatives/shared/bullet-list.tsx";
import { usePresenter } from "#app/initiatives/presenter/presenter-provider.tsx";
import { maskAddress, maskEmail, maskQuoted } from "#isomorphic/text/personal-data.ts";

/**
 * "Ver Detalhes com IA": the case's data and conversation, and the simulated
 * AI processing. The body is mounted only while the dialog is open, so the
 * progress starts at 0 on every opening and its timer stops on close.
 */
export function CaseDialog({
  caseData,
  onOpenChange,
}: {
  caseData: CriticalCase | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={caseData !== null} onOpenChange={onOpenChange}>
      {caseData ? (
        <DialogContent className="max-h-[90vh] overflow-y-auto" style={{ maxWidth: "56rem" }}>
          <DialogHeader
            title={`Caso crítico ${caseData.protocol}`}
            description={`${channelLabels[caseData.channel]} · ${caseData.region} · aberto ${caseData.complaintData.dateOpened.toLowerCase()}`}
          />
          <CaseDetails caseData={caseData} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Fechar</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Field({ label, value, address = false }: { label: string; value: string; address?: boolean }) {
  return (
    <div className={cn("min-w-0", address && "sm:col-span-2")}>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      {/* An e-mail address is one word: it gets the full row and scrolls if it must, never splits. */}
      <dd className={cn("text-sm text-ink", address ? "overflow-x-auto whitespace-nowrap" : "break-words")}>{value}</dd>
    </div>
  );
}

const SPEAKERS = { cliente: "Cliente", atendente: "Atendente", sistema: "Sistema" } as const;

const STEP_LABEL: Record<StepDisplayStatus, string> = {
  completed: "Concluído",
  processing: "Em processamento",
  pending: "Aguardando",
};

const STEP_TONE: Record<StepDisplayStatus, string> = {
  completed: "text-success",
  processing: "text-info",
  pending: "text-muted",
};

function CaseDetails({ caseData }: { caseData: CriticalCase }) {
  const [progress, setProgress] = useState(0);
  useInterval(
    () => setProgress((value) => Math.min(caseProgress.max, value + caseProgress.step)),
    progress < caseProgress.max ? caseProgress.intervalMs : null,
  );
  const done = progress >= caseProgress.max;
  const confidence = confidenceFromSteps(caseData.aiSteps);
  const { analysis, triggered } = splitCaseSteps(caseData.aiSteps);
  const { customerData: customer, complaintData: complaint } = caseData;
  // On a projector the customer's e-mail and street are masked, in the fields and where the call quotes them.
  const { active: onStage } = usePresenter();
  const quoted = (text: string) => (onStage ? maskQuoted(text, customer) : text);

  return (
    <div className="space-y-5">
      <CaseSection
        icon={BrainCircuit}
        title="Processamento da IA"
        className="min-w-0 rounded-lg border border-line p-3 sm:p-4"
      >
        <div className="mt-3 flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <ProgressBar value={progress} label="Progresso da análise da IA" />
          </div>
          <span className="w-12 shrink-0 text-right text-sm font-semibold text-ink">{formatPercent(progress)}</span>
        </div>
        <ol className="mt-4 space-y-2">
          {analysis.map((step) => {
            const status = stepDisplayStatus(step.step, progress);
            return (
              <li key={step.step} className="flex items-start gap-3 text-sm">
                {status === "completed" ? (
                  <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-success" />
                ) : status === "processing" ? (
                  <Loader2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-info" />
                ) : (
                  <Circle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
                )}
                <span className="min-w-0 flex-1 break-words">
                  <span className={status === "completed" ? "text-ink" : "text-muted"}>
                    <span className="font-semibold">{step.step}.</span> {step.action}
                  </span>
                  <span className={cn("block text-xs font-medium sm:hidden", STEP_TONE[status])}>
                    {STEP_LABEL[status]}
                  </span>
                </span>
                <span className={cn("hidden shrink-0 text-xs font-medium sm:inline", STEP_TONE[status])}>
                  {STEP_LABEL[status]}
                </span>
              </li>
            );
          })}
        </ol>

        {done ? (
          <div className="mt-4 rounded-lg border border-danger/30 bg-danger-soft p-4" role="status">
            <h4 className="text-sm font-semibold text-danger">Classificação final</h4>
            <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <div>
                <dt className="text-xs font-medium text-muted">Sentimento</dt>
                <dd className="text-lg font-bold text-danger">{finalClassification.sentiment}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-muted">Confiança</dt>
                <dd className="text-lg font-bold text-ink">{confidence !== null ? formatPercent(confidence) : "—"}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-muted">Urgência</dt>
                <dd className="text-lg font-bold text-ink">{caseData.urgency.toUpperCase()}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-muted">Ação</dt>
                <dd>
                  <Badge tone="danger" className="text-sm">
                    {finalClassification.action}
                  </Badge>
                </dd>
              </div>
            </dl>
            <h4 className="mt-4 text-sm font-semibold text-ink">Ações disparadas pela classificação</h4>
            <ol className="mt-2 space-y-2">
              {triggered.map((step) => (
                <li key={step.step} className="flex items-start gap-3 text-sm">
                  <Zap aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
                  <span className="min-w-0 flex-1 break-words text-ink">
                    <span className="font-semibold">{step.step}.</span> {step.action}
                  </span>
                  <Badge tone="info" className="shrink-0">
                    Acionada
                  </Badge>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CaseSection>
      <div className="grid gap-4 md:grid-cols-2">
        <FieldsSection icon={User} title="Dados do cliente">
          <Field label="Nome" value={customer.name} />
          <Field label="CPF" value={customer.cpf} />
          <Field label="Matrícula" value={customer.matricula} />
          <Field label="Telefone" value={customer.phone} />
          <Field label="E-mail" value={onStage ? maskEmail(customer.email) : customer.email} address />
          <Field label="Endereço" value={onStage ? maskAddress(customer.address) : customer.address} />
        </FieldsSection>
        <FieldsSection icon={FileText} title="Dados da reclamação">
          <Field label="Tipo" value={complaint.type} />
          <Field label="Categoria" value={complaint.category} />
          <Field label="Subcategoria" value={complaint.subcategory} />
          <Field label="Prioridade" value={complaint.priority} />
          <Field label="Abertura" value={complaint.dateOpened} />
          <Field label="Prazo" value={complaint.deadline} />
          <Field label="Pessoas afetadas" value={formatNumber(complaint.affectedPeople)} />
          <Field label="Sentimento detectado" value={caseData.sentiment} />
        </FieldsSection>
      </div>

      <CaseSection icon={MessageSquare} title="Conversa completa">
        <ol className="mt-3 space-y-2">
          {caseData.fullConversation.map((line) => (
            <li
              key={`${line.time} ${line.speaker} ${line.text}`}
              className={cn(
                "rounded-lg border border-line p-3 text-sm",
                line.speaker === "cliente" && "bg-danger-soft",
                line.speaker === "atendente" && "bg-white",
                line.speaker === "sistema" && "bg-info-soft",
              )}
            >
              <p className="flex flex-wrap items-center justify-between gap-2 text-xs font-semibold text-muted">
                <span>{SPEAKERS[line.speaker]}</span>
                <span>{line.time}</span>
              </p>
              <p className="mt-1 break-words text-ink">{quoted(line.text)}</p>
            </li>
          ))}
        </ol>
      </CaseSection>

      <CaseSection icon={Paperclip} title="Evidências">
        <BulletList className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink" items={caseData.evidences} />
      </CaseSection>
    </div>
  );
}

/** A boxed part of the case that lists its fields, two to a row: the customer's, the complaint's. */
function FieldsSection({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <CaseSection icon={icon} title={title} className="min-w-0 rounded-lg border border-line bg-surface p-3 sm:p-4">
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">{children}</dl>
    </CaseSection>
  );
}

/** A part of the case: its icon and heading, then what it holds. */
function CaseSection({
  icon: Icon,
  title,
  className = "min-w-0",
  children,
}: {
  icon: LucideIcon;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <Icon aria-hidden className="h-4 w-4" /> {title}
      </h3>
      {children}
    </section>
  );
}
