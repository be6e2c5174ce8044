import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A paragraph opened by a bold title ("**Passo 2 — fechamento do registro.** Gire…") says in its sentences what the
 * title only names: a reply that quotes the title quotes the first of them with it. The guide is written for this test.
 */
const GUIDE = `# Guia do leiturista — ligações com caixa de proteção

## Procedimentos

**Passo 1 — abertura da caixa.** Use a chave triangular e nunca force a tampa com ferramentas de corte.

**Passo 2 — teste de vazamento interno.** Feche todas as torneiras do imóvel e observe o ponteiro de vazão por dois minutos completos; se ele girar, anote o código 17 na ordem de serviço.

**Passo 3 — fechamento.** Recoloque o lacre numerado e fotografe a caixa fechada.
`;
const passages = passagesOf(GUIDE, "guia-leiturista.md");

describe("a paragraph's bold title", () => {
  it("comes with the sentence that says what it names", () => {
    const [reply = ""] = offlineConversation(passages, "Bom dia! Como se faz o teste de vazamento interno?");
    expect(reply).toContain("por dois minutos completos");
  });
});
