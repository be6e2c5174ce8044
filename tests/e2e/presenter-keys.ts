import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";
import { presenterKey as abertura } from "#app/initiatives/abertura/data.ts";
import { presenterKey as agentesEspecialistas } from "#app/initiatives/agentes-especialistas/data.ts";
import { presenterKey as gefar } from "#app/initiatives/gefar/data.ts";
import { presenterKey as suporteN1 } from "#app/initiatives/suporte-n1/data.ts";
import { presenterKey as ouvidoria } from "#isomorphic/initiatives/ouvidoria/data.ts";
import { presenterKey as biConversacional } from "#app/initiatives/bi-conversacional/data.ts";
import { presenterKey as auditoriaPpp } from "#app/initiatives/auditoria-ppp/data.ts";
import { presenterKey as gecli } from "#app/initiatives/gecli/data.ts";
import { presenterKey as gereg } from "#app/initiatives/gereg/data.ts";
import { presenterKey as qualidadeAgua } from "#app/initiatives/qualidade-agua/data.ts";
import { presenterKey as otimizacaoEnergetica } from "#app/initiatives/otimizacao-energetica/data.ts";
import { presenterKey as impacto } from "#app/initiatives/impacto/data.ts";

/** Each page's presenter key, as its data module names it. */
export const presenterKeys: Record<string, PresenterKey> = {
  abertura: abertura,
  "agentes-especialistas": agentesEspecialistas,
  gefar: gefar,
  "suporte-n1": suporteN1,
  ouvidoria: ouvidoria,
  "bi-conversacional": biConversacional,
  "auditoria-ppp": auditoriaPpp,
  gecli: gecli,
  gereg: gereg,
  "qualidade-agua": qualidadeAgua,
  "otimizacao-energetica": otimizacaoEnergetica,
  impacto: impacto,
};
