/**
 * Personal data hidden on a projector: a customer's e-mail keeps its first
 * letter and its domain, an address keeps its kind of street and its area
 * (what says where, not who). CPF and telephone arrive masked already.
 */
const HIDDEN = "•••";

/** "maria.santos@email.com.br" → "m•••@email.com.br". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return HIDDEN;
  return `${email.slice(0, 1)}${HIDDEN}${email.slice(at)}`;
}

/** The street and number of an address written "street, number – area". */
export function streetOf(address: string): string {
  return address.split(" – ")[0]?.trim() ?? address;
}

/** "Rua das Acácias, 215 – Jardim Primavera, Zona Norte" → "Rua ••• – Jardim Primavera, Zona Norte". */
export function maskAddress(address: string): string {
  const [street = "", ...area] = address.split(" – ");
  const kind = street.trim().split(/\s+/)[0] ?? "";
  const masked = /^(rua|av\.?|avenida|travessa|tv\.?|alameda|al\.?|praça|estrada|rodovia)$/i.test(kind)
    ? `${kind} ${HIDDEN}`
    : HIDDEN;
  return [masked, ...area].join(" – ");
}

/** A text (a call's transcript) with the customer's street and e-mail, wherever they are quoted, masked. */
export function maskQuoted(text: string, customer: { address: string; email: string }): string {
  const street = streetOf(customer.address);
  let masked = text;
  if (street) masked = masked.split(street).join(maskAddress(street));
  if (customer.email) masked = masked.split(customer.email).join(maskEmail(customer.email));
  return masked;
}
