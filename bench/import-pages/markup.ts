/** Small helpers the page templates share: escaping, the words a site writes in each language. */

export type Recipe = { id: string; language: string; title: string; ingredients: string[]; steps: string[] };

export const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON for a <script> block, as WordPress writes it: "/" escaped, so "</script>" cannot end the block. */
export const ldJson = (data: unknown) => JSON.stringify(data).replace(/\//g, "\\/");

/** The headings a recipe site writes in each language: ingredients, method, notes. */
export const headings: Record<string, [string, string, string]> = {
  en: ["Ingredients", "Instructions", "Notes"],
  ar: ["المكونات", "طريقة التحضير", "ملاحظات"],
  fr: ["Ingrédients", "Préparation", "Astuces"],
  de: ["Zutaten", "Zubereitung", "Tipps"],
  es: ["Ingredientes", "Preparación", "Consejos"],
  it: ["Ingredienti", "Preparazione", "Consigli"],
  pt: ["Ingredientes", "Modo de preparo", "Dicas"],
  ru: ["Ингредиенты", "Приготовление", "Советы"],
  uk: ["Інгредієнти", "Приготування", "Поради"],
  zh: ["材料", "做法", "小贴士"],
  ja: ["材料", "作り方", "コツ・ポイント"],
  ko: ["재료", "만드는 법", "팁"],
  hi: ["सामग्री", "विधि", "टिप्स"],
  ur: ["اجزاء", "ترکیب", "نوٹ"],
  fa: ["مواد لازم", "طرز تهیه", "نکته"],
  id: ["Bahan", "Cara membuat", "Catatan"],
  ms: ["Bahan-bahan", "Cara masak", "Catatan"],
  fil: ["Mga Sangkap", "Paraan ng Pagluluto", "Tips"],
  sw: ["Viungo", "Jinsi ya kupika", "Maelekezo"],
  tr: ["Malzemeler", "Yapılışı", "Püf noktaları"],
  vi: ["Nguyên liệu", "Cách làm", "Mẹo"],
  th: ["ส่วนผสม", "วิธีทำ", "เคล็ดลับ"],
  pl: ["Składniki", "Przygotowanie", "Wskazówki"],
  nl: ["Ingrediënten", "Bereiding", "Tips"],
  el: ["Υλικά", "Εκτέλεση", "Συμβουλές"],
  he: ["מצרכים", "אופן ההכנה", "טיפים"],
  sv: ["Ingredienser", "Gör så här", "Tips"],
  ro: ["Ingrediente", "Mod de preparare", "Sfaturi"],
  cs: ["Suroviny", "Postup", "Tipy"],
  hu: ["Hozzávalók", "Elkészítés", "Tippek"],
  bn: ["উপকরণ", "প্রণালী", "টিপস"],
  ta: ["தேவையான பொருட்கள்", "செய்முறை", "குறிப்புகள்"],
  ml: ["ചേരുവകൾ", "തയ്യാറാക്കുന്ന വിധം", "കുറിപ്പുകൾ"],
  si: ["අමුද්‍රව්‍ය", "සාදන ආකාරය", "සටහන්"],
  ne: ["सामग्री", "बनाउने तरिका", "सुझाव"],
  am: ["ግብዓቶች", "አዘገጃጀት", "ማስታወሻ"],
  my: ["ပါဝင်ပစ္စည်းများ", "ချက်ပြုတ်နည်း", "မှတ်ချက်"],
  lg: ["Ebirungo", "Engeri y'okufumba", "Ebirala"],
};

/** A blog's opening paragraph, in its language: the story before the recipe. */
export const stories: Record<string, string> = {
  en: "This is the recipe my family asks for every single week. I have made it more times than I can count, and over the years I have tweaked it until it was just right. It is simple, it is comforting, and it never lasts long on the table. Below you will find everything you need, plus a few tips I learned the hard way.",
  ar: "هذه الوصفة من أكثر الوصفات التي تطلبها عائلتي كل أسبوع، وقد جربتها مرات كثيرة حتى وصلت إلى الطعم المثالي. الوصفة سهلة ولذيذة وتناسب العزائم والأيام العادية، وستجدون في الأسفل كل المقادير والخطوات بالتفصيل مع بعض النصائح المفيدة.",
  de: "Dieses Rezept hat schon meine Oma gekocht, und bis heute gibt es kaum etwas, das mich so sehr an die Sonntage bei ihr erinnert. Es ist einfach, gelingt immer und schmeckt der ganzen Familie. Unten findet ihr alle Zutaten und die Zubereitung Schritt für Schritt.",
  fr: "C'est la recette que l'on me demande le plus souvent, et je la prépare depuis des années pour les repas de famille. Elle est simple, généreuse et réussit à tous les coups. Voici la liste des ingrédients et toutes les étapes, avec quelques astuces en fin d'article.",
  es: "Esta es una de esas recetas de toda la vida que en casa no pueden faltar. La preparaba mi madre cada domingo y hoy la comparto con vosotros tal y como la hacemos nosotros. Es sencilla, sabrosa y perfecta para compartir en familia.",
  ru: "Этот рецепт достался мне от бабушки, и мы готовим его по выходным уже много лет. Он простой, сытный и всегда получается. Ниже вы найдёте список ингредиентов и пошаговое описание приготовления с моими советами.",
  tr: "Bu tarif annemin mutfağından, kahvaltı sofralarımızın vazgeçilmezi. Hem çok pratik hem de çok lezzetli, herkes bayılıyor. Malzemeleri ve yapılışını aşağıda adım adım anlattım, afiyet olsun.",
  vi: "Đây là món ăn quen thuộc của gia đình mình vào những ngày cuối tuần. Cách làm rất đơn giản, nguyên liệu dễ tìm mà hương vị thì thơm ngon khó cưỡng. Cùng vào bếp với mình nhé.",
  it: "Questa è la ricetta che preparo ogni volta che ho ospiti, perché piace proprio a tutti. È semplice, veloce e con pochi ingredienti genuini si ottiene un piatto davvero speciale. Ecco come la preparo io.",
  sv: "Det här är ett av våra favoritrecept som vi lagar nästan varje vecka. Det är enkelt, gott och passar lika bra till vardag som till fest. Här kommer ingredienserna och hur du gör.",
  id: "Resep ini adalah salah satu masakan favorit keluarga kami yang selalu dimasak untuk acara istimewa. Caranya tidak sulit dan bahan-bahannya mudah didapat di pasar. Yuk, simak bahan dan cara membuatnya di bawah ini.",
  pt: "Esta é a receita que a minha avó fazia em todos os aniversários da família. É simples, rápida e fica deliciosa. Confira abaixo os ingredientes e o modo de preparo.",
  ja: "家族みんなが大好きな定番の味です。材料も少なく、忙しい日でも手軽に作れます。ぜひお試しください。",
  zh: "这是我们家最常做的一道家常菜，做法简单，味道香浓，非常下饭。下面是详细的材料和做法，希望大家喜欢。",
};

/** The leading quantity of an ingredient line and the rest ("150 g" | "Risottoreis"), as card markup splits it. */
export function amountAndName(line: string): [string, string] {
  const match = /^([\d٠-٩۰-۹½¼¾⅓⅔.,/-]+(?:\s+(?:g|kg|ml|l|cl|EL|TL|cup|cups|tablespoons?|teaspoons?|tbsp|tsp|г|мл|ст\.\s*л\.|ч\.\s*л\.))?)\s+(.+)$/u.exec(line);
  return match ? [match[1]!, match[2]!] : ["", line];
}
