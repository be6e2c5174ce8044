import { describe, expect, it } from "vitest";
import { type Chunk, type ChunkOptions, chunkSections, markdownSections } from "#workers/ingestion/chunk-document.ts";
import { extractSections, textWindowSections } from "#workers/ingestion/extract-text.ts";
import { type TextFormat, type WindowCut, windowCut } from "#workers/ingestion/text-windows.ts";
import architecture from "#docs/architecture.md?raw";
import deploy from "#docs/deploy.md?raw";
import performanceDoc from "#docs/performance.md?raw";
import readme from "#readme?raw";

/**
 * Markdown and text extracted a window of the file at a time, as ingestion
 * does (workers/ingestion/ingest-phases.ts): each window is read
 * from the stored byte offset, at most `size` bytes, and parsed on its own
 * under the heading path the previous one ended with.
 */
interface Windowed {
  chunks: Chunk[];
  /** Each window's text, in order: together, the file. */
  texts: string[];
  /** How each window but the last was cut. */
  cuts: WindowCut[];
  /** The heading path each window started under. */
  paths: string[][];
}

function windowed(format: TextFormat, source: string, size: number, chunkOptions: ChunkOptions = {}): Windowed {
  const bytes = new TextEncoder().encode(source);
  const result: Windowed = { chunks: [], texts: [], cuts: [], paths: [] };
  let offset = 0;
  let path: string[] = [];
  for (;;) {
    const window = textWindowSections(format, bytes.subarray(offset, offset + size), offset, bytes.length, path);
    result.paths.push(path);
    result.chunks.push(...chunkSections(window.sections, chunkOptions));
    result.texts.push(new TextDecoder().decode(bytes.subarray(offset, window.end)));
    expect(window.end).toBeGreaterThan(offset);
    if (window.last) return result;
    if (window.cut) result.cuts.push(window.cut);
    offset = window.end;
    path = window.path;
  }
}

async function whole(format: TextFormat, source: string): Promise<Chunk[]> {
  return chunkSections(await extractSections(format, new TextEncoder().encode(source)));
}

/** One part of the constructed document: fences and an HTML comment with `#` lines that are not headings, setext headings, skipped levels. */
function tricky(part: number): string {
  return [
    `Parte ${part}: manual de operação`,
    "==============================",
    "",
    `Introdução da parte ${part}. A estação de tratamento ${part} opera em dois turnos e registra a vazão a cada hora.`,
    "",
    `## Instalação ${part}`,
    "",
    "Os comandos abaixo preparam o ambiente; as linhas com # são comentários do shell.",
    "",
    "```bash",
    "# instala as dependências",
    "",
    `# não é título: passo ${part}.1`,
    "npm install",
    "```js (com informação: não fecha)",
    "",
    "## também não é título",
    "npm run build",
    "````",
    "",
    `#### Verificação ${part}`,
    "",
    `A verificação da parte ${part} confere a pressão na saída da bomba e o nível do reservatório. Depois compara com o turno anterior.`,
    "",
    `##### Detalhe ${part}`,
    "",
    `O detalhe ${part} anota a hora de cada leitura.`,
    "",
    "~~~",
    "# dentro de ~~~",
    "",
    "```",
    "# ``` não fecha um bloco aberto com ~~~",
    "",
    "# e este # continua dentro",
    "~~~",
    "",
    `Resultados ${part}`,
    "-----------",
    "",
    `Os resultados da parte ${part} ficam no painel. O indicador de perdas caiu ${part}% no trimestre.`,
    "",
    "<!--",
    "",
    `# seção comentada ${part}`,
    "",
    "-->",
    "",
    `### Observações ${part}`,
    "",
    `Sob o nível 2 "Resultados ${part}", pulando nenhum nível. Texto de observação ${part} com mais uma frase.`,
    "",
    `# Anexo ${part}`,
    "",
    `###### Nota de rodapé ${part}`,
    "",
    `Nota ${part}: valores em metros cúbicos por hora.`,
    "",
    `## Apêndice ${part}`,
    "",
    `O apêndice ${part} lista as estações visitadas e as datas das visitas.`,
    "",
  ].join("\n");
}

const TRICKY = Array.from({ length: 6 }, (_, i) => tricky(i + 1)).join("\n");

/**
 * The repository's own docs, section by section (each with its heading), in a bounded sample: the docs grow every
 * round (performance.md a section, the code map's table a row), and the windows and time of this test must not grow
 * with them (both had: the code map's one section set the smallest window past 57 KB, and the run past its timeout on
 * a loaded machine). Sections longer than a window's floor and those past the budget are left out.
 */
const SECTION_CHARS = 12_000;
const SAMPLE_CHARS = 200_000;
function docsSample(): string {
  const kept: string[] = [];
  let length = 0;
  for (const doc of [architecture, deploy, performanceDoc, readme])
    for (const section of markdownSections(doc)) {
      if (section.text.length > SECTION_CHARS || length + section.text.length > SAMPLE_CHARS) continue;
      kept.push(section.text);
      length += section.text.length + 2;
    }
  return kept.join("\n\n");
}

