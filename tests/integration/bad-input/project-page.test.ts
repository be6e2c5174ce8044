import { describe, it } from "vitest";
import { INVISIBLE_ONLY } from "#isomorphic/schemas/validation.ts";
import {
  expectRefusedAndNothingStored,
  formAction,
  FORM_NOT_UTF8,
  refusedWith400,
  madeBeforeAll,
} from "#tests/support/refusals.ts";
import { ownerWithConversation } from "#tests/support/http.ts";

/** /projects/:id: the project page's intents (conversations, members, invitations) refuse bad forms and store nothing. */
const owner = madeBeforeAll(() => ownerWithConversation("bad-page"));

const { send: act, malformedBodies } = formAction(
  () => owner().browser,
  () => `/projects/${owner().projectId}.data`,
);
const INVALID_MEMBER = "Membro inválido.";
type Fields = Record<string, string>;
const conversation = (fields: Fields) => act({ intent: "create-conversation", ...fields });
/** The owner's own conversation unless the row names another. */
const rename = (fields: Fields) =>
  act({ intent: "rename-conversation", conversationId: owner().conversationId, ...fields });
const invite = (fields: Fields) => act({ intent: "invite-member", ...fields });

describe("/projects/:id (the project page's intents)", () => {
  it.each([
    ...malformedBodies("page", () => "intent=create-conversation&name=Outra&variant=page"),
    ...refusedWith400(conversation, [
      ["create-conversation: an empty name", { name: "", variant: "page" }, "Digite um nome para a conversa"],
      ["create-conversation: no name field", {}, "Valor inválido."],
      ["create-conversation: an invisible name", { name: "\u200b" }, INVISIBLE_ONLY],
      ["create-conversation: a name too long", { name: "c".repeat(121) }, "O nome deve ter no máximo 120 caracteres."],
      ["create-conversation: an unknown variant", { name: "A", variant: "modal" }, /^Opção inválida/],
      ["create-conversation: a huge time zone", { name: "A", timeZone: "Z".repeat(65) }, /^Grande demais/],
    ]),
    ...refusedWith400(rename, [
      ["rename-conversation: an id that is not one", { conversationId: "../x", title: "T" }, "Conversa inválida."],
      [
        "rename-conversation: a title too long",
        { title: "t".repeat(161) },
        "O nome deve ter no máximo 160 caracteres.",
      ],
    ]),
    {
      name: "rename-conversation: a conversation of no project",
      send: () => rename({ conversationId: crypto.randomUUID(), title: "T" }),
      status: 404,
      message: "Conversa não encontrada.",
    },
    ...refusedWith400(invite, [
      ["invite-member: no e-mail", { role: "client" }, "Informe o e-mail."],
      ["invite-member: not an e-mail", { email: "a@b@c", role: "client" }, "Informe um e-mail válido."],
      ["invite-member: an unknown role", { email: "x@exemplo.com.br", role: "admin" }, "Papel inválido."],
    ]),
    ...refusedWith400(act, [
      ["create-conversation: a name in Latin-1", "intent=create-conversation&name=Reuni%E3o", FORM_NOT_UTF8],
      [
        "invite-member: the role sent twice",
        "intent=invite-member&email=x%40exemplo.com.br&role=client&role=nexo_employee",
        "Campo repetido no formulário: role.",
      ],
      [
        "revoke-invitation: an id that is not one",
        { intent: "revoke-invitation", invitationId: "1" },
        "Convite inválido.",
      ],
      ["remove-member: an id that is not one", { intent: "remove-member", userId: "*" }, INVALID_MEMBER],
      ["remove-member: no id", { intent: "remove-member" }, INVALID_MEMBER],
    ]),
  ])("$name", expectRefusedAndNothingStored);
});
