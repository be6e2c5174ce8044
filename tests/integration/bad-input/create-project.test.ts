import { describe, it } from "vitest";
import { INVISIBLE_ONLY } from "#app/lib/validation.ts";
import {
  type Case,
  expectRefusedAndNothingStored,
  form,
  FORM_NOT_UTF8,
  formCases,
  named,
  newUserBeforeAll,
} from "#tests/support/refusals.ts";

/** /projects: the create-project form refuses malformed bodies and fields, and creates nothing. */
const newcomer = newUserBeforeAll("bad-newcomer");

const path = () => "/projects.data?index";
const create = form(newcomer, path);
const NO_NAME = "Informe o nome do projeto.";

describe("/projects (create)", () => {
  it.each<Case>([
    ...named(
      "create",
      formCases(newcomer, path, () => "intent=create-project&name=Novo"),
    ),
    { name: "no name", send: () => create({ intent: "create-project" }), status: 400, message: NO_NAME },
    {
      name: "a blank name",
      send: () => create({ intent: "create-project", name: "   " }),
      status: 400,
      message: NO_NAME,
    },
    {
      name: "an invisible name",
      send: () => create({ intent: "create-project", name: "\u2800\u200d" }),
      status: 400,
      message: INVISIBLE_ONLY,
    },
    {
      name: "a name too long",
      send: () => create({ intent: "create-project", name: "P".repeat(121) }),
      status: 400,
      message: "O nome do projeto deve ter no máximo 120 caracteres.",
    },
    {
      name: "a description too long",
      send: () => create({ intent: "create-project", name: "Ok", description: "d".repeat(2001) }),
      status: 400,
      message: "A descrição deve ter no máximo 2000 caracteres.",
    },
    {
      name: "the name sent twice",
      send: () => create("intent=create-project&name=A&name=B"),
      status: 400,
      message: "Campo repetido no formulário: name.",
    },
    {
      name: "a name in Latin-1",
      send: () => create("intent=create-project&name=Gest%E3o"),
      status: 400,
      message: FORM_NOT_UTF8,
    },
  ])("create: $name", expectRefusedAndNothingStored);
});
