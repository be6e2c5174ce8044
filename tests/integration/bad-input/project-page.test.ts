import { describe, it } from "vitest";
import { INVISIBLE_ONLY } from "#app/lib/validation.ts";
import {
  type Case,
  expectRefusedAndNothingStored,
  form,
  FORM_NOT_UTF8,
  formCases,
  named,
  ownerWithConversation,
  madeBeforeAll,
} from "#tests/support/refusals.ts";

/** /projects/:id: the project page's intents (conversations, members, invitations) refuse bad forms and store nothing. */
const owner = madeBeforeAll(() => ownerWithConversation("bad-page"));

const path = () => `/projects/${owner().projectId}.data`;
const act = form(() => owner().browser, path);
const INVALID_MEMBER = "Membro inválido.";

describe("/projects/:id (the project page's intents)", () => {
  it.each<Case>([
    ...named(
      "page",
      formCases(
        () => owner().browser,
        path,
        () => "intent=create-conversation&name=Outra&variant=page",
      ),
    ),
    {
      name: "create-conversation: an empty name",
      send: () => act({ intent: "create-conversation", name: "", variant: "page" }),
      status: 400,
      message: "Digite um nome para a conversa",
    },
    {
      name: "create-conversation: no name field",
      send: () => act({ intent: "create-conversation" }),
      status: 400,
      message: "Valor inválido.",
    },
    {
      name: "create-conversation: an invisible name",
      send: () => act({ intent: "create-conversation", name: "\u200b" }),
      status: 400,
      message: INVISIBLE_ONLY,
    },
    {
      name: "create-conversation: a name too long",
      send: () => act({ intent: "create-conversation", name: "c".repeat(121) }),
      status: 400,
      message: "O nome deve ter no máximo 120 caracteres.",
    },
    {
      name: "create-conversation: an unknown variant",
      send: () => act({ intent: "create-conversation", name: "A", variant: "modal" }),
      status: 400,
      message: /^Opção inválida/,
    },
    {
      name: "create-conversation: a huge time zone",
      send: () => act({ intent: "create-conversation", name: "A", timeZone: "Z".repeat(65) }),
      status: 400,
      message: /^Grande demais/,
    },
    {
      name: "create-conversation: a name in Latin-1",
      send: () => act("intent=create-conversation&name=Reuni%E3o"),
      status: 400,
      message: FORM_NOT_UTF8,
    },
    {
      name: "rename-conversation: an id that is not one",
      send: () => act({ intent: "rename-conversation", conversationId: "../x", title: "T" }),
      status: 400,
      message: "Conversa inválida.",
    },
    {
      name: "rename-conversation: a title too long",
      send: () =>
        act({ intent: "rename-conversation", conversationId: owner().conversationId, title: "t".repeat(161) }),
      status: 400,
      message: "O nome deve ter no máximo 160 caracteres.",
    },
    {
      name: "rename-conversation: a conversation of no project",
      send: () => act({ intent: "rename-conversation", conversationId: crypto.randomUUID(), title: "T" }),
      status: 404,
      message: "Conversa não encontrada.",
    },
    {
      name: "invite-member: no e-mail",
      send: () => act({ intent: "invite-member", role: "client" }),
      status: 400,
      message: "Informe o e-mail.",
    },
    {
      name: "invite-member: not an e-mail",
      send: () => act({ intent: "invite-member", email: "a@b@c", role: "client" }),
      status: 400,
      message: "Informe um e-mail válido.",
    },
    {
      name: "invite-member: an unknown role",
      send: () => act({ intent: "invite-member", email: "x@exemplo.com.br", role: "admin" }),
      status: 400,
      message: "Papel inválido.",
    },
    {
      name: "invite-member: the role sent twice",
      send: () => act("intent=invite-member&email=x%40exemplo.com.br&role=client&role=nexo_employee"),
      status: 400,
      message: "Campo repetido no formulário: role.",
    },
    {
      name: "revoke-invitation: an id that is not one",
      send: () => act({ intent: "revoke-invitation", invitationId: "1" }),
      status: 400,
      message: "Convite inválido.",
    },
    {
      name: "remove-member: an id that is not one",
      send: () => act({ intent: "remove-member", userId: "*" }),
      status: 400,
      message: INVALID_MEMBER,
    },
    {
      name: "remove-member: no id",
      send: () => act({ intent: "remove-member" }),
      status: 400,
      message: INVALID_MEMBER,
    },
  ])("$name", expectRefusedAndNothingStored);
});
