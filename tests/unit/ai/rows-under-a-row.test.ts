import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A table that is a tree: each unit names, by its code, the unit it sits under. Written for this test. */
const CHART = `# Estrutura da Diretoria Financeira — 2027

| Unidade | Código | Vinculada a | Titular | Lotação hoje | Lotação prevista |
|---|---|---|---|---:|---:|
| Diretoria Financeira | DFI | Presidência | Laura Menezes Franco, diretora | 4 | 4 |
| Departamento de Contabilidade | DCO | DFI | Paulo Sena Arruda, chefe de departamento | 3 | 3 |
| Divisão de Contas a Pagar | DCP | DCO | Irene Lobo Macedo, chefe de divisão | 14 | 17 |
| Divisão de Patrimônio | DPA | DCO | Caio Reis Fontana, chefe de divisão | 9 | 9 |
| Departamento de Tesouraria | DTE | DFI | Vânia Castro Leme, chefe de departamento | 2 | 3 |
| Divisão de Cobrança | DCB | DTE | Rui Barros Tenório, chefe de divisão | 21 | 25 |
| Assessoria de Riscos | ARI | DFI | Téo Lins Barreto, assessor | 5 | 6 |

A Divisão de Cobrança (núcleos de cobrança amigável e de cobrança judicial) recebe as quatro vagas novas em 2027.
`;
const passages = passagesOf(CHART, "estrutura-financeira.md");

describe("a table whose rows sit under one another", () => {
  it("lists the rows right under the one named, of the kind asked", () => {
    const [reply = ""] = offlineConversation(passages, "Quais departamentos a Diretoria Financeira tem?");
    expect(reply).toContain("Departamento de Contabilidade");
    expect(reply).toContain("Departamento de Tesouraria");
    expect(reply).not.toContain("Assessoria de Riscos");
    expect(reply).not.toContain("Divisão de Cobrança");
  });

  it("counts what lies between two figures of a row, a word of posts ('lotação') asking no one's post", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quantas vagas abertas existem na Divisão de Cobrança entre a lotação hoje e a prevista?",
    );
    expect(reply).toContain("25 − 21 = 4");
  });

  it("finds nothing when the names of several people are asked and the best answer names no one", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Me diga os nomes das pessoas contratadas para as vagas novas da Divisão de Cobrança.",
    );
    expect(reply).toMatch(/^Não encontrei/);
  });

  it("adds a column up over the row its head is named by and every row under it, the column 'hoje' names", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quantas pessoas o Paulo Sena Arruda tem hoje, contando o próprio departamento e as divisões?",
    );
    // 3 + 14 + 9.
    expect(reply).toContain("26");
    expect(reply).not.toContain("29");
  });
});