describe("Markdown in windows cut at headings", () => {
  it("gives exactly the whole file's chunks for the repository's own documents (real Markdown: tables, lists, fences, nested levels)", async () => {
    const source = docsSample();
    const expected = await whole("markdown", source);
    let cutAtHeadings = 0;
    let mostWindows = 0;
    // Sizes from just past the docs' longest section up, so the docs can grow without the test losing its subject.
    const longest = Math.max(
      ...markdownSections(source).map((section) => new TextEncoder().encode(section.text).length),
    );
    const smallest = Math.max(9_000, Math.ceil(longest / 1_000) * 1_000 + 1_000);
    for (let size = smallest; size <= smallest + 15_000; size += 1_000) {
      const result = windowed("markdown", source, size);
      expect(result.texts.join("")).toBe(source);
      // A section longer than the window (a long table) falls back to another cut: the next test's property holds then.
      if (!result.cuts.every((cut) => cut === "heading")) continue;
      cutAtHeadings++;
      mostWindows = Math.max(mostWindows, result.texts.length);
      expect(result.chunks, `windows of ${size} bytes`).toEqual(expected);
    }
    // Most sizes cut only at headings, and into many windows: the equality above is not vacuous.
    expect(cutAtHeadings).toBeGreaterThanOrEqual(5);
    expect(mostWindows).toBeGreaterThanOrEqual(8);
  });

  it("skips # lines in fences and HTML comments, carries setext and skipped-level paths across windows", async () => {
    const expected = await whole("markdown", TRICKY);
    // The document's own structure, as the whole parse reads it: the # lines in fences and the comment are not sections.
    expect(new Set(expected.map((chunk) => chunk.location))).toEqual(
      new Set(
        Array.from({ length: 6 }, (_, i) => [
          `Parte ${i + 1}: manual de operação`,
          `Parte ${i + 1}: manual de operação > Instalação ${i + 1}`,
          `Parte ${i + 1}: manual de operação > Instalação ${i + 1} > Verificação ${i + 1}`,
          `Parte ${i + 1}: manual de operação > Instalação ${i + 1} > Verificação ${i + 1} > Detalhe ${i + 1}`,
          `Parte ${i + 1}: manual de operação > Resultados ${i + 1}`,
          `Parte ${i + 1}: manual de operação > Resultados ${i + 1} > Observações ${i + 1}`,
          `Anexo ${i + 1}`,
          `Anexo ${i + 1} > Nota de rodapé ${i + 1}`,
          `Anexo ${i + 1} > Apêndice ${i + 1}`,
        ]).flat(),
      ),
    );
    const carried = new Set<string>();
    // Every section is shorter than the smallest window: every cut is at a heading.
    for (let size = 500; size <= 2_000; size += 50) {
      const result = windowed("markdown", TRICKY, size);
      expect(result.texts.join("")).toBe(TRICKY);
      expect(new Set(result.cuts)).toEqual(new Set(["heading"]));
      expect(result.texts.length).toBeGreaterThan(TRICKY.length / size);
      expect(result.chunks, `windows of ${size} bytes`).toEqual(expected);
      for (const path of result.paths) carried.add(path.join(" > "));
    }
    // Windows started under a setext level-1 heading, under a setext level-2 one, under a level-4 one with level 3
    // skipped, and under a level-6 one with levels 2 to 5 skipped.
    expect(carried).toContain("Parte 3: manual de operação");
    expect(carried).toContain("Parte 3: manual de operação > Resultados 3");
    expect(carried).toContain("Parte 3: manual de operação > Instalação 3 >  > Verificação 3");
    expect(carried).toContain("Anexo 3 >  >  >  >  > Nota de rodapé 3");
  });

  it("never ends a window before a # line inside a fence or an HTML comment", () => {
    // The window's last # line after a blank line is inside the fence: the cut is at the heading before it.
    const source = "# Um\n\nTexto um.\n\n## Dois\n\n```\nx\n\n# comentário\n\ny\n```\n\nFim do texto dois.\n";
    const size = source.indexOf("y\n```");
    const result = windowed("markdown", source, size);
    expect(result.cuts[0]).toBe("heading");
    expect(result.texts[1]?.startsWith("## Dois")).toBe(true);
    const comment = "# Um\n\nTexto.\n\n## Dois\n\n<!--\n\n# comentado\n\n-->\n\nFim.\n";
    expect(windowed("markdown", comment, comment.indexOf("-->")).texts[1]?.startsWith("## Dois")).toBe(true);
  });
});

/** The heading lines a window must not end with: ATX, or a setext underline. */
const HEADING_LINE = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|=+[ \t]*$|-+[ \t]*$)/;

/** A chunk that is a heading and nothing else. */
function bareHeading(content: string): boolean {
  const lines = content.split("\n").filter((line) => line.trim() !== "");
  return (
    (lines.length === 1 && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(lines[0] ?? "")) ||
    (lines.length === 2 && /^ {0,3}(?:=+|-+)[ \t]*$/.test(lines[1] ?? ""))
  );
}

