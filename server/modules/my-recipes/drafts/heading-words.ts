import type { Section } from "./text-headings";

/**
 * Section headings of recipe pages and messages in the other languages recipes arrive in (decision 0067), in
 * `comparable` form (lower case; Arabic-script letters as text-lines normalises them), as the page-text reader
 * and the paste parser meet them: "Zutaten", "Ingrédients", "Preparación", "作り方", "Cách làm"…
 */
export const otherHeadingWords: Record<Section, string[]> = {
  ingredients: [
    "zutaten", "die zutaten", "zutatenliste", "ingrédients", "les ingrédients", "ingredientes", "los ingredientes", "ingredienti",
    "gli ingredienti", "ingrediënten", "ingredienten", "składniki", "malzemeler", "ingredienser", "ainekset", "ainesosat", "hozzávalók",
    "suroviny", "přísady", "ingrediente", "ингредиенты", "продукты", "інгредієнти", "υλικά", "τα υλικά", "מצרכים", "המצרכים",
    "مواد لازم", "مواد لازم برای", "مواد اولیه", "材料", "食材", "用料", "主料", "配料", "재료", "주재료", "ส่วนผสม", "วัตถุดิบ",
    "nguyên liệu", "bahan", "bahan-bahan", "bahan bahan", "bahan-bahannya", "mga sangkap", "sangkap", "viungo", "mahitaji",
    "উপকরণ", "উপাদান", "தேவையான பொருட்கள்", "பொருட்கள்", "ചേരുവകൾ", "ചേരുവകള്", "අමුද්‍රව්‍ය", "අවශ්‍ය ද්‍රව්‍ය", "ግብዓቶች",
    "የሚያስፈልጉ ነገሮች", "ebirungo", "ပါဝင်ပစ္စည်းများ", "सामग्रीहरू", "आवश्यक सामग्री",
  ],
  steps: [
    "zubereitung", "die zubereitung", "anleitung", "so geht's", "so gehts", "préparation", "la préparation", "étapes", "instructions de préparation",
    "déroulé", "preparación", "la preparación", "elaboración", "instrucciones", "modo de preparación", "pasos", "preparazione", "procedimento",
    "la preparazione", "modo de preparo", "preparo", "modo de fazer", "preparação", "bereiding", "bereidingswijze", "werkwijze",
    "przygotowanie", "sposób przygotowania", "wykonanie", "hazırlanışı", "yapılışı", "tarifin yapılışı", "tillagning", "gör så här",
    "fremgangsmåde", "fremgangsmåte", "valmistus", "valmistusohje", "elkészítés", "postup", "postup přípravy", "mod de preparare",
    "preparare", "приготовление", "способ приготовления", "пошаговый рецепт", "приготування", "спосіб приготування", "εκτέλεση",
    "οδηγίες", "οδηγίες παρασκευής", "אופן ההכנה", "הוראות הכנה", "ההכנה", "طرز تهیه", "دستور تهیه", "روش تهیه", "做法", "步骤",
    "制作方法", "做法步骤", "作り方", "手順", "만드는 법", "만드는 방법", "조리법", "조리 방법", "조리순서", "วิธีทำ", "ขั้นตอนการทำ",
    "cách làm", "cách nấu", "cách chế biến", "các bước thực hiện", "cara membuat", "cara memasak", "cara masak", "cara buat",
    "langkah-langkah", "paraan ng pagluluto", "paano lutuin", "paraan", "jinsi ya kupika", "maelekezo", "namna ya kupika",
    "প্রণালী", "রন্ধন প্রণালী", "প্রস্তুত প্রণালী", "செய்முறை", "செய்முறை விளக்கம்", "തയ്യാറാക്കുന്ന വിധം", "ഉണ്ടാക്കുന്ന വിധം",
    "සාදන ආකාරය", "පිළියෙල කරන ආකාරය", "አዘገጃጀት", "የአሰራር ሂደት", "engeri y'okufumba", "ချက်ပြုတ်နည်း", "ပြုလုပ်ပုံ", "बनाउने तरिका",
  ],
  notes: [
    "tipps", "hinweise", "astuces", "conseils", "notes", "consejos", "notas", "consigli", "note", "dicas", "wskazówki", "notlar",
    "püf noktaları", "советы", "заметки", "поради", "小贴士", "ポイント", "コツ", "팁", "เคล็ดลับ", "mẹo", "lưu ý", "catatan", "tips",
  ],
  skip: [
    "nährwerte", "nährwertangaben", "valeurs nutritionnelles", "información nutricional", "valori nutrizionali", "informação nutricional",
    "пищевая ценность", "栄養成分", "营养成分",
  ],
};
