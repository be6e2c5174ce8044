import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { teamMemberSql } from "#scripts/lib/team-member.ts";
import { newSignedInUser } from "#tests/support/http.ts";

/** `npm run team-member`'s statement, run on the real schema: the account becomes `nexo_employee`, and only it. */
describe("npm run team-member's statement", () => {
  it("makes the signed-up account a team member, whatever the address's case", async () => {
    const { email } = await newSignedInUser("equipe");
    const { email: other } = await newSignedInUser("cliente");
    const sql = teamMemberSql(`  ${email.toUpperCase()} `);
    expect(sql).not.toBeNull();
    await env.DB.exec((sql as string).replace(/; /g, ";\n"));
    const role = (address: string) =>
      env.DB.prepare("SELECT role FROM users WHERE email = ?1").bind(address).first<string>("role");
    expect(await role(email)).toBe("nexo_employee");
    expect(await role(other)).toBe("client");
  });

  it.each(["maria@x.com'; DROP TABLE users; --", "sem-arroba", "a b@c.com", "maria@localhost"])(
    "refuses %s, which is not a plain address",
    (address) => {
      expect(teamMemberSql(address)).toBeNull();
    },
  );
});
