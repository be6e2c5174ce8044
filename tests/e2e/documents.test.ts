import type { Page } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import { useBrowser, newUserInProject } from "./fixtures.ts";

const { newPage } = useBrowser();

async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, type: string) {
  await page.getByTestId("attach-input").setInputFiles(file);
  const dialog = page.getByRole("dialog", { name: "Classificar Documento" });
  await dialog.getByText(file.name).waitFor();
  await expect(dialog.getByRole("radio", { name: "Outro" })).toHaveAttribute("aria-checked", "true");
  await dialog.getByRole("radio", { name: type }).click();
  await dialog.getByPlaceholder("Adicione detalhes sobre este documento...").fill("Enviado pelo teste");
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await page.getByText("✅ Arquivo enviado com sucesso").last().waitFor();
}

const canvas = (page: Page) => page.getByRole("complementary", { name: "Canvas" });

describe("documents in the Canvas", () => {
  it("attach a Markdown file, classify it, read it, edit and save it, and see the saved text after a reload", async () => {
    const page = await newUserInProject(newPage, "Editora de Documentos", "Projeto com Documentos");

    await attach(
      page,
      {
        name: "plano.md",
        mimeType: "text/markdown",
        buffer: Buffer.from("# Plano de Ação\n\nPrimeira versão do **plano**.\n"),
      },
      "Proposta",
    );
    // The spec's description while the document is processed; once its badge says Pronto, the toast says so too
    // (tests/e2e/upload-feedback.test.ts sees the first on screen, then the second).
    await expect(
      page.locator("[data-sonner-toast]", { hasText: "✅ Arquivo enviado com sucesso" }).last(),
    ).toContainText(/O documento está sendo processado em segundo plano|O documento já está pronto para consulta/);
    // The new document is selected in the Canvas, rendered as Markdown, with its Portuguese type.
    await canvas(page).getByTestId("canvas-document-name").filter({ hasText: "plano.md" }).waitFor();
    await expect(canvas(page).getByText("Proposta", { exact: true })).toBeVisible();
    await canvas(page).getByRole("heading", { name: "Plano de Ação" }).waitFor();
    await expect(canvas(page).locator("strong", { hasText: "plano" })).toHaveCount(1);
    await expect(canvas(page).getByTestId("document-status")).toHaveText("Pronto", { timeout: 20_000 });

    await canvas(page).getByRole("button", { name: "Editar" }).click();
    const editor = canvas(page).getByLabel("Conteúdo do documento");
    await editor.fill("# Plano de Ação\n\nSegunda versão, salva pelo teste.\n");
    await canvas(page).getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Documento salvo").waitFor();
    await canvas(page).getByText("Segunda versão, salva pelo teste.").waitFor();
    // Back in view mode once the save settled.
    await canvas(page).getByRole("button", { name: "Editar" }).waitFor();

    // A reload reopens the document from the address; without it in the address, the picker opens it (with the spec's toast).
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await canvas(page).getByText("Segunda versão, salva pelo teste.").waitFor();
    const address = new URL(page.url());
    address.searchParams.delete("document");
    await page.goto(address.toString());
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await canvas(page).getByRole("combobox", { name: "Documento do projeto" }).click();
    await page.getByRole("option", { name: /plano\.md/ }).click();
    await canvas(page).getByText("Segunda versão, salva pelo teste.").waitFor();
    await page.getByText("Documento carregado").last().waitFor();
    await page.context().close();
  });

  it("attach a PDF and see it in the 600 px frame through a signed link, its text in a text layer", async () => {
    const page = await newUserInProject(newPage, "Leitora de PDF", "Projeto com PDF");
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([595, 842]).drawText("Contrato de concessão", { x: 50, y: 780, size: 14, font });
    await attach(
      page,
      { name: "contrato.pdf", mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) },
      "Contrato",
    );

    const frame = canvas(page).getByRole("region", { name: "contrato.pdf" });
    await frame.waitFor();
    await expect.poll(() => frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(600);
    // The page drawn by PDF.js, its text in the text layer.
    await expect(frame.locator("[data-pdf-page='1'] .textLayer")).toContainText("Contrato de concessão");
    const src = (await canvas(page).getByRole("link", { name: "Abrir o PDF em outra aba" }).getAttribute("href")) ?? "";
    expect(src).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.context().close();
  });

  it("a file that is not a document is refused with the upload error toast", async () => {
    const page = await newUserInProject(newPage, "Enviadora Descuidada", "Projeto Recusa");
    await page.getByTestId("attach-input").setInputFiles({
      name: "programa.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]),
    });
    await page
      .getByRole("dialog", { name: "Classificar Documento" })
      .getByRole("button", { name: "Confirmar" })
      .click();
    await page.getByText("Erro ao fazer upload").waitFor();
    await expect(page.getByText(/programa executável/)).toBeVisible();
    // The input was reset: the same file can be chosen again.
    await expect(page.getByTestId("attach-input")).toHaveValue("");
    await page.context().close();
  });
});
