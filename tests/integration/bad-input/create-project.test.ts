import { describe, it } from "vitest";
import { INVISIBLE_ONLY } from "#isomorphic/schemas/validation.ts";
import {
  expectRefusedAndNothingStored,
  FORM_NOT_UTF8,
  formActionBeforeAll,
  refusedWith400,
} from "#tests/support/refusals.ts";

/** /projects: the create-project form refuses malformed bodies and fields, and creates nothing. */
const { send, malformedBodies } = formActionBeforeAll("bad-newcomer", "/projects.data?index");
const create = (fields: Record<string, string>) => send({ intent: "create-project", ...fields });
const NO_NAME = "Informe o nome do projeto.";

describe("/projects (create)", () => {
  it.each([
    ...malformedBodies("create", () => "intent=create-project&name=Novo"),
    ...refusedWith400(create, [
      ["no name", {}, NO_NAME],
      ["a blank name", { name: "   " }, NO_NAME],
      ["an invisible name", { name: "\u2800\u200d" }, INVISIBLE_ONLY],
      ["a name too long", { name: "P".repeat(121) }, "O nome do projeto deve ter no máximo 120 caracteres."],
      [
        "a description too long",
        { name: "Ok", description: "d".repeat(2001) },
        "A descrição deve ter no máximo 2000 caracteres.",
      ],
    ]),
    ...refusedWith400(send, [
      ["the name sent twice", "intent=create-project&name=A&name=B", "Campo repetido no formulário: name."],
      ["a name in Latin-1", "intent=create-project&name=Gest%E3o", FORM_NOT_UTF8],
    ]),
  ])("create: $name", expectRefusedAndNothingStored);
});
