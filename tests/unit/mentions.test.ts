import { describe, expect, it } from "vitest";
import { mentionsMember } from "#isomorphic/text/mentions.ts";

const members = ["Beatriz Campos", "Lívia Prado"];

describe("mentionsMember", () => {
  it("finds a member by first or full name, whatever the accents and case", () => {
    expect(mentionsMember("@Beatriz, consegue revisar?", members)).toBe(true);
    expect(mentionsMember("Combinado, @beatriz campos.", members)).toBe(true);
    expect(mentionsMember("@livia pode confirmar o prazo?", members)).toBe(true);
    expect(mentionsMember("(@Lívia) veja isto", members)).toBe(true);
  });

  it("is no mention for an e-mail address, a partial name or a stranger", () => {
    expect(mentionsMember("Qual o e-mail de contato@empresa.com?", members)).toBe(false);
    expect(mentionsMember("beatriz@empresa.com.br respondeu", members)).toBe(false);
    expect(mentionsMember("@Bea pode ver?", members)).toBe(false);
    expect(mentionsMember("@Beatrizinha pode ver?", members)).toBe(false);
    expect(mentionsMember("@Carlos pode ver?", members)).toBe(false);
    expect(mentionsMember("Beatriz, pode ver?", members)).toBe(false);
  });
});
