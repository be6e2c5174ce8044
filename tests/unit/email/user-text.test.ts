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

  // Unicode can spell a domain or a scheme without one ASCII dot or colon: each is read after NFKC and with
  // every dot, colon and slash look-alike taken for what a reader (or a mail client) takes it for.
  it.each([
    ["evil．example", "evil[.]example"], // U+FF0E fullwidth full stop
    ["evil。example", "evil[.]example"], // U+3002 ideographic full stop (an IDNA label separator)
    ["evil｡example", "evil[.]example"], // U+FF61 halfwidth ideographic full stop
    ["evil︒example", "evil[.]example"], // U+FE12 vertical ideographic full stop
    ["evil﹒example", "evil[.]example"], // U+FE52 small full stop
    ["evil․example", "evil[.]example"], // U+2024 one dot leader
    ["evil·example", "evil[.]example"], // U+00B7 middle dot
    ["evil۔example", "evil[.]example"], // U+06D4 Arabic full stop
    ["evil‧example", "evil[.]example"], // U+2027 hyphenation point
    ["evil⋅example", "evil[.]example"], // U+22C5 dot operator
    ["ｅｖｉｌ．ｅｘａｍｐｌｅ", "evil[.]example"], // fullwidth letters too
    ["evil.\u200Bexample", "evil[.]example"], // a zero-width space after the dot
    ["HTTPS：//banco．example", "HxxPS[:]//banco[.]example"], // U+FF1A fullwidth colon
    ["https﹕//banco.example", "hxxps[:]//banco[.]example"], // U+FE55 small colon
    ["http∶//banco.example", "hxxp[:]//banco[.]example"], // U+2236 ratio
    ["http꞉//banco.example", "hxxp[:]//banco[.]example"], // U+A789 modifier letter colon
    ["httpː//banco.example", "hxxp[:]//banco[.]example"], // U+02D0 triangular colon
    ["ｈｔｔｐｓ：／／banco.example", "hxxps[:]//banco[.]example"], // fullwidth scheme and slashes
    ["http:∕∕banco.example", "hxxp[:]//banco[.]example"], // U+2215 division slash
    ["\u202Eelpmaxe.live", "elpmaxe[.]live"], // a right-to-left override, dropped
  ])("defangs the look-alike %j", (text, expected) => {
    expect(defang(JSON.parse(`"${text}"`) as string)).toBe(expected);
  });

  it("are quoted on one line, the text kept from its start, and cut with an ellipsis only past the cap", () => {
    const words = ["Projeto", "de", "Obras", "ção", "🚰", "Saneamento"];
    const inputs = [
      0,
      1,
      7,
      40,
      QUOTED_MAX_CHARACTERS - 1,
      QUOTED_MAX_CHARACTERS,
      QUOTED_MAX_CHARACTERS + 1,
      300,
    ].flatMap((length) => {
      const text = Array.from({ length }, (_, i) => words[i % words.length]).join(["\n", "\t", "  "][length % 3]);
      return [text, `  ${text.slice(0, length)}\r\n`, "a".repeat(length)];
    });
    for (const input of inputs) {
      const quoted = quotedUserText(input);
      const normalized = input.replace(/\s+/g, " ").trim();
      const label = JSON.stringify(input.slice(0, 40));
      expect(quoted.startsWith("“") && quoted.endsWith("”"), label).toBe(true);
      const inner = quoted.slice(1, -1);
      expect(inner, label).not.toMatch(/[\n\r\t]| {2}/);
      const cut = [...normalized].length > QUOTED_MAX_CHARACTERS;
      expect(inner.endsWith("…"), label).toBe(cut);
      const kept = cut ? inner.slice(0, -1) : inner;
      expect([...kept].length, label).toBeLessThanOrEqual(QUOTED_MAX_CHARACTERS);
      expect(normalized.startsWith(kept), label).toBe(true);
      if (cut) expect([...kept.trimEnd()].length, label).toBeGreaterThan(QUOTED_MAX_CHARACTERS - 12);
    }
  });
});
