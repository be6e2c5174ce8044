import { describe, expect, it } from "vitest";
import { defang, QUOTED_MAX_CHARACTERS, quotedUserText } from "#core/email/user-text.ts";

describe("words a user wrote, inside a message to someone else", () => {
  it.each([
    ["Acesse http://banco.example/login", "Acesse hxxp[:]//banco[.]example/login"],
    ["HTTPS://Banco.Example", "HxxPS[:]//Banco[.]Example"],
    ["www.golpe.com.br/cpf", "www[.]golpe[.]com[.]br/cpf"],
    ["fale com ana@empresa.com", "fale com ana@empresa[.]com"],
    ["Obras & Cia. Fase 2.1", "Obras & Cia. Fase 2[.]1"],
    ["Projeto Água", "Projeto Água"],
  ])("defangs %j so no mail client makes a link of it", (text, expected) => {
    expect(defang(text)).toBe(expected);
  });

  it("are quoted on one line, and cut with an ellipsis past the cap", () => {
    expect(quotedUserText("  Projeto\nde\tObras  ")).toBe("“Projeto de Obras”");
    const long = "a".repeat(QUOTED_MAX_CHARACTERS + 20);
    expect(quotedUserText(long)).toBe(`“${"a".repeat(QUOTED_MAX_CHARACTERS)}…”`);
    expect(quotedUserText("a".repeat(QUOTED_MAX_CHARACTERS))).toBe(`“${"a".repeat(QUOTED_MAX_CHARACTERS)}”`);
  });
});
