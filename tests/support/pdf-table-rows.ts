/**
 * The pilot's channel table that the PDF tests draw column by column (a header and three rows, pt-BR figures): the
 * ingestion must store it as a table, and the Canvas must find its cells on the page.
 */
export const CHANNEL_ROWS: readonly (readonly string[])[] = [
  ["Canal", "Volume mensal", "Meta"],
  ["Telefone", "12.500", "20%"],
  ["Site", "4.200", "45%"],
  ["WhatsApp", "9.800", "60%"],
];
