import { describe, expect, it } from "vitest";
import { criticalCases } from "#isomorphic/initiatives/ouvidoria/data.ts";
import { maskAddress, maskEmail, maskQuoted, streetOf } from "#isomorphic/text/personal-data.ts";

describe("personal data on a projector", () => {
  for (const { customerData: customer, fullConversation } of criticalCases) {
    it(`hides ${customer.name}'s mailbox and street, keeps the domain and the area`, () => {
      const [local = "", domain = ""] = customer.email.split("@");
      const masked = maskEmail(customer.email);
      expect(masked).not.toContain(local);
      expect(masked.endsWith(`@${domain}`)).toBe(true);
      const street = streetOf(customer.address);
      const address = maskAddress(customer.address);
      expect(address).not.toContain(street);
      for (const number of street.match(/\d[\d.]*/g) ?? []) expect(address).not.toContain(number);
      const area = customer.address.split(" – ").slice(1).join(" – ");
      expect(address.endsWith(area)).toBe(true);
      for (const line of fullConversation) {
        const shown = maskQuoted(line.text, customer);
        expect(shown).not.toContain(street);
        expect(shown).not.toContain(customer.email);
      }
    });
  }

  it("masks a street quoted in a call, and leaves a text without it alone", () => {
    const customer = { address: "Av. Sete de Setembro, 1.480 – Centro", email: "joao@email.com.br" };
    expect(maskQuoted("Foto: Av. Sete de Setembro, 1.480. Buraco.", customer)).toBe("Foto: Av. •••. Buraco.");
    expect(maskQuoted("Bom dia.", customer)).toBe("Bom dia.");
  });
});
