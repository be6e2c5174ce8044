import type { CSSProperties, ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";

/**
 * An e-mail's words as blocks, written once and rendered twice: plain text
 * and HTML (React escapes every name a user typed). Tables and inline styles,
 * because mail clients ignore stylesheets.
 */
export type EmailBlock =
  | { type: "p"; text: string }
  | { type: "code"; code: string }
  | { type: "button"; label: string; url: string }
  /** Labelled values someone else wrote, shown apart from the product's sentences (already quoted and defanged). */
  | { type: "facts"; items: { label: string; value: string }[] };

export interface EmailContent {
  productName: string;
  subject: string;
  greeting: string;
  blocks: EmailBlock[];
}

export function renderText({ productName, greeting, blocks }: EmailContent): string {
  const body = blocks.map((block) => {
    if (block.type === "p") return block.text;
    if (block.type === "code") return `    ${block.code}`;
    if (block.type === "facts") return block.items.map((item) => `${item.label}: ${item.value}`).join("\n");
    return `${block.label}: ${block.url}`;
  });
  return `${[greeting, ...body, `— Equipe ${productName}`, "Mensagem automática; não é preciso responder."].join("\n\n")}\n`;
}

const colors = { brand: "#1e3a8a", ink: "#0f172a", muted: "#64748b", line: "#e2e8f0", panel: "#f1f5f9" };
const font = "Inter, Segoe UI, Helvetica, Arial, sans-serif";

/**
 * The HTML document, with React DOM's streaming renderer read to its end: the renderer the pages use
 * (app/entry.server.tsx), so the web Worker bundles no other (docs/performance.md, the web Worker's size). With no
 * Suspense boundary the stream is the whole document, and React writes the `<!DOCTYPE html>` of one rendered from
 * `<html>`. Unlike renderToStaticMarkup it separates text nodes side by side with `<!-- -->`, so the document
 * never puts two together.
 */
export async function renderHtml(content: EmailContent): Promise<string> {
  const stream = await renderToReadableStream(<EmailDocument {...content} />);
  return new Response(stream).text();
}

function EmailDocument({ productName, subject, greeting, blocks }: EmailContent) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: colors.panel, fontFamily: font, color: colors.ink }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: colors.panel, padding: "24px 0" }}
        >
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, background: "#ffffff", border: `1px solid ${colors.line}`, borderRadius: 12 }}
                >
                  <tbody>
                    <CardBand
                      padding="20px 32px"
                      rule="borderBottom"
                      text={{ fontSize: 20, fontWeight: 700, color: colors.brand }}
                    >
                      {productName}
                    </CardBand>
                    <tr>
                      <td style={{ padding: "24px 32px", fontSize: 16, lineHeight: "24px" }}>
                        <p style={{ margin: "0 0 16px" }}>{greeting}</p>
                        {blocks.map((block, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to a static string; the list never changes.
                          <Block key={index} block={block} />
                        ))}
                      </td>
                    </tr>
                    <CardBand padding="16px 32px" rule="borderTop" text={{ fontSize: 13, color: colors.muted }}>
                      {/* One string: the streaming renderer marks text nodes side by side with <!-- --> (renderHtml). */}
                      {`Equipe ${productName} · Mensagem automática; não é preciso responder.`}
                    </CardBand>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The card's header or footer row: padded, ruled off from the body on one side, its text styled by `text`. */
function CardBand({
  padding,
  rule,
  text,
  children,
}: {
  padding: string;
  rule: "borderTop" | "borderBottom";
  text: CSSProperties;
  children: ReactNode;
}) {
  return (
    <tr>
      <td style={{ padding, [rule]: `1px solid ${colors.line}`, ...text }}>{children}</td>
    </tr>
  );
}

function Block({ block }: { block: EmailBlock }) {
  if (block.type === "p") return <p style={{ margin: "0 0 16px" }}>{block.text}</p>;
  if (block.type === "facts") {
    return (
      <table
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        style={{ margin: "0 0 16px", padding: "12px 16px", background: colors.panel, borderRadius: 8, width: "100%" }}
      >
        <tbody>
          {block.items.map((item) => (
            <tr key={item.label}>
              <td style={{ padding: "4px 12px 4px 0", color: colors.muted, fontSize: 14, whiteSpace: "nowrap" }}>
                {item.label}
              </td>
              <td style={{ padding: "4px 0", fontSize: 14, wordBreak: "break-word" }}>{item.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (block.type === "code") {
    return (
      <p
        style={{
          margin: "0 0 16px",
          padding: "12px 0",
          background: colors.panel,
          borderRadius: 8,
          textAlign: "center",
          fontSize: 28,
          fontWeight: 700,
          letterSpacing: 6,
          fontFamily: "ui-monospace, Menlo, Consolas, monospace",
        }}
      >
        {block.code}
      </p>
    );
  }
  return (
    <p style={{ margin: "0 0 16px" }}>
      <a
        href={block.url}
        style={{
          display: "inline-block",
          padding: "12px 20px",
          background: colors.brand,
          color: "#ffffff",
          borderRadius: 8,
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {block.label}
      </a>
      <br />
      <span style={{ fontSize: 13, color: colors.muted, wordBreak: "break-all" }}>{block.url}</span>
    </p>
  );
}