const squeeze = (text: string) => text.replace(/\s+/g, "");

describe("windows that cannot be cut at a heading", () => {
  // Long sections, a heading followed by several blank lines, setext headings, a paragraph of many lines, one very long line.
  const paragraphs = (n: number, word: string) =>
    Array.from(
      { length: n },
      (_, i) => `Parágrafo ${i + 1} sobre ${word}: a equipe registrou a leitura do hidrômetro e conferiu o consumo.`,
    ).join("\n\n");
  const lines = Array.from({ length: 40 }, (_, i) => `linha ${i + 1} de um parágrafo sem linha em branco,`).join("\n");
  const source = [
    "# Relatório",
    "",
    paragraphs(12, "perdas"),
    "",
    "## Seção com títulos seguidos de linhas em branco",
    "",
    "",
    "",
    paragraphs(8, "consumo"),
    "",
    "Subtítulo setext",
    "----------------",
    "",
    "",
    paragraphs(6, "pressão"),
    "",
    "### Parágrafo longo",
    lines,
    "",
    "### Linha longa",
    "",
    "x".repeat(900),
    "",
    "Fim.",
    "",
  ].join("\n");

  it("falls back to a blank line, a line end or the size: no text lost, no window ending in a heading, no bare heading chunk", () => {
    const seen = new Set<WindowCut>();
    for (let size = 200; size <= 1_200; size += 50) {
      const result = windowed("markdown", source, size, { overlapChars: 0 });
      // The windows are the file, in order; their chunks (without overlap) hold every character of it.
      expect(result.texts.join("")).toBe(source);
      expect(squeeze(result.chunks.map((chunk) => chunk.content).join(""))).toBe(squeeze(source));
      for (const text of result.texts.slice(0, -1)) {
        const lastLine = text.trimEnd().split("\n").at(-1) ?? "";
        expect(HEADING_LINE.test(lastLine), `window of ${size} bytes ending ${JSON.stringify(text.slice(-80))}`).toBe(
          false,
        );
      }
      expect(result.chunks.filter((chunk) => bareHeading(chunk.content))).toEqual([]);
      // A section split by a fallback cut keeps its heading path in the next window.
      expect(
        result.chunks
          .filter((chunk) => chunk.content.includes("sobre consumo"))
          .every((chunk) => chunk.location === "Relatório > Seção com títulos seguidos de linhas em branco"),
      ).toBe(true);
      for (const cut of result.cuts) seen.add(cut);
    }
    expect([...seen].sort()).toEqual(["blank", "heading", "line", "size"]);
  });

  it("never cuts between a line and the setext underline that makes it a heading", () => {
    // No heading to cut before and no blank line that does not follow a heading: a line end, but not the one above `===`.
    for (const text of [
      "# T\n\ntexto\nTítulo\n======\n\nmais",
      "# T\n\ntexto\nTítulo\n==",
      "# T\n\ntexto\nTítulo\n---\n",
    ]) {
      expect(windowCut(text, "markdown"), JSON.stringify(text)).toEqual({ at: text.indexOf("Título"), cut: "line" });
    }
  });

  it("plain text in windows cut at blank lines keeps every paragraph whole", async () => {
    const text = paragraphs(60, "o texto corrido");
    const result = windowed("text", text, 700);
    expect(result.texts.length).toBeGreaterThan(5);
    expect(new Set(result.cuts)).toEqual(new Set(["blank"]));
    expect(result.texts.join("")).toBe(text);
    for (const paragraph of text.split("\n\n"))
      expect(
        result.chunks.some((chunk) => chunk.content.includes(paragraph)),
        paragraph,
      ).toBe(true);
    const unpacked = windowed("text", text, 700, { overlapChars: 0 });
    expect(squeeze(unpacked.chunks.map((chunk) => chunk.content).join(""))).toBe(squeeze(text));
    // Each window is packed on its own: more chunks than the whole text's, none lost.
    expect(result.chunks.length).toBeGreaterThanOrEqual((await whole("text", text)).length);
  });

  it("reads multi-byte characters and a BOM across window edges, and refuses bytes that are not UTF-8", () => {
    const source = `\uFEFF# Título\n\n${"ação é ótima, 😀 café ".repeat(40)}\n\n## Fim\n\nçãõ.`;
    const bytes = new TextEncoder().encode(source);
    for (let size = 40; size <= 160; size += 7) {
      let offset = 0;
      let path: string[] = [];
      const texts: string[] = [];
      for (;;) {
        const window = textWindowSections(
          "markdown",
          bytes.subarray(offset, offset + size),
          offset,
          bytes.length,
          path,
        );
        texts.push(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(offset, window.end)));
        if (window.last) break;
        offset = window.end;
        path = window.path;
      }
      expect(texts.join("")).toBe(source);
    }
    const bad = new Uint8Array([...new TextEncoder().encode("# Título\n\ntexto\n\n"), 0xc3, 0x28, 0x0a]);
    expect(() => textWindowSections("markdown", bad, 0, bad.length, [])).toThrow(
      "O arquivo não está em UTF-8 e não pôde ser lido.",
    );
  });
});
