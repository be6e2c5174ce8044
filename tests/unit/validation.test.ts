import { describe, expect, it } from "vitest";
import { createProjectSchema } from "#isomorphic/schemas/projects.ts";
import { renameConversationSchema } from "#isomorphic/schemas/conversations.ts";
import { signUpSchema } from "#isomorphic/schemas/auth.ts";
import { hasVisibleText, INVISIBLE_ONLY, stripBidiControls } from "#isomorphic/schemas/validation.ts";

describe("display names and titles", () => {
  it("refuses names made only of invisible characters", () => {
    for (const name of ["\u200B\u200B", "\u200D", "\u2060\uFEFF", "\u3164", "\u00A0 \u2800", "\u202E\u200B"]) {
      const parsed = createProjectSchema.safeParse({ name });
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(new RegExp(`${INVISIBLE_ONLY}|Informe o nome do projeto`));
    }
  });

  it("strips bidi overrides and isolates but keeps the visible text", () => {
    const parsed = createProjectSchema.parse({ name: "Relatório \u202Efdp.exe\u202C", description: "\u2066x\u2069" });
    expect(parsed.name).toBe("Relatório fdp.exe");
    expect(parsed.description).toBe("x");
    expect(stripBidiControls("a\u200Fb\u061Cc")).toBe("abc");
  });

  it("keeps real names, including accents, emoji and non-Latin scripts", () => {
    for (const name of ["Gestão Águas", "👩🏽‍💻 Time", "مشروع", "项目"]) expect(hasVisibleText(name)).toBe(true);
    expect(
      signUpSchema.parse({ email: "a@exemplo.com", password: "senha-segura-1", fullName: " Ana \u202E" }).fullName,
    ).toBe("Ana");
  });

  it("rename: empty means 'do nothing', invisible-only is refused", () => {
    const id = crypto.randomUUID();
    expect(renameConversationSchema.parse({ conversationId: id, title: "   " }).title).toBe("");
    expect(renameConversationSchema.safeParse({ conversationId: id, title: "\u200B" }).success).toBe(false);
  });
});
