import type { PresenterKey } from "../../app/initiatives/presenter/presenter-key";
import { presenterKey as abertura } from "../../app/initiatives/abertura/data";
import { presenterKey as agentesEspecialistas } from "../../app/initiatives/agentes-especialistas/data";
import { presenterKey as gefar } from "../../app/initiatives/gefar/data";
import { presenterKey as suporteN1 } from "../../app/initiatives/suporte-n1/data";
import { presenterKey as ouvidoria } from "../../app/initiatives/ouvidoria/data";
import { presenterKey as biConversacional } from "../../app/initiatives/bi-conversacional/data";
import { presenterKey as auditoriaPpp } from "../../app/initiatives/auditoria-ppp/data";
import { presenterKey as gecli } from "../../app/initiatives/gecli/data";
import { presenterKey as gereg } from "../../app/initiatives/gereg/data";
import { presenterKey as qualidadeAgua } from "../../app/initiatives/qualidade-agua/data";
import { presenterKey as otimizacaoEnergetica } from "../../app/initiatives/otimizacao-energetica/data";
import { presenterKey as impacto } from "../../app/initiatives/impacto/data";

/** Each page's presenter key, as its data module names it. */
export const presenterKeys: Record<string, PresenterKey> = {
  "abertura": abertura,
  "agentes-especialistas": agentesEspecialistas,
  "gefar": gefar,
  "suporte-n1": suporteN1,
  "ouvidoria": ouvidoria,
  "bi-conversacional": biConversacional,
  "auditoria-ppp": auditoriaPpp,
  "gecli": gecli,
  "gereg": gereg,
  "qualidade-agua": qualidadeAgua,
  "otimizacao-energetica": otimizacaoEnergetica,
  "impacto": impacto,
};
