import { describe, expect, it } from "vitest";
import { listItems, type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";

/** Turns written for this test; what a follow-up becomes once its reference is resolved. */
const turn = (question: string, answer: string): PriorTurn => ({ question, answer, documentIds: [] });

describe("references across turns, one operation each", () => {
  it("'qual deles' asks among the previous answer's items; 'o segundo' is its second item", () => {
    const prior = turn("Quais reservatórios o plano cobre?", "São 3 reservatórios: Aurora, Bento e Carmo [3].");
    expect(listItems(prior.answer)).toEqual(["Aurora", "Bento", "Carmo"]);
    expect(standaloneQuestion("Qual deles tem a maior capacidade?", prior).text).toBe(
      "Qual entre Aurora, Bento e Carmo tem a maior capacidade?",
    );
    expect(standaloneQuestion("Qual é a capacidade do segundo?", prior).text).toBe("Qual é a capacidade de Bento?");
    const listed = turn("Quem participou?", "- Helena Duarte\n- Otávio Reis\n- Priscila Mota [6]");
    expect(standaloneQuestion("E qual é o cargo do último?", listed).text).toContain("Priscila Mota");
  });

  it("a pronoun is the last turn's entity that agrees with it in gender", () => {
    const prior = turn(
      "Quem revisa o orçamento do piloto?",
      "Priscila Mota revisa o orçamento até 15 de março, com Otávio Reis [8].",
    );
    expect(standaloneQuestion("Qual o papel dela?", prior).text).toBe("Qual o papel de Priscila Mota?");
    expect(standaloneQuestion("E qual é a ocupação dele?", prior).text).toBe("Qual é a ocupação de Otávio Reis?");
    // A place's gender is how the turns write it: "a regional Serra Alta".
    const place = turn("Qual é a meta da regional Serra Alta?", "A meta da regional Serra Alta é 30% [2].");
    expect(standaloneQuestion("E o índice atual dela?", place).text).toContain("Serra Alta");
  });

  it("a pronoun whose antecedent is in the message itself is not a follow-up", () => {
    const prior = turn(
      "Qual é a capacidade do reservatório Bento?",
      "A capacidade do reservatório Bento é 8.500 m³ [3].",
    );
    const own = standaloneQuestion("Quanto o distrito Lagoa gasta acima da média dele?", prior);
    expect(own.text).not.toContain("Bento");
  });

  it("a demonstrative with a noun is the previous question's phrase with that noun", () => {
    const prior = turn("Qual é o valor total do contrato de telemetria?", "O valor total é R$ 1,2 milhão [1].");
    expect(standaloneQuestion("E quanto desse valor vai para sensores?", prior).text).toBe(
      "Quanto do valor total do contrato de telemetria vai para sensores?",
    );
  });

  it("an ellipsis replaces one slot of the previous question", () => {
    const attribute = turn("Qual é o custo de energia da regional Serra Alta?", "R$ 300 mil [1].");
    expect(standaloneQuestion("E as equipes de campo?", attribute).text).toBe(
      "Quais são as equipes de campo da regional Serra Alta?",
    );
    expect(standaloneQuestion("E da Baixada?", attribute).text).toBe("Qual é o custo de energia da regional Baixada?");
    // A one-letter name is a word of its own, not the first such letter inside another word.
    const letter = turn("Em quantos dias o grupo C entrega o material?", "O grupo C entrega em 30 dias [3].");
    expect(standaloneQuestion("E o grupo D?", letter).text).toBe("Em quantos dias o grupo D entrega o material?");
    const superlative = turn("Qual distrito tem o maior custo?", "O distrito Lagoa tem o maior custo [5].");
    expect(standaloneQuestion("E o menor?", superlative).text).toBe("Qual distrito tem o menor custo?");
    const target = turn("Qual é a meta de perdas do plano para 2027?", "19% [2].");
    const today = standaloneQuestion("E hoje?", target);
    expect(today.text).not.toContain("2027");
    expect(today.text).not.toMatch(/\bmeta\b/);
    const object = turn(
      "Quem deve publicar o edital de telemetria, e até que data?",
      "Otávio Reis, até 30 de abril [4].",
    );
    expect(standaloneQuestion("E a troca das válvulas?", object).text).toBe(
      "Quem deve publicar a troca das válvulas, e até que data?",
    );
  });

  it("a pronoun with no name to agree with is the previous question's noun phrase of its gender and number", () => {
    const prior = turn("Qual é o valor da taxa de religação?", "A taxa de religação é de R$ 48,00 [2].");
    expect(standaloneQuestion("E quando ela é cobrada?", prior).text).toBe("Quando a taxa de religação é cobrada?");
    // Plural pronouns never stand for one name: "delas" is the plural noun of the last question.
    const plural = turn("Quantas vistorias a Aquafácil fez em março?", "A Aquafácil fez 212 vistorias em março [4].");
    const text = standaloneQuestion("E quantas delas foram refeitas?", plural).text;
    expect(text).not.toContain("Aquafácil");
    expect(text).toContain("das vistorias");
  });

  it("a bare interrogative asks the previous question again with it", () => {
    const prior = turn("Quem aprova a compra dos sensores?", "A diretoria financeira aprova a compra [3].");
    const resolved = standaloneQuestion("E quando?", prior);
    expect(resolved.text).toMatch(/^Quando\b/);
    expect(resolved.text).toContain("a compra dos sensores");
  });

  it("an interrogative alone, without 'E', leans on the previous question all the same", () => {
    const prior = turn(
      "Qual obra ficou com a equipe Sul?",
      "A obra “Trocar o registro da Rua 9” ficou com a equipe Sul [2].",
    );
    const resolved = standaloneQuestion("onde?", prior);
    expect(resolved.followUp).toBe(true);
    expect(resolved.text).toMatch(/^Onde\b/);
    expect(resolved.text).toContain("equipe Sul");
  });

  it("'quanto a mais que X?' after a largest-row answer is that row against X, in the figure the answer measured", () => {
    const prior = turn(
      "Qual bairro consumiu mais?",
      "O bairro Alto d'Ouro tem o maior consumo mensal: 9.340 m³ (Alto d'Ouro 9.340 m³ > Centro 7.100 m³) [4].",
    );
    const resolved = standaloneQuestion("Quanto consumiu a mais do que o Centro?", prior);
    expect(resolved.text).toBe("Quanto o bairro Alto d'Ouro tem a mais de consumo mensal que o Centro?");
    const named = turn("Qual bairro consumiu mais no Centro?", "O Centro consumiu 7.100 m³ [4].");
    expect(standaloneQuestion("Quanto consumiu a mais do que o Porto?", named).text).not.toContain("tem a mais de");
  });

  it("a code and its name joined by a dash are one antecedent; a phrase with no frame to fill asks what it is", () => {
    const prior = turn(
      "Que percentual das válvulas do S2 — Morro Agudo está travado?",
      "No setor “S2 — Morro Agudo”, 3 de 12 válvulas estão travadas: 25% [7].",
    );
    expect(standaloneQuestion("E a pressão média nele?", prior).text).toBe(
      "Qual é a pressão média em S2 — Morro Agudo?",
    );
  });

  it("a pronoun compared with the name before it ('comparado a ele') is the previous answer's row, contracted", () => {
    const prior = turn(
      "Qual bairro tem a maior tarifa média?",
      "O bairro “Jardim Azul” tem a maior tarifa média: R$ 7,20 (Jardim Azul R$ 7,20 > Centro R$ 6,10) [2].",
    );
    expect(standaloneQuestion("Quantas ligações o bairro Centro tem a mais comparado a ele?", prior).text).toBe(
      "Quantas ligações o bairro Centro tem a mais comparado ao Jardim Azul?",
    );
    // A name before a pronoun of its own, not compared, still binds it.
    expect(standaloneQuestion("A Lagoa ficou abaixo da meta dela?", prior).followUp).toBe(false);
  });

  it("a reference that cannot be placed carries the previous answer's words", () => {
    const prior = turn(
      "Posso instalar um programa que não está na lista aprovada?",
      "Instalação fora da lista aprovada — quem autoriza: Núcleo de Sistemas; prazo de análise: 10 dias [5].",
    );
    const resolved = standaloneQuestion("E eles analisam esse pedido em quantos dias?", prior);
    expect(resolved.followUp).toBe(true);
    expect(resolved.context).toContain("Núcleo de Sistemas".split(" ")[0]);
    expect(resolved.context).toContain("autoriza");
  });
});

describe("ellipses of time and of a verb's object", () => {
  it("a time without a year is swapped whole, its preposition kept", () => {
    const prior = turn("Quantos hidrantes estavam inspecionados no fim de agosto?", "Eram 412 [2].");
    expect(standaloneQuestion("E no fim de dezembro?", prior).text).toBe(
      "Quantos hidrantes estavam inspecionados no fim de dezembro?",
    );
    const quarter = turn("Qual foi o consumo de cloro no 1º trimestre?", "Foram 38 t [4].");
    expect(standaloneQuestion("E no 2º trimestre?", quarter).text).toBe("Qual foi o consumo de cloro no 2º trimestre?");
  });

  it("'e quem <verbo>?' asks the verb of the previous question's object, not of its second part", () => {
    const prior = turn("Quem assinou o laudo da adutora e qual é o registro dele?", "Fábio Neri (CREA 1234) [1].");
    expect(standaloneQuestion("E quem homologou?", prior).text).toBe("Quem homologou o laudo da adutora?");
  });

  it("'e se …?' asks the previous question under that condition", () => {
    const prior = turn("Qual é a multa para vazamento na calçada?", "A multa é de R$ 300 [3].");
    expect(standaloneQuestion("E se o dono não reparar em 10 dias?", prior).text).toBe(
      "Qual é a multa para vazamento na calçada se o dono não reparar em 10 dias?",
    );
  });

  it("'e o que teve menos?' is the superlative swapped, not 'o que' asking what", () => {
    const prior = turn("Qual bairro teve mais quedas de pressão em maio?", "O bairro Jacu teve 14 [2].");
    expect(standaloneQuestion("Valeu! E o que teve menos?", prior).text).toBe(
      "Qual bairro teve menos quedas de pressão em maio?",
    );
  });

  it("'e hoje, qual é?' is the ellipsis 'e hoje?'", () => {
    const prior = turn("Qual é a meta de cobertura de esgoto para 2030?", "A meta é 90% [1].");
    expect(standaloneQuestion("E hoje, qual é?", prior).text).toBe(standaloneQuestion("E hoje?", prior).text);
    expect(standaloneQuestion("E hoje, qual é?", prior).text).not.toContain("meta");
  });

  it("after 'qual X…?', 'esse X' is the X the answer named", () => {
    const prior = turn("Qual lote tem mais hidrantes?", "O Lote 3 tem o maior número de hidrantes: 41 [2].");
    expect(standaloneQuestion("E qual é o prazo desse lote?", prior).text).toBe("Qual é o prazo do Lote 3?");
    const named = turn("Que distrito teve mais ligações novas?", "O distrito Serra Fria teve 230 [5].");
    expect(standaloneQuestion("E qual é a população desse distrito?", named).text).toBe(
      "Qual é a população do distrito Serra Fria?",
    );
  });

  it("a pronoun is the last question's agreeing phrase before a name whose gender nothing shows", () => {
    const prior = turn(
      "Qual é a tarifa de religação com urgência?",
      "**Encargos**: a tarifa de religação com urgência é de R$ 85, cobrada na fatura seguinte. [2]",
    );
    const resolved = standaloneQuestion("E até quanto ela pode subir no reajuste?", prior).text;
    expect(resolved).toContain("a tarifa de religação");
    expect(resolved).not.toContain("Encargos");
  });
  it("an ellipsis opened by a preposition swaps the previous question's phrase of that preposition", () => {
    const samples = turn(
      "Quantas análises de turbidez foram feitas em outubro?",
      "O parâmetro Turbidez tem 410 análises feitas [4].",
    );
    expect(standaloneQuestion("E de cloro residual?", samples).text).toBe(
      "Quantas análises de cloro residual foram feitas em outubro?",
    );
    const level = turn("Com que vazão o sistema entra em racionamento?", "O gatilho do nível Racionamento é … [2].");
    expect(standaloneQuestion("E em colapso?", level).text).toBe("Com que vazão o sistema entra em colapso?");
    const fine = turn("Qual é a multa para poço clandestino?", "Multa por poço clandestino: 30% [5].");
    expect(standaloneQuestion("E para hidrômetro violado? (vi um ontem)", fine).text).toBe(
      "Qual é a multa para hidrômetro violado?",
    );
    const hours = turn(
      "Qual é a carga horária do curso de Soldagem de tubos?",
      "A carga horária do curso Soldagem de tubos é 40 h [7].",
    );
    expect(standaloneQuestion("E a de Eletricidade básica?", hours).text).toBe(
      "Qual é a carga horária do curso de Eletricidade básica?",
    );
    const place = turn("Qual é o prazo de reparo na Vila Nogueira?", "O prazo na Vila Nogueira é de 6 horas [3].");
    expect(standaloneQuestion("E nas demais localidades?", place).text).toBe(
      "Qual é o prazo de reparo nas demais localidades?",
    );
  });
  it("a pronoun after 'qual X…?' is the X answered; a name inside the agreeing phrase leaves the phrase whole", () => {
    const stages = turn("Qual das etapas é a mais longa?", "A Etapa 2 — Escavação tem a maior duração: 90 dias [3].");
    expect(standaloneQuestion("Quem responde por ela?", stages).text).toContain("Etapa 2");
    const item = turn(
      "Qual item do checklist falhou na vistoria?",
      "O único item que falhou foi o selo do hidrômetro [4].",
    );
    expect(standaloneQuestion("E qual foi a providência para ele?", item).text).toContain("o selo do hidrômetro");
    const work = turn(
      "Quanto vai custar a troca dos registros da adutora Serra Azul?",
      "A troca dos registros custa R$ 40 mil [2].",
    );
    expect(standaloneQuestion("E em quantos dias ela fica pronta?", work).text).toContain("a troca dos registros");
  });
});

describe("a ranking answer's rows as references", () => {
  /** How the agent writes a superlative over a table: the row first, the ranking after it in parentheses. */
  const ranked = turn(
    "Qual setor tem a maior perda de carga?",
    "O ramal Campo Alto tem a maior perda de carga: 38 m (Campo Alto 38 m > Vale Verde 31 m > Porto Seco 22 m > São Pedro 9 m) [3].",
  );

  it("the ranking's rows are the answer's items, in order; a sum's arithmetic is no list", () => {
    expect(listItems(ranked.answer)).toEqual(["Campo Alto", "Vale Verde", "Porto Seco", "São Pedro"]);
    const summed = "O total de carga dos setores Alto e Baixo é 52,5 t: 30,1 + 22,4 = 52,5 [2].";
    expect(listItems(summed).join(" ")).not.toMatch(/\d/);
    // A name opened by a word and a connector is whole ("Porto do Sol", not "Sol").
    const counted = "São 3 setores com pressão acima de 40 mca: Vila Nova, Porto do Sol e Alto da Boa Vista [2].";
    expect(listItems(counted)).toEqual(["Vila Nova", "Porto do Sol", "Alto da Boa Vista"]);
  });

  it("an ordinal after a superlative question asks that place of the same ranking", () => {
    expect(standaloneQuestion("E o segundo?", ranked).text).toBe("Qual setor tem a segunda maior perda de carga?");
    expect(standaloneQuestion("e qual vem em terceiro?", ranked).text).toBe(
      "Qual setor tem a terceira maior perda de carga?",
    );
  });

  it("a pronoun is the row the answer is about, not a row named only in the ranking behind it", () => {
    // The question's noun ("setor") is not the one the answer names the row with ("ramal").
    expect(standaloneQuestion("E quantas válvulas há nele?", ranked).text).toContain("Campo Alto");
    // No row agrees with "ela": the pronoun is the question's own phrase.
    expect(standaloneQuestion("E o que provoca ela?", ranked).text).toContain("a maior perda de carga");
    const longest = turn(
      "Em que bairro ocorreu a parada mais demorada do mês?",
      "O bairro Jardim Sul tem a maior duração: 14 h (Jardim Sul 14 h > Alto da Serra 9 h) [2].",
    );
    expect(standaloneQuestion("E o que motivou ela?", longest).text).toContain("a parada mais demorada do mês");
    // A row named with a number of its own; the message's "por" takes the article in.
    const stages = turn(
      "Qual das etapas custa mais?",
      "A Etapa 2 — Bombas e quadros tem o maior orçamento: R$ 9.800 mil (Etapa 2 — Bombas e quadros R$ 9.800 mil > Etapa 1 — Projeto R$ 1.200 mil) [5].",
    );
    expect(listItems(stages.answer)).toEqual(["Etapa 2 — Bombas e quadros", "Etapa 1 — Projeto"]);
    expect(standaloneQuestion("Quem responde por ela?", stages).text).toMatch(/^Quem responde pela Etapa 2\b/);
    // A code keeps its digits: the row is "CT-07 Norte", not "CT-".
    const trunks = turn(
      "Qual coletor tem o maior assoreamento?",
      "O coletor CT-07 Norte tem o maior assoreamento: 27% (CT-07 Norte 27% > CT-03 Sul 12%) [4].",
    );
    expect(standaloneQuestion("E qual é a idade dele?", trunks).text).toContain("CT-07 Norte");
  });
});

describe("a pronoun for what a question can ask of it", () => {
  it("a duration is asked of the thing measured, not of its figure", () => {
    const prior = turn(
      "Qual o montante global pactuado no contrato de dragagem?",
      "O montante global pactuado é R$ 2.400.000,00 [3].",
    );
    expect(standaloneQuestion("E ele vigora durante quanto tempo?", prior).text).toContain("contrato de dragagem");
    expect(standaloneQuestion("E ele dura quanto tempo?", prior).text).not.toMatch(/\bo montante\b/);
    // A figure is still what a figure's question asks of: "quanto ele subiu?" is the value.
    expect(standaloneQuestion("E ele foi reajustado em quanto?", prior).text).toMatch(/^O montante\b/);
  });

  it("a numeral before the noun is no noun: 'as quatro bombas' are 'as bombas'", () => {
    const prior = turn(
      "Quanto custam as quatro bombas novas somadas?",
      "O total de custo das bombas é R$ 80 mil: 20 + 20 + 25 + 15 = 80 [2].",
    );
    expect(standaloneQuestion("E qual delas sai mais em conta?", prior).text).toMatch(/\bbombas\b/);
  });
});

describe("an ellipsis of one adjective", () => {
  it("swaps the previous question's adjective of the same kind, after its noun", () => {
    const spacing = turn("Qual o espaçamento lateral mínimo entre duas adutoras?", "É 1,5 m [4].");
    expect(standaloneQuestion("E o frontal?", spacing).text).toBe(
      "Qual o espaçamento frontal mínimo entre duas adutoras?",
    );
    const budget = turn("Qual é a verba estadual do programa de reúso?", "R$ 3 milhões [2].");
    expect(standaloneQuestion("e a municipal?", budget).text).toBe("Qual é a verba municipal do programa de reúso?");
  });
});

describe("references a sentence writes in its own way", () => {
  it("a person's gender is read from the role written beside the name, before the given name's ending", () => {
    const prior = turn(
      "Quem são as partes do contrato?",
      "CONTRATADA: Pavisul Obras Ltda., representada por sua sócia-gerente, Noeme Farias. Fiscal técnico: Ivo Rangel (engenheiro civil da Regional Serra) [3]",
    );
    expect(standaloneQuestion("E a formação dele, qual é?", prior).text).toContain("Ivo Rangel");
    expect(standaloneQuestion("E a função dela, qual é?", prior).text).toContain("Noeme Farias");
  });

  it("a number with no noun ('dos quatro') counts what the last answer counted", () => {
    const prior = turn(
      "Quantas elevatórias foram vistoriadas na bacia Norte?",
      "Foram vistoriadas as quatro elevatórias da bacia Norte, todas com bombas submersíveis [2].",
    );
    expect(standaloneQuestion("E qual é a mais nova das quatro?", prior).text).toContain("das quatro elevatórias");
    // A number that brings its own noun keeps it.
    expect(standaloneQuestion("E quantas das quatro bombas pararam?", prior).text).toContain("quatro bombas");
  });

  it("a pronoun after a first question that asks who stands for that person", () => {
    const prior = turn("Qual é o prazo da etapa de sondagem?", "A etapa de sondagem termina em 30/04/2027 [5].");
    const own = standaloneQuestion("Quem é o fiscal do convênio? Qual a formação dele?", prior);
    expect(own.followUp).toBe(false);
    expect(own.text).not.toContain("sondagem");
  });

  it("'E qual registrou menos?' asks the previous question of the other end", () => {
    const prior = turn("Qual bairro registrou mais quedas de pressão em maio?", "O bairro Alto da Serra [3].");
    expect(standaloneQuestion("E qual registrou menos?", prior).text).toBe(
      "Qual bairro registrou menos quedas de pressão em maio?",
    );
    const largest = turn("Qual adutora tem a maior extensão?", "A adutora Piraí, com 41 km [2].");
    expect(standaloneQuestion("E qual tem a menor?", largest).text).toBe("Qual adutora tem a menor extensão?");
    // After a preposition too: the question began with it ("Em qual…").
    const most = turn("Em qual distrito a campanha trocou mais hidrômetros?", "No distrito Boa Vista [4].");
    expect(standaloneQuestion("E em qual trocou menos?", most).text).toBe(
      "Em qual distrito a campanha trocou menos hidrômetros?",
    );
  });

  it("an object pronoun joined to its verb is the last question's phrase, not the clause's subject", () => {
    const prior = turn("De quanto é a caução do termo aditivo?", "A caução é de R$ 18.000,00 [4].");
    const deposit = standaloneQuestion("Em que prazo a empreiteira precisa depositá-la?", prior).text;
    expect(deposit).toMatch(/^Em que prazo a empreiteira precisa depositar a caução do termo\b/);
    const reports = turn("Quem assina os laudos de estanqueidade?", "O engenheiro de obras [6].");
    expect(standaloneQuestion("E quando ele deve emiti-los?", reports).text).toContain("emitir os laudos");
  });

  it("an ellipsis takes the place of the row the last answer named in quotes", () => {
    const prior = turn(
      "Qual é a fatia de Obras civis da subestação no orçamento?",
      "O item “Obras civis da subestação” tem R$ 900 mil de R$ 3.600 mil: 25% do total [4].",
    );
    expect(standaloneQuestion("E a do cabeamento elétrico?", prior).text).toBe(
      "Qual é a fatia de cabeamento elétrico no orçamento?",
    );
  });

  it("a figure takes a figure's place, and a word only as many words as it has", () => {
    const prior = turn("Quantos hidrantes de coluna ainda faltam instalar até 2028?", "Faltam 140 [2].");
    expect(standaloneQuestion("E de parede?", prior).text).toBe(
      "Quantos hidrantes de parede ainda faltam instalar até 2028?",
    );
    const named = turn("Qual é a jornada de Rita Sales Lobo?", "40 horas semanais [3].");
    expect(standaloneQuestion("E a da Olga?", named).text).toBe("Qual é a jornada da Olga?");
  });

  it("an indefinite thing of the last question is the slot 'E para uma X?' swaps", () => {
    const prior = turn("Qual é a franquia de dados de um técnico de campo?", "20 GB por mês [4].");
    expect(standaloneQuestion("E para um supervisor?", prior).text).toBe(
      "Qual é a franquia de dados de um supervisor?",
    );
  });

  it("'Por quê?' after 'Em que ano…?' asks why of what that question asked", () => {
    const prior = turn("Em que ano o consumo da estação de Juriti foi o mais alto?", "Em 2024 [2].");
    expect(standaloneQuestion("Por quê?", prior).text).toBe("Por quê o consumo da estação de Juriti foi o mais alto?");
  });
});

describe("a place referred to as 'lá', 'ali', 'aí'", () => {
  const ranked = turn(
    "Qual unidade teve a segunda maior coleta?",
    "Em coleta, a unidade Morro do Sino é segunda, com 420 t [2]:\n1. Vale Fundo (510 t)\n2. Morro do Sino (420 t)",
  );
  it("is the place the last answer named, with 'em', whatever its gender", () => {
    expect(standaloneQuestion("E quantos caminhões rodaram lá?", ranked).text).toBe(
      "Quantos caminhões rodaram na unidade Morro do Sino?",
    );
    expect(standaloneQuestion("quantas toneladas foram recicladas ali?", ranked).text).toContain(
      "na unidade Morro do Sino",
    );
    // Unaccented, only at the end: "la" there is no article.
    expect(standaloneQuestion("quanto foi gasto com frete la?", ranked).text).toContain("na unidade Morro do Sino");
  });

  it("leaves a clitic and a word that merely starts alike alone", () => {
    const prior = turn("Quem revisou a planilha de custos?", "Laura Bastos revisou a planilha [1].");
    expect(standaloneQuestion("Em que data ela deve entregá-la?", prior).text).not.toContain("em Laura");
    expect(standaloneQuestion("Qual é a alíquota aplicada?", prior).text).toBe("Qual é a alíquota aplicada?");
  });
});

describe("a pronoun after a question of a target or an index", () => {
  it("stands for what the target is of, not for the target", () => {
    const prior = turn(
      "Qual a meta de inadimplência da regional Serrana para 2033?",
      "A meta de inadimplência para 2033 da regional Serrana é 4% [2].",
    );
    const asked = standaloneQuestion("E qual é a taxa atual dela?", prior).text;
    expect(asked).toContain("Serrana");
    expect(asked).not.toContain("meta");
  });
});
