import { describe, expect, it } from "vitest";
import { chunkSections, markdownSections } from "#workers/ingestion/chunk-document.ts";
import { sanitizeFileName } from "#core/documents/file-name.ts";
import { sniffFormat } from "#core/documents/sniff-format.ts";
import { createOfflineEmbedder } from "#core/search/embedder.ts";
import { analyze } from "#core/search/text-analysis.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("sniffFormat decides from the bytes", () => {
  it("recognises PDF, Markdown and plain text whatever the name says", () => {
    expect(sniffFormat(bytes("%PDF-1.4\n…"))).toMatchObject({ ok: true, format: "pdf" });
    expect(sniffFormat(bytes("# Título\n\nTexto"))).toMatchObject({ ok: true, format: "markdown" });
    expect(sniffFormat(bytes("- item\n- [link](https://x.y)"))).toMatchObject({ ok: true, format: "markdown" });
    expect(sniffFormat(bytes("Só um parágrafo de texto, com acentuação."))).toMatchObject({ ok: true, format: "text" });
  });

  it("refuses executables, archives, images, HTML, binary noise, bad UTF-8 and empty files", () => {
    for (const sample of [
      new Uint8Array([0x4d, 0x5a, 0, 0]),
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]),
      bytes("<html><body>oi</body></html>"),
      bytes("texto\u0000com nulo"),
      new Uint8Array([0xc3, 0x28]),
      new Uint8Array([]),
      bytes("   \n "),
    ]) {
      expect(sniffFormat(sample).ok).toBe(false);
    }
  });
});

describe("sanitizeFileName", () => {
  it("keeps only the last path segment, drops control and bidi characters, fixes the extension", () => {
    expect(sanitizeFileName("../../etc/passwd", "text")).toBe("passwd.txt");
    expect(sanitizeFileName("C:\\Users\\ana\\Relatório final.PDF", "pdf")).toBe("Relatório final.pdf");
    expect(sanitizeFileName("fatura\u202Efdp.md", "markdown")).toBe("faturafdp.md");
    expect(sanitizeFileName("\u0000\u0007", "text")).toBe("documento.txt");
    expect(sanitizeFileName("x".repeat(500), "pdf").length).toBe(200);
  });
});

describe("chunking by structure", () => {
  it("keeps the heading path and overlaps chunks inside a section", () => {
    const long = Array.from(
      { length: 12 },
      (_, i) => `Parágrafo ${i} com uma frase completa sobre o assunto ${i}. Outra frase termina aqui.`,
    ).join("\n\n");
    const chunks = chunkSections(markdownSections(`# Manual\n\nIntro.\n\n## Prazos\n\n${long}`), {
      maxChars: 400,
      overlapChars: 80,
    });
    expect(chunks[0]?.location).toBe("Manual");
    const prazos = chunks.filter((chunk) => chunk.location === "Manual > Prazos");
    expect(prazos.length).toBeGreaterThan(2);
    expect(prazos.every((chunk) => chunk.content.length <= 400)).toBe(true);
    // The next chunk starts with the previous one's last whole sentences that fit in the 80-character overlap.
    const carried = prazos[1]?.content.split("\n\n")[0] ?? "";
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.length).toBeLessThanOrEqual(80);
    expect(carried).toMatch(/^\p{Lu}/u);
    expect(prazos[0]?.content.endsWith(carried)).toBe(true);
  });

  it("reads setext headings, and a fence closes only with its own marker", () => {
    const sections = markdownSections(
      "Manual\n======\n\nIntro.\n\nPrazos\n------\n\n~~~\n```\n# ainda código\n~~~\n\n15 dias.",
    );
    expect(sections.map((section) => section.location)).toEqual(["Manual", "Manual > Prazos"]);
    expect(sections[1]?.text).toContain("# ainda código");
  });

  it("keeps a fenced block whole even with blank lines inside, and a heading with the text under it", () => {
    const code = "```\nlinha 1\n\n\nlinha 2\n```";
    const chunks = chunkSections(markdownSections(`# Guia\n\n${code}\n\n## Fim\n\nTexto final.`));
    expect(chunks.map((chunk) => chunk.content)).toEqual([`# Guia\n\n${code}`, "## Fim\n\nTexto final."]);
  });

  it("never treats a # inside a code fence as a heading", () => {
    const sections = markdownSections("# A\n\n```\n# não é título\n```\n\n## B\n\ntexto");
    expect(sections.map((section) => section.location)).toEqual(["A", "A > B"]);
  });
});

describe("Portuguese analysis and the offline embedder", () => {
  it("folds accents and stems, so plain and accented spellings meet", () => {
    expect(analyze("Notificações")).toEqual(analyze("notificacoes"));
    expect(analyze("educação")).toEqual(analyze("educacao"));
    expect(analyze("o prazo de resposta é de quinze dias")).toEqual(["praz", "respost", "quinz", "dias"]);
  });

  it("gives unit vectors whose cosine ranks a paraphrase above an unrelated text", async () => {
    const embedder = createOfflineEmbedder();
    const [query, related, unrelated] = await embedder.embed([
      "qual o prazo para responder notificações da agência?",
      "O prazo para responder a uma notificação da agência reguladora é de 15 dias.",
      "A central de atendimento funciona das 8h às 20h.",
    ]);
    const dot = (a?: Float32Array, b?: Float32Array) =>
      a && b ? a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0) : 0;
    expect(query?.length).toBe(embedder.dimensions);
    expect(dot(query, query)).toBeCloseTo(1, 5);
    expect(dot(query, related)).toBeGreaterThan(dot(query, unrelated) + 0.2);
  });
});
