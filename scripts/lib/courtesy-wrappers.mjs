// How people wrap a question when they write to a colleague: a greeting, courtesy, a reason, a note, thanks. The
// team's own list, for `npm run bench:answers -- --wrapped`: each question is asked bare and wrapped by one of
// these (the i-th question by the (i mod n)-th wrapper), and the two hit rates are compared.
export const COURTESY_WRAPPERS = [
  (q) => `Oi! ${q}`,
  (q) => `Bom dia, tudo bem? ${q}`,
  (q) => q.replace(/\?\s*$/, ", por favor?"),
  (q) => `${q} Preciso disso para uma apresentação amanhã.`,
  (q) => `Olá! Uma dúvida: ${lowerFirst(q)}`,
  (q) => q.replace(/\?\s*$/, " (é para o relatório da equipe)?"),
  (q) => `Você poderia me dizer ${lowerFirst(q)}`,
  (q) => `${q} Obrigado desde já!`,
];

function lowerFirst(text) {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
