import { beforeAll, describe, it } from "vitest";
import { Browser } from "#tests/support/http.ts";
import { type Case, expectRefusedAndNothingStored, ownerWithDocument } from "#tests/support/refusals.ts";

/** GET /api/files/:id: a signed link that was tampered with is refused, whoever asks. */
let documentId = "";
let signedUrl = "";
beforeAll(async () => {
  const owner = await ownerWithDocument("bad-files");
  documentId = owner.documentId;
  const issued = await owner.browser.fetch(`/api/projects/${owner.projectId}/documents/${documentId}/signed-url`, {
    method: "POST",
  });
  signedUrl = ((await issued.json()) as { signedUrl: string }).signedUrl;
});

const INVALID_LINK = "Link inválido.";
const link = () => new URL(signedUrl, "http://nexo.test");
const tampered = (edit: (url: URL) => void) => {
  const url = link();
  edit(url);
  return url.pathname + url.search;
};
const get = (path: () => string) => () => new Browser().fetch(path());
const withQuery = (edit: (query: URLSearchParams) => void) => get(() => tampered((url) => edit(url.searchParams)));
const withId = (id: () => string) => get(() => signedUrl.replace(documentId, id()));

describe("GET /api/files/:id", () => {
  it.each<Case>([
    { name: "no signature", send: get(() => link().pathname), status: 403, message: INVALID_LINK },
    {
      name: "a signature of the wrong size",
      send: withQuery((q) => q.set("signature", "x".repeat(8000))),
      status: 403,
      message: INVALID_LINK,
    },
    {
      name: "an expiry that is a word",
      send: withQuery((q) => q.set("expires", "amanhã")),
      status: 403,
      message: INVALID_LINK,
    },
    {
      name: "the signature sent twice",
      send: withQuery((q) => q.append("signature", "x")),
      status: 403,
      message: INVALID_LINK,
    },
    {
      name: "the expiry sent twice",
      send: withQuery((q) => q.append("expires", "9999999999")),
      status: 403,
      message: INVALID_LINK,
    },
    { name: "an id that is a path", send: withId(() => "..%2F..%2Fwrangler.toml"), status: 403, message: INVALID_LINK },
    { name: "an id that is a Windows path", send: withId(() => "C:%5Cx"), status: 403, message: INVALID_LINK },
    { name: "an id with a NUL", send: withId(() => `${documentId}%00`), status: 403, message: INVALID_LINK },
  ])("files: $name", expectRefusedAndNothingStored);
});
